import type { OrderType } from '#contract/trading/types';

/** Kite's own words since 1 April 2026 (InputException) for a market order sent without a market protection. */
export const NO_MARKET_PROTECTION =
  'Market orders without market protection are not allowed via API. Please set market protection or use a Limit order.';

const INVALID_PROTECTION = 'Invalid `market_protection`.';

/**
 * Kite's `market_protection` as a regular or after-market order gives it: -1 (the broker's own band) or a
 * percentage above 0 up to 100, null when absent (a limit order needs none). A market order without one
 * (absent, empty or 0) is refused with NO_MARKET_PROTECTION; any other value with Kite's "Invalid" refusal.
 */
export function readProtection(
  given: string | undefined,
  orderType: OrderType,
): { value: number | null } | { refusal: string } {
  const value = Number(given);
  if (orderType === 'MARKET' && (given === undefined || given === '' || value === 0)) {
    return { refusal: NO_MARKET_PROTECTION };
  }
  if (given === undefined) return { value: null };
  return value === -1 || (value > 0 && value <= 100) ? { value } : { refusal: INVALID_PROTECTION };
}
