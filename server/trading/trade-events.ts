import type { SSEStreamingApi } from 'hono/streaming';
import type { Trade } from '#contract/trading/types';
import { log } from '../log';
import { TRADE_UPDATES } from './apply-order-update';
import { FINAL_TRADE_STATUSES } from './trade-status';
import type { TradeDeps } from './trade-types';

export interface TradeEventsOptions {
  /** The trade now, as the user may read it; undefined once it is gone. */
  read: () => Promise<Trade | undefined>;
  /** Asks the broker for news (postbacks can be late); its changes come back as NOTIFYs. */
  refresh: () => Promise<unknown>;
  /** A comment line this often keeps proxies from closing a quiet stream, and the broker is asked again. */
  heartbeatMs?: number;
  /** The stream ends after this long; the browser's EventSource reconnects. */
  maxMs?: number;
}

/**
 * The trade's live status as server-sent events (docs/trading.md, "Live updates"): the trade at
 * once, then again on every NOTIFY trade_updates naming it, from whichever server process applied
 * the update (a LISTEN on the database, no state in this process), until it is final.
 */
export async function streamTradeEvents(
  deps: Pick<TradeDeps, 'db'>,
  tradeHash: string,
  stream: SSEStreamingApi,
  { read, refresh, heartbeatMs = 10_000, maxMs = 10 * 60_000 }: TradeEventsOptions,
): Promise<void> {
  let pending: boolean | undefined;
  let wake: (() => void) | undefined;
  const poke = () => {
    pending = true;
    wake?.();
  };
  // Listening before the first read: an update applied between the two is not missed.
  const unlisten = await deps.db.listen(TRADE_UPDATES, (payload) => {
    if (payload === tradeHash) poke();
  });
  stream.onAbort(poke);
  const ends = Date.now() + maxMs;
  let id = 0;
  try {
    let last = '';
    for (;;) {
      pending = false;
      const trade = await read();
      if (!trade || stream.aborted) return;
      const data = JSON.stringify(trade);
      if (data !== last) {
        await stream.writeSSE({ event: 'trade', id: String(++id), data });
        last = data;
      }
      if (FINAL_TRADE_STATUSES.includes(trade.status) || Date.now() >= ends) return;
      if (!pending) {
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), Math.min(heartbeatMs, Math.max(0, ends - Date.now())));
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = undefined;
        if (stream.aborted) return;
        if (!woken) {
          await stream.write(': heartbeat\n\n');
          await refresh().catch((e: Error) => log.warn('order refresh failed', { error: e.message }));
        }
      }
    }
  } finally {
    await unlisten();
  }
}
