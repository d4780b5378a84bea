import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feePerPeriod } from './fee-per-period';

/**
 * The reference: exact rational arithmetic on the fee as written (a decimal string, never a float).
 * yearly × months / 12 = digits × months / (12 × 10^decimals); rounded half up to 1 / places, as a
 * decimal string again.
 */
function exactFee(written: string, months: number, places: number): string {
  const [whole, fraction = ''] = written.split('.');
  const numerator = BigInt(whole! + fraction) * BigInt(months) * BigInt(places);
  const denominator = 12n * 10n ** BigInt(fraction.length);
  const [quotient, remainder] = [numerator / denominator, numerator % denominator];
  const units = 2n * remainder >= denominator ? quotient + 1n : quotient;
  const digits = String(places).length - 1;
  const text = units.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A whole number of `unit`ths written as a decimal: 190 hundredths → '1.90'. */
const written = (count: number, decimals: number) => {
  const text = String(count).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
};

describe('feePerPeriod against exact rational arithmetic', () => {
  it('a FIXFEE in paise (₹0.01 to ₹1,51,000 a year), billed monthly or quarterly, to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15_100_000 }), fc.constantFrom(1, 3), (paise, months) => {
        const yearly = written(paise, 2);
        expect(feePerPeriod(Number(yearly), months, 100).toFixed(2)).toBe(exactFee(yearly, months, 100));
      }),
      { numRuns: 5_000 },
    );
  });

  it('exact halves, where a float product can fall either side, always round up', () => {
    // paise × months ≡ 6 (mod 12): the fee is exactly half a paisa past a whole one.
    const ties = fc
      .tuple(fc.integer({ min: 0, max: 1_258_332 }), fc.constantFrom(1, 3))
      .map(([k, months]) => ({ paise: months === 1 ? 12 * k + 6 : 4 * k + 2, months }));
    fc.assert(
      fc.property(ties, ({ paise, months }) => {
        const yearly = written(paise, 2);
        const fee = feePerPeriod(Number(yearly), months, 100);
        expect(fee.toFixed(2)).toBe(exactFee(yearly, months, 100));
        expect(Math.round(fee * 100)).toBe((paise * months + 6) / 12);
      }),
      { numRuns: 5_000 },
    );
  });

  it('any period of 1 to 12 months, and an AUM percentage (0.001 % to 2.5 %) to 0.0001 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_500 }), fc.integer({ min: 1, max: 12 }), (thousandths, months) => {
        const yearly = written(thousandths, 3);
        expect(feePerPeriod(Number(yearly), months, 10_000).toFixed(4)).toBe(exactFee(yearly, months, 10_000));
      }),
      { numRuns: 5_000 },
    );
  });
});
