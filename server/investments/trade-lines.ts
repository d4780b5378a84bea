import { TRADING } from '#contract/trading-messages';
import type { OrderSide, TradeCharges, TradePreviewBody } from '#contract/trading';
import { tradeCharges } from '#contract/trading-rules/trade-charges';
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

/** The spec's exact message with the next opening when orders are not accepted now; null while they are. */
export function windowClosed(market: MarketData): string | null {
  const w = orderWindow(market.calendar, market.now());
  return w.open ? null : `${TRADING.outsideWindow}. ${TRADING.nextWindow(formatNextOpen(w.nextOpen))}`;
}
