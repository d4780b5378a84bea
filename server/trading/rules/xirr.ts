import { dayNumber, istDateOf } from '../../market/ist';

export interface DatedFlow {
  /** Negative: money the investor paid; positive: money the investor received (or the value held now). */
  amount: number;
  at: Date;
}

/** One day's money: flows on the same IST day are one amount (days are what the rate counts). */
interface Term {
  amount: number;
  /** ln |amount|, kept for the scaled sums. */
  logSize: number;
  /** Years from the earliest flow: whole days / 365. */
  years: number;
}

/**
 * Where the scan looks for a change of sign, in x = ln(1 + r) (r = e^x − 1, so every x is a rate above
 * −100 %): steps of 0.01 from x = −3 to 3 (r from −95 % to +1,909 %, about 1 % of 1 + r apart), then
 * steps growing by 2 % out to x = ±60 (r = −1 + 9e−27) and 700 (r ≈ 1e304). A root beyond either end is
 * found by widening from there. Two roots closer than a step apart (about 1 % of 1 + r near the middle)
 * can cancel out between two points; no realistic set of flows has them.
 */
const SCAN_POINTS: readonly number[] = (() => {
  const middle = Array.from({ length: 601 }, (_, i) => -3 + i / 100);
  const outwards = (to: number) => {
    const points: number[] = [];
    for (let x = 3 * 1.02; x < to; x *= 1.02) points.push(x);
    return [...points, to];
  };
  return [
    ...outwards(60)
      .map((x) => -x)
      .reverse(),
    ...middle,
    ...outwards(700),
  ];
})();

/**
 * The annual rate r at which the flows' present value is 0 (docs/trading-rules.md, "XIRR"; decisions 0104
 * and 0244), with spreadsheet XIRR semantics: Σ amount × (1 + r)^(−days / 365), days counted in whole IST
 * calendar days from the earliest flow. Every rate that solves it is found, however large a loss or a gain
 * (the search runs in x = ln(1 + r), over all real x); when more than one solves it, the one nearest the
 * flows' simple return, compared as yearly rates (`simpleYearlyLog`). A fraction (0.1 is 10 % a year), or
 * null where it is undefined: fewer than two non-zero days, no money of each sign, all on one day, or no
 * rate solves it. A loss so deep that 1 + r is below the smallest double (−30 % in one day is
 * r = −1 + e^−130) comes back as −1: −100 % to every digit shown.
 * A RangeError for an amount that is not finite or a date that is not valid.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  const terms = termsOf(flows);
  if (!terms) return null;
  const roots = rootsOf(terms);
  if (roots.length === 0) return null;
  const target = simpleYearlyLog(terms);
  const nearest = roots.reduce((best, x) => (Math.abs(x - target) < Math.abs(best - target) ? x : best));
  return Math.expm1(nearest);
}

/** Whole IST days from the earliest to the latest non-zero flow: the span the rate is solved over. */
export function flowSpanDays(flows: readonly DatedFlow[]): number {
  const days = flows.filter((f) => f.amount !== 0).map((f) => dayNumber(istDateOf(f.at)));
  return days.length === 0 ? 0 : Math.max(...days) - Math.min(...days);
}

function termsOf(flows: readonly DatedFlow[]): Term[] | null {
  for (const { amount, at } of flows) {
    if (!Number.isFinite(amount)) throw new RangeError(`A cash flow must be a finite amount, not ${amount}`);
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError('A cash flow needs a valid date');
  }
  const byDay = new Map<number, number>();
  for (const f of flows) {
    if (f.amount === 0) continue;
    const day = dayNumber(istDateOf(f.at));
    byDay.set(day, (byDay.get(day) ?? 0) + f.amount);
  }
  const days = [...byDay.entries()].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  if (days.length < 2 || !days.some(([, a]) => a > 0) || !days.some(([, a]) => a < 0)) return null;
  const first = days[0]![0];
  return days.map(([day, amount]) => ({ amount, logSize: Math.log(Math.abs(amount)), years: (day - first) / 365 }));
}

/**
 * The sign of Σ amount × e^(−years × x), computed without overflow: every term is scaled by the largest
 * one's magnitude (in logs), so x may be any real number.
 */
function npvSign(terms: readonly Term[], x: number): number {
  // Small enough exponents cannot overflow (amounts are at most ₹100 crore): the plain sum.
  if (Math.abs(x) * terms.at(-1)!.years < 600) {
    let plain = 0;
    for (const t of terms) plain += t.amount * Math.exp(-t.years * x);
    return Math.sign(plain);
  }
  let top = Number.NEGATIVE_INFINITY;
  for (const t of terms) top = Math.max(top, t.logSize - t.years * x);
  let sum = 0;
  for (const t of terms) sum += Math.sign(t.amount) * Math.exp(t.logSize - t.years * x - top);
  return Math.sign(sum);
}

/**
 * Every x where the present value changes sign. The number of roots is at most the number of changes of
 * sign of the amounts in date order (Descartes' rule, which holds for sums of exponentials): with one
 * change there is exactly one root, found by widening a bracket from x = 0; with more, the scan's
 * brackets, and beyond its ends a bracket widened towards the sign the present value tends to there
 * (the latest flow's as x → −∞, the earliest's as x → +∞).
 */
function rootsOf(terms: readonly Term[]): number[] {
  const changes = terms.slice(1).filter((t, i) => Math.sign(t.amount) !== Math.sign(terms[i]!.amount)).length;
  const atMinusInfinity = Math.sign(terms.at(-1)!.amount);
  const atPlusInfinity = Math.sign(terms[0]!.amount);
  if (changes === 1) {
    // Opposite signs at the two ends: the one root lies between; widen from [−1, 1] until it is bracketed.
    let [lo, hi] = [-1, 1];
    while (npvSign(terms, lo) === atPlusInfinity && lo > -1e300) lo *= 2;
    while (npvSign(terms, hi) === atMinusInfinity && hi < 1e300) hi *= 2;
    return [bisect(terms, lo, hi)];
  }
  const roots: number[] = [];
  const below = SCAN_POINTS[0]!;
  const above = SCAN_POINTS.at(-1)!;
  if (npvSign(terms, below) === -atMinusInfinity) roots.push(bisect(terms, widen(terms, below, -1), below));
  let [x0, s0] = [below, npvSign(terms, below)];
  for (const x1 of SCAN_POINTS.slice(1)) {
    const s1 = npvSign(terms, x1);
    if (s0 === 0) roots.push(x0);
    else if (s1 !== 0 && s1 !== s0) roots.push(bisect(terms, x0, x1));
    [x0, s0] = [x1, s1];
  }
  if (s0 === 0) roots.push(x0);
  if (npvSign(terms, above) === -atPlusInfinity) roots.push(bisect(terms, above, widen(terms, above, 1)));
  return roots;
}

/** From `from`, steps doubling in `direction` until the present value's sign differs from its sign at `from`. */
function widen(terms: readonly Term[], from: number, direction: 1 | -1): number {
  const start = npvSign(terms, from);
  let step = 1;
  let x = from + direction * step;
  while (Math.abs(x) < 1e300 && npvSign(terms, x) === start) {
    step *= 2;
    x = from + direction * step;
  }
  return x;
}

/** The change of sign inside [lo, hi], halved until the two ends are neighbouring doubles. */
function bisect(terms: readonly Term[], lo: number, hi: number): number {
  const sLo = npvSign(terms, lo);
  if (sLo === 0) return lo;
  if (npvSign(terms, hi) === 0) return hi;
  for (let i = 0; i < 2_000; i++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break;
    const s = npvSign(terms, mid);
    if (s === 0) return mid;
    if (s === sLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The flows' simple return as a yearly rate, in x: ln(money received / money paid) over the years the
 * flows span. Among several roots, the one nearest this is the rate a reader would recognise (a sequence
 * that lost money gets the negative rate that solves it, not a far positive one).
 */
function simpleYearlyLog(terms: readonly Term[]): number {
  const received = terms.reduce((s, t) => s + Math.max(t.amount, 0), 0);
  const paid = terms.reduce((s, t) => s - Math.min(t.amount, 0), 0);
  return Math.log(received / paid) / terms.at(-1)!.years;
}
