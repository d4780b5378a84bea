import { formatRupees } from '#contract/locale/format';
import { TRADING } from '#contract/trading/messages';
import { BrokerRefused } from '../broker/broker';
import { AppError } from '../http/app-error';
import type { MarketData } from '../market/market-data';
import { amoWindow } from './rules/amo-window';
import { formatNextOpen } from './rules/order-window';
import { TradeRefused } from './trade-types';
import { windowNow } from './buy-preview';

export const NO_TRADE = 'There is no such order.';
export const NO_INVESTMENT = 'There is no such investment.';

/** The body of the outside-window 400: when the next window opens (ISO) and the sentence that says so. */
export interface OutsideWindowBody {
  next_open: string;
  next_window: string;
  /** A special session's hours (TRADING.specialSession), when the window is closed on or before one. */
  session?: string;
}

/**
 * Throws HTTP 400 when orders are not accepted now (docs/trading.md, "The order window"): head.message is exactly
 * TRADING.outsideWindow, the body carries the next opening.
 */
export function requireOrderWindow(market: Pick<MarketData, 'now' | 'calendar'>): void {
  const w = windowNow(market);
  if (w.open) return;
  const body: OutsideWindowBody = {
    next_open: w.next_open,
    next_window: TRADING.nextWindow(formatNextOpen(new Date(w.next_open))),
    ...(w.session ? { session: w.session } : {}),
  };
  throw new AppError('invalid', TRADING.outsideWindow, { body });
}

/**
 * Throws HTTP 400 when an after-market order is not accepted now (docs/trading.md, "After-market orders"): inside
 * the order window (TRADING.amoWhileOpen) or outside the broker's AMO hours (TRADING.amoClosed). Answers when the
 * order is sent to the exchange: the next session's open.
 */
export function requireAmoWindow(market: Pick<MarketData, 'now' | 'calendar'>): Date {
  const w = amoWindow(market.calendar, market.now());
  if (!w.open) throw new AppError('invalid', w.message!);
  return w.sendsAt;
}

const rupees = (n: number) => formatRupees(n, { maxFractionDigits: 2 });

export const belowMinimum = (minimum: number) =>
  new AppError('invalid', TRADING.belowMinimum(rupees(minimum)), {
    errors: { amount: TRADING.belowMinimum(rupees(minimum)) },
  });

/** Throws HTTP 400 when the broker's funds do not cover what the trade needs. */
export function requireFunds(needed: number, available: number): void {
  if (available < needed) throw new AppError('invalid', TRADING.insufficientFunds(rupees(needed), rupees(available)));
}

/**
 * A refusal the investor can act on, as the AppError to throw: the placement's own (409 for a second
 * investment) or the broker's. Anything else is returned as it is, to be thrown on.
 */
export function refusal(e: unknown): unknown {
  if (e instanceof TradeRefused)
    return new AppError(e.code === 'duplicate-investment' ? 'conflict' : 'invalid', e.message);
  if (e instanceof BrokerRefused) return new AppError(e.code === 'not-found' ? 'not-found' : 'invalid', e.message);
  return e;
}
