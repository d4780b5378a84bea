import { describe, expect, it } from 'vitest';
import { istInstant } from '../../market/ist';
import { xirr } from './xirr';

const on = (date: string, amount: number, hhmm = '12:00') => ({ amount, at: istInstant(date, hhmm) });
/** Present value at `r` with spreadsheet semantics (actual days / 365 from the first date), for independent checks. */
const npvAt = (flows: { amount: number; at: Date }[], r: number) => {
  const first = Math.min(...flows.map((f) => f.at.getTime()));
  return flows.reduce((s, f) => s + f.amount / (1 + r) ** (Math.round((f.at.getTime() - first) / 86_400_000) / 365), 0);
};
/** An independent solver for the tests: plain bisection on [lo, hi] to 1e-13. */
const solve = (flows: { amount: number; at: Date }[], lo: number, hi: number) => {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npvAt(flows, mid)) === Math.sign(npvAt(flows, lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
};

describe('xirr against known values', () => {
  it('matches the Microsoft XIRR documentation example (0.373362535)', () => {
    const flows = [
      on('2008-01-01', -10_000),
      on('2008-03-01', 2_750),
      on('2008-10-30', 4_250),
      on('2009-02-15', 3_250),
      on('2009-04-01', 2_750),
    ];
    const r = xirr(flows)!;
    // Excel prints 0.373362535 from an iteration that stops at about 1e-8; the root itself is 0.37336253352.
    expect(Math.abs(r - 0.373362535)).toBeLessThan(5e-9);
    expect(Math.abs(r - solve(flows, 0, 1))).toBeLessThan(1e-9);
    expect(Math.abs(npvAt(flows, r))).toBeLessThan(1e-7);
  });

  it('matches the OpenOffice Calc XIRR example (about 0.124)', () => {
    const flows = [on('2008-02-05', -2_750), on('2008-07-05', 1_000), on('2009-01-05', 2_000)];
    const r = xirr(flows)!;
    expect(r).toBeCloseTo(0.124, 3);
    expect(Math.abs(r - solve(flows, 0, 1))).toBeLessThan(1e-9);
  });

  it.each([
    // Exact answers: (1 + r)^(days / 365) = end / start.
    ['₹1,000 → ₹1,100 in 365 days', [on('2025-01-01', -1_000), on('2026-01-01', 1_100)], 0.1],
    ['₹1,000 → ₹1,210 in 730 days', [on('2025-01-01', -1_000), on('2027-01-01', 1_210)], 0.1],
    ['₹1,000 → ₹900 in 365 days', [on('2025-01-01', -1_000), on('2026-01-01', 900)], -0.1],
    [
      '₹1,000 → ₹1,100 over leap 2024 (366 days)',
      [on('2024-01-01', -1_000), on('2025-01-01', 1_100)],
      1.1 ** (365 / 366) - 1,
    ],
    ['₹100 → ₹300 in 30 days', [on('2025-01-01', -100), on('2025-01-31', 300)], 3 ** (365 / 30) - 1],
    // Newton's method from 10 % leaves (−1, ∞) on these two; the bisection finds them.
    ['₹1,000 → ₹100 in 365 days', [on('2025-01-01', -1_000), on('2026-01-01', 100)], -0.9],
    ['₹1,000 → ₹1 in 365 days', [on('2025-01-01', -1_000), on('2026-01-01', 1)], -0.999],
    ['a loan: ₹1,000 received, ₹1,100 repaid a year on', [on('2025-01-01', 1_000), on('2026-01-01', -1_100)], 0.1],
  ])('%s', (_, flows, rate) => {
    const r = xirr(flows)!;
    expect(Math.abs(r - rate)).toBeLessThan(1e-9 * Math.max(1, Math.abs(rate)));
  });

  it('solves a year of monthly instalments to the independent solver’s value', () => {
    // ₹5,000 on the 5th of each month of 2025, worth ₹65,000 on 5 January 2026.
    const flows = [...Array.from({ length: 12 }, (_, m) => on(`2025-${String(m + 1).padStart(2, '0')}-05`, -5_000))];
    flows.push(on('2026-01-05', 65_000));
    const r = xirr(flows)!;
    expect(Math.abs(r - solve(flows, 0, 1))).toBeLessThan(1e-9);
    expect(Math.abs(npvAt(flows, r))).toBeLessThan(1e-6);
    expect(r).toBeGreaterThan(0.15); // 8.3 % gained on money held half a year on average
  });

  it('solves buys, a partial exit and a fee to the independent solver’s value', () => {
    const flows = [
      on('2023-04-10', -2_00_000),
      on('2023-10-02', -50_000),
      on('2024-06-14', 40_000),
      on('2024-07-01', -1_499),
      on('2025-11-20', 2_61_250.5),
    ];
    const r = xirr(flows)!;
    expect(Math.abs(r - solve(flows, -0.5, 1))).toBeLessThan(1e-9);
  });

  it('counts whole IST days: 11 PM on 1 Jan to 1 AM on 1 Jan a year on is 365 days', () => {
    expect(xirr([on('2025-01-01', -1_000, '23:00'), on('2026-01-01', 1_100, '01:00')])).toBeCloseTo(0.1, 12);
  });

  it('does not depend on the order of the flows', () => {
    const flows = [on('2025-01-01', -1_000), on('2025-07-01', -500), on('2026-01-01', 1_700)];
    expect(xirr([...flows].reverse())).toBe(xirr(flows));
  });
});

describe('xirr finds any real root', () => {
  it.each([
    // The old scan stopped at −99.999 % a year and answered null for these (finance review, 2026-12-01, §1).
    ['₹1,00,000 → ₹96,000 in 1 day', [on('2025-01-01', -1_00_000), on('2025-01-02', 96_000)], 0.96 ** 365 - 1],
    ['₹1,00,000 → ₹70,000 in 10 days', [on('2025-01-01', -1_00_000), on('2025-01-11', 70_000)], 0.7 ** 36.5 - 1],
    ['₹1,000 → ₹0.01 in 364 days', [on('2025-01-01', -1_000), on('2025-12-31', 0.01)], 1e-5 ** (365 / 364) - 1],
    // Gains as large: 1.2^365 − 1 ≈ 7.96e28.
    ['₹1,00,000 → ₹1,20,000 in 1 day', [on('2025-01-01', -1_00_000), on('2025-01-02', 1_20_000)], 1.2 ** 365 - 1],
  ])('%s', (_, flows, rate) => {
    const r = xirr(flows)!;
    expect(r).not.toBeNull();
    // Compared as 1 + r, the quantity the flows fix: a relative 1e-9.
    expect(Math.abs((1 + r) / (1 + rate) - 1)).toBeLessThan(1e-9);
  });

  it('gives −100 % for a loss whose 1 + r is below the smallest double, never null', () => {
    // −30 % in a day is 1 + r = 0.7^365 ≈ e^−130; −99.9999 % in a day is 1e−6^365.
    expect(xirr([on('2025-01-01', -1_00_000), on('2025-01-02', 70_000)])).toBeCloseTo(-1, 12);
    expect(xirr([on('2025-01-01', -1_00_000), on('2025-01-02', 0.1)])).toBe(-1);
  });

  it('of two rates that solve the flows, gives the one nearest their simple return', () => {
    // Buy, sell, buy again, value now: ₹12,148 lost on balance. Both −36.04 % and +83.89 % a year solve it;
    // Newton's method from 10 % used to find the far, positive one.
    const flows = [
      on('2023-01-02', -8_466),
      on('2023-01-07', 41_378),
      on('2024-02-16', -85_748),
      on('2025-03-13', 40_688),
    ];
    const low = solve(flows, -0.5, 0);
    const high = solve(flows, 0.5, 1);
    expect(Math.abs(npvAt(flows, low))).toBeLessThan(1e-6);
    expect(Math.abs(npvAt(flows, high))).toBeLessThan(1e-6);
    expect(high - low).toBeGreaterThan(1);
    expect(Math.abs(xirr(flows)! - low)).toBeLessThan(1e-9);
  });

  it('of two positive rates, gives the one nearer the simple return', () => {
    // −1,000, +3,100 a year on, −2,200 two years on: 1 + r = 1.1 or 2 (2.2y² − 3.1y + 1 = 0, y = 1 / (1 + r)).
    // The simple return (₹3,100 received for ₹3,200 paid, over two years) is nearer 10 % than 100 %.
    const flows = [on('2023-01-01', -1_000), on('2024-01-01', 3_100), on('2024-12-31', -2_200)];
    expect(xirr(flows)).toBeCloseTo(0.1, 9);
  });
});

describe('xirr is null where no rate is defined', () => {
  it.each([
    ['no flows', []],
    ['one flow', [on('2025-01-01', -1_000)]],
    ['only money in', [on('2025-01-01', -1_000), on('2026-01-01', -500)]],
    ['only money out', [on('2025-01-01', 1_000), on('2026-01-01', 500)]],
    ['a zero and one flow', [on('2025-01-01', -1_000), on('2026-01-01', 0)]],
    ['one day', [on('2025-01-01', -1_000, '09:30'), on('2025-01-01', 1_100, '15:00')]],
    ['no solution: −100, +50, −100', [on('2025-01-01', -100), on('2026-01-01', 50), on('2027-01-01', -100)]],
  ])('%s', (_, flows) => {
    expect(xirr(flows)).toBeNull();
  });

  it('refuses amounts that are not numbers and dates that are not dates', () => {
    expect(() => xirr([on('2025-01-01', Number.NaN), on('2026-01-01', 1)])).toThrow(RangeError);
    expect(() => xirr([{ amount: -1, at: new Date('nope') }, on('2026-01-01', 1)])).toThrow(RangeError);
  });
});
