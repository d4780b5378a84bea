/**
 * Money in whole paise for the trading rules (docs/trading-rules.md): every rule works on integers, so a
 * quantity or a charge is decided by exact arithmetic, and hands rupees back with at most two decimals.
 * The basket figures (minimum amount, server/baskets/performance) use the same module.
 */

/** ₹100 crore: the most an amount, a price or a turnover may be; keeps paise × 10⁴ below 2⁵³. */
export const MAX_RUPEES = 1_000_000_000;

/**
 * Rupees to whole paise, rounded to the nearest paisa. A RangeError unless `rupees` is finite and
 * from 0 (when `allowZero`) or ₹0.01 up to MAX_RUPEES.
 */
export function toPaise(rupees: number, what: string, allowZero = false): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(rupees) || paise < (allowZero ? 0 : 1) || rupees < 0 || rupees > MAX_RUPEES) {
    const least = allowZero ? '₹0' : '₹0.01';
    throw new RangeError(`${what} must be from ${least} to ₹100 crore, not ${rupees}`);
  }
  return paise;
}

export const fromPaise = (paise: number): number => paise / 100;

/** ⌊a / b⌋ for non-negative integers below 2⁵³, without a floating point quotient. */
export const floorDiv = (a: number, b: number): number => (a - (a % b)) / b;

/** ⌈a / b⌉ for non-negative integers below 2⁵³. */
export const ceilDiv = (a: number, b: number): number => floorDiv(a, b) + (a % b === 0 ? 0 : 1);

/** a / b rounded half up, for non-negative integers (2a + b below 2⁵³). */
export const roundDiv = (a: number, b: number): number => floorDiv(2 * a + b, 2 * b);

/** The most shares a line may hold: ₹100 crore of ₹0.01 shares. */
export const MAX_SHARES = MAX_RUPEES * 100;

/** A whole number of shares: a RangeError for a fraction, a negative number or more than MAX_SHARES. */
export function wholeShares(quantity: number, what: string): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > MAX_SHARES) {
    throw new RangeError(`${what} must be a whole number of shares from 0, not ${quantity}`);
  }
  return quantity;
}

/** Rupees rounded to the nearest paisa (two decimals), for a figure that is shown or stored in rupees. */
export const roundToPaisa = (rupees: number): number => Math.round(rupees * 100) / 100;
