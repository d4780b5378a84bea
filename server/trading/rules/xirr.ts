import { dayNumber, istDateOf } from '../../market/ist';

export interface DatedFlow {
  /** Negative: money the investor paid; positive: money the investor received (or the value held now). */
  amount: number;
  at: Date;
}

/** Rates tried, in this order from the usual guess outwards, for a change of sign when Newton's method fails. */
const GRID = [
  0.1, 0, 0.25, -0.25, 0.5, -0.5, 1, -0.75, 2, -0.9, 5, -0.99, 10, -0.999, 100, -0.99999, 1e3, 1e4, 1e6, 1e9,
];
const TOLERANCE = 1e-12;

/**
 * The annual rate r at which the flows' present value is 0 (docs/trading-rules.md, "XIRR"; decision 0104), with
 * spreadsheet XIRR semantics: Σ amount × (1 + r)^(−days / 365), days counted in whole IST calendar days from the
 * earliest flow. Newton's method from 10 % (as spreadsheets guess); if it fails, bisection inside the first change
 * of sign found nearest that guess. A fraction (0.1 is 10 % a year), or null where it is undefined: fewer than two
 * non-zero flows, no flow of each sign, all on one day, or no rate that solves it.
 * A RangeError for an amount that is not finite or a date that is not valid.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  for (const { amount, at } of flows) {
    if (!Number.isFinite(amount)) throw new RangeError(`A cash flow must be a finite amount, not ${amount}`);
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError('A cash flow needs a valid date');
  }
  const real = flows.filter((f) => f.amount !== 0).map((f) => ({ amount: f.amount, day: dayNumber(istDateOf(f.at)) }));
  if (real.length < 2 || !real.some((f) => f.amount > 0) || !real.some((f) => f.amount < 0)) return null;
  const first = Math.min(...real.map((f) => f.day));
  if (Math.max(...real.map((f) => f.day)) - first < 1) return null;
  const terms = real.map((f) => ({ amount: f.amount, years: (f.day - first) / 365 }));

  const npv = (r: number) => terms.reduce((sum, t) => sum + t.amount * Math.exp(-t.years * Math.log1p(r)), 0);
  const slope = (r: number) =>
    terms.reduce((sum, t) => sum - t.years * t.amount * Math.exp(-(t.years + 1) * Math.log1p(r)), 0);
  return newton(npv, slope) ?? bisect(npv);
}

function newton(npv: (r: number) => number, slope: (r: number) => number): number | null {
  let r = GRID[0]!;
  for (let i = 0; i < 100; i++) {
    const next = r - npv(r) / slope(r);
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - r) <= TOLERANCE * Math.max(1, Math.abs(next))) return next;
    r = next;
  }
  return null;
}

function bisect(npv: (r: number) => number): number | null {
  const sorted = [...GRID].sort((a, b) => a - b);
  const pairs = sorted.slice(1).map((hi, i) => [sorted[i]!, hi] as const);
  // The bracket nearest the guess first: distance from 0.1 to the bracket.
  const distance = ([lo, hi]: readonly [number, number]) => (lo > 0.1 ? lo - 0.1 : hi < 0.1 ? 0.1 - hi : 0);
  pairs.sort((a, b) => distance(a) - distance(b));
  for (const [low, high] of pairs) {
    let [lo, hi, fLo] = [low, high, npv(low)];
    const fHi = npv(high);
    if (!Number.isFinite(fLo) || !Number.isFinite(fHi) || Math.sign(fLo) === Math.sign(fHi)) continue;
    for (let i = 0; i < 400 && hi - lo > TOLERANCE * Math.max(1, Math.abs(lo)); i++) {
      const mid = (lo + hi) / 2;
      const fMid = npv(mid);
      if (fMid === 0) return mid;
      if (Math.sign(fMid) === Math.sign(fLo)) [lo, fLo] = [mid, fMid];
      else hi = mid;
    }
    return (lo + hi) / 2;
  }
  return null;
}
