import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { CashFlow } from '#contract/investments/types';
import { investmentRequest } from '#contract/investments/types';
import { ordersQuery, type OrdersBody, type TransactionsBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { publicTrade, readTrades } from '../trade-store';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

export const PAGE_SIZE = 10;
export const NO_INVESTMENT = 'There is no such investment.';

/** The user's order history and an investment's transactions (docs/trading.md, "History"). Private answers. */
export function tradingHistoryRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.trading.orders), requireUser, validate('query', ordersQuery), async (c) => {
    cacheScope(c, 'private');
    const { page } = c.req.valid('query');
    const { db, market } = c.var;
    const trades = await readTrades(
      db,
      market,
      `WHERE t.user_id = $1 AND l.brand_id = $2 ORDER BY t.created_at DESC, t.id DESC LIMIT $3 OFFSET $4`,
      [c.var.user.id, c.var.brand.id, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE],
    );
    return ok<OrdersBody>(c, {
      trades: trades.slice(0, PAGE_SIZE).map(publicTrade),
      isNextPage: trades.length > PAGE_SIZE,
      thisPageNumber: page,
      as_of: market.now().toISOString(),
    });
  });

  r.get(at(API.trading.transactions), requireUser, validate('query', investmentRequest), async (c) => {
    cacheScope(c, 'private');
    const hash = c.req.valid('query').investment;
    const { db, market } = c.var;
    const { rows } = await db.query<{ id: number }>(
      `SELECT i.id FROM investments i JOIN broker_links l ON l.id = i.broker_link_id
        WHERE i.investment_hash = $1 AND i.user_id = $2 AND l.brand_id = $3`,
      [hash, c.var.user.id, c.var.brand.id],
    );
    if (!rows[0]) return fail(c, 404, NO_INVESTMENT);
    const trades = await readTrades(db, market, 'WHERE t.investment_id = $1 ORDER BY t.created_at DESC, t.id DESC', [
      rows[0].id,
    ]);
    const flows = await db.query<CashFlow & { trade_id: number | null }>(
      `SELECT trade_id, kind, amount::float8 AS amount,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
         FROM investment_cash_flows WHERE investment_id = $1 ORDER BY at, id`,
      [rows[0].id],
    );
    return ok<TransactionsBody>(c, {
      investment: hash,
      trades: trades.map((t) => ({
        ...publicTrade(t),
        cash_flows: flows.rows.filter((f) => f.trade_id === t.id).map(({ trade_id: _t, ...f }) => f),
      })),
    });
  });

  return r;
}
