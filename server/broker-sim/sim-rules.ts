import type { OrderSide, OrderType } from '#contract/trading/types';
import { marketOrderMargin } from '../trading/rules/margin';
import { roundToPaisa } from '#contract/money/paise';

/**
 * The simulated exchange's rules (docs/brokers.md, "Matching"). Pure, so they are tested alone.
 * The margin on market orders is the product's one rule (server/trading/rules/margin.ts).
 */
export const TICK = 0.05;
/** One order fills at most this much value in a session; the rest stays OPEN until the close. */
export const FILL_VALUE_CAP = 500_000;

const ticks = (n: number) => Math.round(n / TICK);

export const ceilTick = (price: number) => roundToPaisa(Math.ceil(ticks(price * 1e6) / 1e6) * TICK);
export const floorTick = (price: number) => roundToPaisa(Math.floor(ticks(price * 1e6) / 1e6) * TICK);

export const marketMargin = marketOrderMargin;

/**
 * The price an order fills at now, or null when it does not cross: a market buy pays the last price
 * rounded up to the tick, a market sell gets it rounded down (slippage within one tick); a limit buy
 * fills when the last price is at or below its limit, at the better of the two, and a sell the other way.
 */
export function fillPrice(side: OrderSide, type: OrderType, ltp: number, limit: number | null): number | null {
  if (side === 'BUY') {
    const at = ceilTick(ltp);
    if (type === 'MARKET') return at;
    return limit !== null && ltp <= limit ? Math.min(at, limit) : null;
  }
  const at = floorTick(ltp);
  if (type === 'MARKET') return at;
  return limit !== null && ltp >= limit ? Math.max(at, limit) : null;
}

/** How many more shares fit under the session's value cap (at least one share an order). */
export function fillableQuantity(quantity: number, filled: number, price: number): number {
  const cap = Math.max(1, Math.floor(FILL_VALUE_CAP / price));
  return Math.max(0, Math.min(quantity, cap) - filled);
}

/** What an open buy order holds of the account's cash: its unfilled value, and the margin for a market order. */
export function blockFor(type: OrderType, remaining: number, price: number): number {
  const value = roundToPaisa(remaining * price);
  return type === 'MARKET' ? roundToPaisa(value + marketMargin(value)) : value;
}
