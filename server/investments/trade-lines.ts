import { TRADING } from '#contract/trading/messages';
import type { OrderSide, TradeCharges } from '#contract/trading/types';
import { tradeCharges } from '../trading/rules/trade-charges';
import type { MarketData } from '../market/market-data';
import { formatNextOpen, orderWindow } from '../trading/rules/order-window';
import { roundToPaisa } from '#contract/money/paise';

/** The charges of a trade of these lines (tradecore's delivery charges on its buys and sells). */
export function chargesOf(lines: readonly { side: OrderSide; value: number }[]): TradeCharges {
  const sum = (side: OrderSide) => lines.filter((l) => l.side === side).reduce((s, l) => s + l.value, 0);
  return tradeCharges({ buy: roundToPaisa(sum('BUY')), sell: roundToPaisa(sum('SELL')) });
}

/** The order window now, as a preview shows it. */
export { windowNow as orderWindowOf } from '../trading/buy-preview';

/**
 * Undefined while orders are accepted; otherwise the 400's message, exactly the spec's (TRADING.outsideWindow),
 * and its field errors, with when the next window opens under `window`.
 */
export function windowClosed(market: MarketData): { message: string; errors: Record<string, string> } | undefined {
  const w = orderWindow(market.calendar, market.now());
  if (w.open) return undefined;
  const errors: Record<string, string> = { window: TRADING.nextWindow(formatNextOpen(w.nextOpen)) };
  if (w.session) errors.session = w.session;
  return { message: TRADING.outsideWindow, errors };
}
