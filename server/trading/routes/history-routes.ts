import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { investmentRequest } from '#contract/investments/types';
import { ordersQuery, type OrdersBody, type TransactionsBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { investmentTrades, publicTrade, userTradesPage } from '../trade-store';
import { investmentCashFlows, userInvestmentId } from '../trade-lookup-store';
import { NO_INVESTMENT } from '../trading-answers';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

export const PAGE_SIZE = 10;

/** The user's order history and an investment's transactions (docs/trading.md, "History"). Private answers. */
export function tradingHistoryRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.trading.orders), requireUser, validate('query', ordersQuery), async (c) => {
    cacheScope(c, 'private');
    const { page } = c.req.valid('query');
    const { db, market } = c.var;
    const owner = { userId: c.var.user.id, brandId: c.var.brand.id };
    const trades = await userTradesPage(db, market, owner, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
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
    const id = await userInvestmentId(db, { userId: c.var.user.id, brandId: c.var.brand.id }, hash);
    if (id === undefined) return fail(c, 404, NO_INVESTMENT);
    const trades = await investmentTrades(db, market, id);
    const flows = await investmentCashFlows(db, id);
    return ok<TransactionsBody>(c, {
      investment: hash,
      trades: trades.map((t) => ({
        ...publicTrade(t),
        cash_flows: flows.filter((f) => f.trade_id === t.id).map(({ trade_id: _t, ...f }) => f),
      })),
    });
  });

  return r;
}
