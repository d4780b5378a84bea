/**
 * Money in whole paise, so that a minimum amount or a quantity is decided by integer arithmetic: ₹166.65 at
 * 33.33 % is 166.65 / 0.3333 = 500.00000000000006 in floating point (rounded up, ₹501) but exactly
 * 16,665 × 100 / 3,333 = 500 in paise and hundredths.
 */

/** ₹100 crore, the most an amount or a price may be: keeps paise × hundredths (≤ 10¹¹ × 10⁴) below 2⁵³. */
export const MAX_RUPEES = 1_000_000_000;

/** Rupees to whole paise, rounded to the nearest paisa; a RangeError unless ₹0.01 ≤ rupees ≤ MAX_RUPEES. */
export function toPaise(rupees: number, what: string): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(rupees) || paise < 1 || rupees > MAX_RUPEES) {
    throw new RangeError(`${what} must be from ₹0.01 to ₹100 crore, not ${rupees}`);
  }
  return paise;
}

export const fromPaise = (paise: number): number => paise / 100;

/** ⌊a / b⌋ for non-negative integers below 2⁵³, without a floating point quotient. */
export const floorDiv = (a: number, b: number): number => (a - (a % b)) / b;

/** ⌈a / b⌉ for non-negative integers below 2⁵³. */
export const ceilDiv = (a: number, b: number): number => floorDiv(a, b) + (a % b === 0 ? 0 : 1);
