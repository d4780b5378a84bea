import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionHundredths, WHOLE_HUNDREDTHS } from './hundredths';

describe('apportionHundredths (largest remainder)', () => {
  it.each([
    // shares, total, result; the comment is each exact share in hundredths
    [[1, 1, 1], 10_000, [3334, 3333, 3333]], // 3333.33 each: one hundredth left, to the first on a tie
    [[2, 1], 10_000, [6667, 3333]], // 6666.67, 3333.33: the larger remainder
    [[1, 1, 1, 1, 1, 1, 1], 10_000, [1429, 1429, 1429, 1429, 1428, 1428, 1428]], // 1428.57: 4 left
    [[50.005, 49.995], 10_000, [5001, 4999]], // 5000.5, 4999.5: tied remainders, the larger weight
    // 7000, 2999.6, 0.4 → 7000, 3000, 0; the last is raised to 1, taken from the largest (7000)
    [[70, 29.996, 0.004], 10_000, [6999, 3000, 1]],
    [[5, 3, 2], 9_000, [4500, 2700, 1800]],
    // 300 : 100 is 7500 : 2500 exactly, with nothing left over
    [[300, 100], 10_000, [7500, 2500]],
  ])('%j over %i is %j', (shares, total, parts) => {
    expect(apportionHundredths(shares, total)).toEqual(parts);
  });

  it('shares 100.00 % unless told otherwise', () => {
    expect(apportionHundredths([1, 1, 1])).toEqual([3334, 3333, 3333]);
  });

  it('never gives one more to a part that is already whole (a cap of 15 % stays 15 %)', () => {
    // 15 + 15 + 70/3 × 3 = 100 in floating point only to within 1e-14
    const third = 70 / 3;
    expect(apportionHundredths([15, 15, third, third, third])).toEqual([1500, 1500, 2334, 2333, 2333]);
  });

  it('refuses what cannot be shared', () => {
    expect(() => apportionHundredths([], 10_000)).toThrow('A basket needs at least one stock');
    expect(() => apportionHundredths([1, 1, 1], 2)).toThrow('0.02 % cannot give 3 stocks 0.01 % each');
    expect(() => apportionHundredths([1, 0], 10_000)).toThrow('A weight must be above 0, not 0');
    expect(() => apportionHundredths([1, Number.NaN], 10_000)).toThrow('not NaN');
  });
});

const share = fc.double({ min: 1e-6, max: 1e9, noNaN: true });

describe('apportionHundredths, whatever the shares', () => {
  it('sums to exactly the total with every part at least 1', () => {
    fc.assert(
      fc.property(fc.array(share, { minLength: 1, maxLength: 60 }), fc.integer({ min: 60, max: 10_000 }), (s, t) => {
        const parts = apportionHundredths(s, t);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
        expect(parts.every((p) => Number.isInteger(p) && p >= 1)).toBe(true);
      }),
    );
  });

  it('keeps each part within 0.01 of its exact share when every share is at least 0.01', () => {
    fc.assert(
      fc.property(fc.array(share, { minLength: 1, maxLength: 40 }), (shares) => {
        const sum = shares.reduce((a, b) => a + b, 0);
        const exact = shares.map((s) => (s * WHOLE_HUNDREDTHS) / sum);
        fc.pre(exact.every((e) => e >= 1));
        apportionHundredths(shares).forEach((part, i) => expect(Math.abs(part - exact[i]!)).toBeLessThan(1 + 1e-9));
      }),
    );
  });

  it('gives equal shares parts that differ by at most 1, the larger ones first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (count) => {
        const parts = apportionHundredths(Array.from({ length: count }, () => 1));
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });
});
