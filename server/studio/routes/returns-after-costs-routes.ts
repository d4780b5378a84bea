import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { MIN_INVESTORS_FOR_MEDIAN, type StudioReturnsAfterCostsBody } from '#contract/investments/returns-types';
import type { AppEnv } from '../../app-env';
import { privateByDefault } from '../../blog/blog-access';
import { ok } from '../../http/envelope';
import { basketsAfterCosts } from '../../investments/returns/basket-returns';
import { studioOnly } from '../studio-guard';

/**
 * GET studio/returns-after-costs/ (docs/api.md, docs/studio.md "Typical investor after costs"): the signed-in
 * adviser's launched baskets, each with the median after-cost return of its investors, hidden under three. A
 * visitor 401, a user who is no adviser 404. Private.
 */
export function studioReturnsAfterCostsRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.studio.returnsAfterCosts), privateByDefault);
  r.get(at(API.studio.returnsAfterCosts), ...studioOnly, async (c) => {
    const baskets = await basketsAfterCosts(c.var.db, c.var.market, c.var.adviser.id);
    return ok<StudioReturnsAfterCostsBody>(c, {
      baskets,
      min_investors: MIN_INVESTORS_FOR_MEDIAN,
      as_of: c.var.market.now().toISOString(),
    });
  });
  return r;
}
