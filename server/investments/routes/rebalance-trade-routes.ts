import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import { rebalanceAcceptRequest, rebalanceDetailsQuery, type RebalanceDetailsBody } from '#contract/investments/types';
import type { TradeBody } from '#contract/trading/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { sweepPendingRebalances } from '../create-pending-rebalances';
import { acceptRebalance } from '../accept-rebalance';
import { activeInvestment, oneInvestment } from '../investment-access';
import { rebalancePlan } from '../rebalance-plan';
import { pendingRebalance } from '../rebalance-store';
import { publicTrade } from '../../trading/trade-store';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const jsonBody = {
  badBody: jsonBodyNeeded('{"investment": "…", "mode": "RECOMMENDED_CHANGES", "client_key": "…"}'),
};

/** The pending rebalance's orders in a mode, and accepting it (docs/investments.md, "Rebalance"). */
export function investmentRebalanceTradeRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.rebalanceDetails), privateByDefault);

  r.get(at(API.investment.rebalanceDetails), requireUser, validate('query', rebalanceDetailsQuery), async (c) => {
    const { investment, mode, amount } = c.req.valid('query');
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const row = await activeInvestment(c, investment);
    const pending = await pendingRebalance(c.var.db, row.id);
    if (!pending) return fail(c, 404, INVESTMENT.noPendingRebalance);
    await oneInvestment(c, row);
    const { body } = await rebalancePlan(c.var.db, c.var.market, row, pending, { mode, amount });
    cacheScope(c, 'private');
    return ok<RebalanceDetailsBody>(c, body);
  });

  r.post(
    at(API.investment.rebalanceAccept),
    requireUser,
    validate('json', rebalanceAcceptRequest, jsonBody),
    async (c) => {
      const { investment, mode, amount, client_key } = c.req.valid('json');
      await sweepPendingRebalances(c.var.db, c.var.user.id);
      const row = await activeInvestment(c, investment);
      cacheScope(c, 'private');
      const trade = await acceptRebalance(c, row, { mode, amount, client_key });
      return ok<TradeBody>(c, publicTrade(trade));
    },
  );

  return r;
}
