import type { Context } from 'hono';
import type { Envelope } from '#contract/http/envelope';
import { formatRupees } from '#contract/locale/format';
import { TRADING } from '#contract/trading/messages';
import { BrokerRefused } from '../broker/broker';
import { formatNextOpen } from './rules/order-window';
import { TradeRefused } from './trade-types';
import { windowNow } from './buy-preview';
import { fail } from '../http/envelope';

/** The body of the outside-window 400: when the next window opens (ISO) and the sentence that says so. */
export interface OutsideWindowBody {
  next_open: string;
  next_window: string;
}

/**
 * HTTP 400 when orders are not accepted now (docs/trading.md, "The order window"): head.message is exactly
 * TRADING.outsideWindow, the body carries the next opening; undefined while the window is open.
 */
export function outsideWindow(c: Context): Response | undefined {
  const w = windowNow(c.var.market);
  if (w.open) return undefined;
  const next = new Date(w.next_open);
  return c.json<Envelope<OutsideWindowBody>>(
    {
      head: { status: 400, message: TRADING.outsideWindow },
      body: { next_open: w.next_open, next_window: TRADING.nextWindow(formatNextOpen(next)) },
    },
    400,
  );
}

const rupees = (n: number) => formatRupees(n, { maxFractionDigits: 2 });

export const belowMinimum = (c: Context, minimum: number) =>
  fail(c, 400, TRADING.belowMinimum(rupees(minimum)), { amount: TRADING.belowMinimum(rupees(minimum)) });

export const insufficientFunds = (c: Context, needed: number, available: number) =>
  fail(c, 400, TRADING.insufficientFunds(rupees(needed), rupees(available)));

/** A refusal the investor can act on: the placement's own (409 for a second investment) or the broker's. */
export function refused(c: Context, e: unknown): Response {
  if (e instanceof TradeRefused) return fail(c, e.code === 'duplicate-investment' ? 409 : 400, e.message);
  if (e instanceof BrokerRefused) return fail(c, e.code === 'not-found' ? 404 : 400, e.message);
  throw e;
}
