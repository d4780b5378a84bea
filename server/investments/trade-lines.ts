import { TRADING } from '#contract/trading/messages';
import type { OrderSide, TradeCharges, TradePreviewBody } from '#contract/trading/types';
import { tradeCharges } from '../trading/rules/trade-charges';
import type { MarketData } from '../market/market-data';
import { formatNextOpen, orderWindow } from '../trading/rules/order-window';

/** The charges of a trade of these lines (tradecore's delivery charges on its buys and sells). */
export function chargesOf(lines: readonly { side: OrderSide; value: number }[]): TradeCharges {
  const sum = (side: OrderSide) => lines.filter((l) => l.side === side).reduce((s, l) => s + l.value, 0);
  const paisa = (n: number) => Math.round(n * 100) / 100;
  return tradeCharges({ buy: paisa(sum('BUY')), sell: paisa(sum('SELL')) });
}

/** The order window now, as a preview shows it. */
export function orderWindowOf(market: MarketData): TradePreviewBody['window'] {
  const w = orderWindow(market.calendar, market.now());
  return { open: w.open, message: w.message, next_open: w.nextOpen.toISOString() };
}

/**
 * Undefined while orders are accepted; otherwise the 400's message, exactly the spec's (TRADING.outsideWindow),
 * and its field errors, with when the next window opens under `window`.
 */
export function windowClosed(market: MarketData): { message: string; errors: Record<string, string> } | undefined {
  const w = orderWindow(market.calendar, market.now());
  if (w.open) return undefined;
  return { message: TRADING.outsideWindow, errors: { window: TRADING.nextWindow(formatNextOpen(w.nextOpen)) } };
}
