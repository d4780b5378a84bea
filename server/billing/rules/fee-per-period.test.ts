import { describe, expect, it } from 'vitest';
import { aumFeeForPeriod, feePerPeriod, proRataFee } from './fee-per-period';

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

  it.each([
    // Exact halves round up (the float products 0.475, 0.345 and 0.00225 rounded down).
    [1.9, 3, 100, 0.48], // 190 paise × 3 / 12 = 47.5
    [4.14, 1, 100, 0.35], // 414 / 12 = 34.5
    [0.06, 1, 100, 0.01], // 6 / 12 = 0.5
    [0.02, 3, 100, 0.01], // 2 × 3 / 12 = 0.5
    [1_50_999.9, 1, 100, 12_583.33], // 15,099,990 / 12 = 1,258,332.5 → ₹12,583.33 (half up: .325 → .33)
    [0.009, 3, 10_000, 0.0023], // 90 × 3 / 12 = 22.5 ten-thousandths
    [1.234, 1, 10_000, 0.1028], // 12,340 / 12 = 1,028.33…
  ])('%s a year billed every %s months, in 1/%s units → %s, half up', (yearly, months, places, expected) => {
    expect(feePerPeriod(yearly, months, places)).toBe(expected);
  });

  it('refuses a period that is not 1 to 12 whole months', () => {
    for (const months of [0, 13, 1.5, -3]) expect(() => feePerPeriod(1000, months, 100)).toThrow(RangeError);
  });

  it('refuses a fee with more digits than it is counted in, a negative or a non-finite one', () => {
    for (const yearly of [1.005, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => feePerPeriod(yearly, 3, 100)).toThrow(RangeError);
    }
    expect(feePerPeriod(1.005, 3, 10_000)).toBe(0.2513); // 10,050 × 3 / 12 = 2,512.5
  });
});

describe('proRataFee', () => {
  it('a plan’s fee for its own period is its recurring amount, to the paisa', () => {
    for (const [amount, months] of [
      [1.9, 7],
      [2_699, 3],
      [8_999, 12],
      [0.01, 11],
    ] as const) {
      expect(proRataFee(amount, months, months, 100)).toBe(amount);
    }
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
