import { describe, expect, it } from 'vitest';
import { aumFeeForPeriod, feePerPeriod } from './fee-per-period';

describe('feePerPeriod (spec §9: × next_charge_period / 12)', () => {
  it.each([
    [8999, 1, 100, 749.92],
    [8999, 3, 100, 2249.75],
    [1499, 3, 100, 374.75],
    [1200, 12, 100, 1200],
    [1.5, 3, 10_000, 0.375],
    [1.25, 1, 10_000, 0.1042],
  ])('%d a year billed every %d months → %d', (yearly, months, places, expected) => {
    expect(feePerPeriod(yearly, months, places)).toBe(expected);
  });

  it('refuses a period that is not 1 to 12 whole months', () => {
    for (const months of [0, 13, 1.5, -3]) expect(() => feePerPeriod(1000, months, 100)).toThrow(RangeError);
  });
});

describe('aumFeeForPeriod', () => {
  it('charges the yearly percentage of the current value for the period', () => {
    // ₹5,00,000 at 1.5 % a year for 3 months = ₹1,875.
    expect(aumFeeForPeriod(500_000, 1.5, 3)).toBe(1875);
    // ₹2,34,567.89 at 2.5 % for 1 month = ₹488.6831… → ₹488.68.
    expect(aumFeeForPeriod(234_567.89, 2.5, 1)).toBe(488.68);
    // ₹1,00,001 at 1.125 % for 12 months = ₹1,125.01125 → ₹1,125.01.
    expect(aumFeeForPeriod(100_001, 1.125, 12)).toBe(1125.01);
    expect(aumFeeForPeriod(0, 2, 3)).toBe(0);
  });

  it('refuses a negative value, a bad percentage or a bad period', () => {
    expect(() => aumFeeForPeriod(-1, 1, 3)).toThrow(RangeError);
    expect(() => aumFeeForPeriod(1000, -0.5, 3)).toThrow(RangeError);
    expect(() => aumFeeForPeriod(1000, Number.NaN, 3)).toThrow(RangeError);
    expect(() => aumFeeForPeriod(1000, 1, 0)).toThrow(RangeError);
  });
});
