import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { API, routePath as at } from '#contract/http/api-paths';
import { tradeQuery, type TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { refreshTrade } from '../refresh-trade';
import { streamTradeEvents } from '../trade-events';
import { publicTrade, readUserTrade } from '../trade-store';
import { fail, ok } from '../../http/envelope';
import { tradeDeps } from '../trade-deps';
import { NO_TRADE } from '../trading-answers';
import { validate } from '../../http/validate';

/** The user's trade, refreshed from the broker when its last change is a while old; undefined when not theirs. */
export async function currentTrade(c: Context<UserEnv>, hash: string, { force = false } = {}) {
  const deps = tradeDeps(c);
  const trade = await readUserTrade(deps.db, deps.market, c.var.user.id, hash);
  if (!trade) return undefined;
  const changed = await refreshTrade(deps, trade, { force });
  return changed ? readUserTrade(deps.db, deps.market, c.var.user.id, hash) : trade;
}

/**
 * Following a trade (docs/trading.md, "Live updates"): orderstatus answers it now (asking the broker
 * when the last news is over ~2 s old); orderstatus/events streams it as server-sent events until it
 * is final, woken by NOTIFYs from any server process. A user reads only their own trades (404).
 */
export function tradingStatusRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.trading.orderStatus), requireUser, validate('query', tradeQuery), async (c) => {
    cacheScope(c, 'private');
    const trade = await currentTrade(c, c.req.valid('query').trade);
    if (!trade) return fail(c, 404, NO_TRADE);
    return ok<TradeBody>(c, publicTrade(trade));
  });

  r.get(at(API.trading.orderEvents), requireUser, validate('query', tradeQuery), async (c) => {
    cacheScope(c, 'private');
    const hash = c.req.valid('query').trade;
    const deps = tradeDeps(c);
    const userId = c.var.user.id;
    const first = await readUserTrade(deps.db, deps.market, userId, hash);
    if (!first) return fail(c, 404, NO_TRADE);
    // No buffering proxy (nginx) may hold the events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      streamTradeEvents(deps, hash, stream, {
        read: async () => {
          const t = await readUserTrade(deps.db, deps.market, userId, hash);
          return t && publicTrade(t);
        },
        refresh: async () => {
          const t = await readUserTrade(deps.db, deps.market, userId, hash);
          if (t) await refreshTrade(deps, t);
        },
      }),
    );
  });

  return r;
}
