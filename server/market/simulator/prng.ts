/**
 * A counter-based generator: every random number is a hash of (seed, stream, counter, slot), so any value
 * can be drawn on its own, in any order, in any process, and it is the same on every machine. No state,
 * no Math.random. The mixer is MurmurHash3's 32-bit finaliser, applied after each input word.
 */

function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of four 32-bit words. */
export function hash4(seed: number, a: number, b: number, c: number): number {
  let h = fmix32(seed ^ 0x9e3779b9);
  h = fmix32(h ^ Math.imul(a | 0, 0xcc9e2d51));
  h = fmix32((h + 0x6b43a9b5) ^ Math.imul(b | 0, 0x1b873593));
  h = fmix32((h + 0x7f4a7c15) ^ Math.imul(c | 0, 0xe6546b64));
  return h;
}

/** FNV-1a of a string's UTF-16 units: a stable number for a symbol or a purpose. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const TWO_POW_32 = 4_294_967_296;

/** Uniform in (0, 1), never exactly 0 or 1. */
export function uniform(seed: number, a: number, b: number, c: number): number {
  return (hash4(seed, a, b, c) + 0.5) / TWO_POW_32;
}

// Acklam's rational approximation of the inverse normal distribution (relative error below 1.2e-9).
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/** The standard normal quantile of p in (0, 1): arithmetic only in the middle 95 %, so it is fast. */
export function normalQuantile(p: number): number {
  if (p < P_LOW || p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p < P_LOW ? p : 1 - p));
    const x =
      (((((C[0]! * q + C[1]!) * q + C[2]!) * q + C[3]!) * q + C[4]!) * q + C[5]!) /
      ((((D[0]! * q + D[1]!) * q + D[2]!) * q + D[3]!) * q + 1);
    return p < P_LOW ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A[0]! * r + A[1]!) * r + A[2]!) * r + A[3]!) * r + A[4]!) * r + A[5]!) * q) /
    (((((B[0]! * r + B[1]!) * r + B[2]!) * r + B[3]!) * r + B[4]!) * r + 1)
  );
}

/** A standard normal draw: one uniform through the quantile function. */
export function normal(seed: number, a: number, b: number, c: number): number {
  return normalQuantile(uniform(seed, a, b, c));
}

/** The seed of everything the simulator draws; change it and every price changes. */
export const MARKET_SEED = hashString('starfolio-market-simulator-v1');
