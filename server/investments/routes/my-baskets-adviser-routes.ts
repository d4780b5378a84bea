import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import type { MyAdviserBasketsBody } from '#contract/investments/types';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { basketSummaries } from '../../baskets/basket-listing';
import { cacheScope } from '../../cache/cache-marks';
import { privateByDefault } from '../../blog/blog-access';
import { adviserSlugOf } from '../plan-store';
import { fail, ok } from '../../http/envelope';

const LISTS = [
  [API.myBaskets.published, 'published'],
  [API.myBaskets.hidden, 'hidden'],
  [API.myBaskets.draft, 'draft'],
] as const;

/**
 * The signed-in adviser's own baskets by status (docs/api.md, "My baskets"): the adviser whose account
 * is advisers.user_id, every rebalance frequency (the studio manages them all, whatever the brand
 * lists). A user without the adviser role, or whose account is no adviser's, gets 404 (never 403).
 */
export function myAdviserBasketRoutes() {
  const r = new Hono<AppEnv>();
  for (const [path, status] of LISTS) {
    r.use(at(path), privateByDefault);
    r.get(at(path), requireUser, requireRole('adviser'), async (c) => {
      const adviserSlug = await adviserSlugOf(c.var.db, c.var.user.id);
      if (adviserSlug === undefined) return fail(c, 404, AUTH.notFound);
      const baskets = await basketSummaries(c.var.db, c.var.market, {
        statuses: [status],
        frequencies: ['monthly', 'quarterly'],
        adviserSlug,
      });
      cacheScope(c, 'private');
      return ok<MyAdviserBasketsBody>(c, { baskets });
    });
  }
  return r;
}
