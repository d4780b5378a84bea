import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import { investmentRequest, type RebalanceHistoryBody } from '#contract/investments/types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { sweepPendingRebalances } from '../create-pending-rebalances';
import { activeInvestment, ownInvestment } from '../investment-access';
import { ignoreRebalance, rebalanceHistory } from '../rebalance-store';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const jsonBody = { badBody: jsonBodyNeeded('{"investment": "…"}') };

/** An investment's rebalances: history and ignore (details and accept: investment-rebalance-trade.ts). */
export function investmentRebalanceRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.investment.rebalanceHistory), privateByDefault);

  r.get(at(API.investment.rebalanceHistory), requireUser, validate('query', investmentRequest), async (c) => {
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const row = await ownInvestment(c, c.req.valid('query').investment);
    cacheScope(c, 'private');
    return ok<RebalanceHistoryBody>(c, await rebalanceHistory(c.var.db, row.id));
  });

  r.post(at(API.investment.rebalanceIgnore), requireUser, validate('json', investmentRequest, jsonBody), async (c) => {
    const { investment } = c.req.valid('json');
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const row = await activeInvestment(c, investment);
    if (!(await ignoreRebalance(c.var.db, row.id, c.var.market.now()))) {
      return fail(c, 400, INVESTMENT.noPendingRebalance);
    }
    cacheScope(c, 'private');
    return ok<RebalanceHistoryBody>(c, await rebalanceHistory(c.var.db, row.id));
  });

  return r;
}
