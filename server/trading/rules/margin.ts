import type { OrderType } from '#contract/trading/types';
import { fromPaise, roundDiv, toPaise } from '#contract/money/paise';

/** Spec §9: the extra margin on a market order is 2 % of its value … */
export const MARKET_MARGIN_PERCENT = 2;
/** … or ₹5,000, whichever is lower. */
export const MARKET_MARGIN_CAP = 5_000;
/** The order value at which the two are equal: 2 % of ₹2,50,000 is ₹5,000. */
export const MARGIN_CROSSOVER = (MARKET_MARGIN_CAP * 100) / MARKET_MARGIN_PERCENT;

/**
 * The extra margin a market order needs (docs/trading-rules.md, "Market-order margin"): 2 % of the order value or
 * ₹5,000, whichever is lower, to the paisa (half a paisa rounds up). A RangeError for a negative or non-finite value;
 * ₹0 for ₹0.
 */
export function marketOrderMargin(orderValue: number): number {
  const paise = toPaise(orderValue, 'An order value', true);
  return fromPaise(Math.min(roundDiv(paise * MARKET_MARGIN_PERCENT, 100), MARKET_MARGIN_CAP * 100));
}

/** The margin for an order of this type: market orders as above, limit orders none. */
export function tradeMargin(orderType: OrderType, orderValue: number): number {
  const margin = marketOrderMargin(orderValue);
  return orderType === 'MARKET' ? margin : 0;
}
