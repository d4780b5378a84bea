import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { investmentRequest } from '#contract/investments/types';
import type { ReturnsAfterCostsBody } from '#contract/investments/returns-types';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { brokerPrices } from '../../broker/broker-prices';
import { privateByDefault } from '../../blog/blog-access';
import { cacheScope } from '../../cache/cache-marks';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { oneInvestment, ownInvestment } from '../investment-access';
import { returnsAfterCosts } from '../returns/returns-reader';

/**
 * GET my-baskets/returns/?investment= (docs/api.md, "My baskets"; docs/investments.md, "Returns after costs"):
 * the signed-in investor's own investment only (404 otherwise, 400 for a malformed hash, 409 for impossible
 * figures, as its page). Private.
 */
export function investmentReturnsRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.myBaskets.returns), privateByDefault);
  r.get(at(API.myBaskets.returns), requireUser, brokerPrices, validate('query', investmentRequest), async (c) => {
    const view = await oneInvestment(c, await ownInvestment(c, c.req.valid('query').investment));
    const body = await returnsAfterCosts(c.var.db, c.var.market, view);
    cacheScope(c, 'private');
    return ok<ReturnsAfterCostsBody>(c, body);
  });
  return r;
}
