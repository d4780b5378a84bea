import { TRADING } from '#contract/trading/messages';
import { istDateOf } from '../../market/ist';
import type { TradingCalendar } from '../../market/trading-calendar';
import { MARKET_MARGIN_PERCENT } from './margin';
import { orderWindow } from './order-window';

/**
 * Kite's hours for equity after-market orders on NSE, as Zerodha's support page states them ("What is an After
 * Market Order (AMO)?", support.zerodha.com, read 2 Dec 2026; decision 0264): from 4:00 PM to 8:58 AM on trading
 * days, and all day on days without a session. That is 17 minutes before a session opens to 30 minutes after it
 * closes; special sessions (Muhurat trading, a weekend Budget day) keep the same margins around their own hours.
 */
export const AMO_STOPS_BEFORE_OPEN_MINUTES = 17;
export const AMO_RESUMES_AFTER_CLOSE_MINUTES = 30;

/**
 * The market protection a market-price AMO line is sent with (Kite requires one for API market orders): the
 * broker turns it into a limit this many percent from the price at the open. It is the market-order margin's
 * percentage, so the funds the review asks for cover the worst price the order may fill at.
 */
export const AMO_MARKET_PROTECTION = MARKET_MARGIN_PERCENT;

export interface AmoWindow {
  /** Whether an after-market order is accepted now. */
  open: boolean;
  /** Why not (TRADING.amoClosed, or TRADING.amoWhileOpen inside the order window); null when open. */
  message: string | null;
  /** When a queued order goes to the exchange: the next session's open. */
  sendsAt: Date;
}

/** Whether an after-market order is accepted at `now` (docs/trading-rules.md, "After-market orders"). */
export function amoWindow(calendar: TradingCalendar, now: Date): AmoWindow {
  const sendsAt = calendar.nextSessionOpen(now);
  const session = calendar.sessionOf(istDateOf(now));
  const from = session && session.opensAt.getTime() - AMO_STOPS_BEFORE_OPEN_MINUTES * 60_000;
  const to = session && session.closesAt.getTime() + AMO_RESUMES_AFTER_CLOSE_MINUTES * 60_000;
  if (!session || now.getTime() < from! || now.getTime() >= to!) return { open: true, message: null, sendsAt };
  const message = orderWindow(calendar, now).open ? TRADING.amoWhileOpen : TRADING.amoClosed;
  return { open: false, message, sendsAt };
}
