import type { Trade } from '#contract/trading/types';
import { FINAL_ORDER_STATUSES } from '#contract/trading/order-statuses';

/** Polling starts at 1 s and doubles up to 10 s (the server also pushes events; polling is the floor). */
export const FIRST_POLL_MS = 1000;
export const MAX_POLL_MS = 10_000;

/** A trade whose every line is final changes no more. */
export const isTradeSettled = (trade: Trade | undefined): boolean =>
  !!trade &&
  trade.status !== 'placing' &&
  trade.status !== 'open' &&
  trade.lines.every((l) => !l.status || FINAL_ORDER_STATUSES.includes(l.status));

/** The wait before the next status read: false once settled, else 1 s, 2 s, 4 s, … at most 10 s. */
export function nextPollMs(trade: Trade | undefined, reads: number): number | false {
  if (isTradeSettled(trade)) return false;
  return Math.min(FIRST_POLL_MS * 2 ** Math.max(0, reads - 1), MAX_POLL_MS);
}
