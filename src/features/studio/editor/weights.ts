import { weightHundredths } from '#contract/studio/rules';

/**
 * The editor's weight helpers. Weights are percent with two decimals, worked out in hundredths so
 * they always add up to exactly 100 (the server checks the same sum, contract/studio/rules.ts).
 */

/** Splits 100 % over `count` stocks; the leftover hundredths go to the first rows (3 → 33.34, 33.33, 33.33). */
export function equalWeights(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(10000 / count);
  const left = 10000 - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < left ? 1 : 0)) / 100);
}

/**
 * Weights in proportion to market capitalisation (largest-remainder rounding to hundredths), or null
 * when a cap is unknown or nothing is positive: the editor then names the stocks without one.
 */
export function marketCapWeights(caps: readonly (number | null)[]): number[] | null {
  if (caps.length === 0 || caps.some((c) => c == null || !(c > 0))) return null;
  const values = caps as number[];
  const sum = values.reduce((a, b) => a + b, 0);
  const exact = values.map((c) => (c / sum) * 10000);
  const floors = exact.map(Math.floor);
  let left = 10000 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors.map((h) => h / 100);
}

/** A typed weight as a number (NaN when it is not one). */
export const parseWeight = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The typed weights' total in percent, two decimals (a weight that is not a number counts as 0). */
export function totalWeight(weights: readonly string[]): number {
  const hundredths = weights.reduce((sum, w) => {
    const n = parseWeight(w);
    return sum + (Number.isFinite(n) ? weightHundredths(n) : 0);
  }, 0);
  return hundredths / 100;
}

/** A weight for a text field: '33.34', '10', '12.5'. */
export const weightText = (weight: number) => String(Math.round(weight * 100) / 100);
