import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import type { StudioDashboardBody } from '#contract/studio/types';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { studioDashboard } from '../dashboard-body';
import { dashboardAdviser } from '../dashboard-store';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';

/**
 * GET studio/dashboard/ (docs/api.md, "Studio dashboard"): the signed-in adviser's baskets by status
 * with investors, assets under advice, returns and next rebalance. A visitor gets 401, a user who is
 * no adviser 404 (never 403: the client logs out on 403). Private: one adviser's business.
 */
export function studioDashboardRoutes() {
  const r = new Hono<AppEnv>();
  r.use(at(API.studio.dashboard), privateByDefault);
  r.get(at(API.studio.dashboard), requireUser, requireRole('adviser'), async (c) => {
    const adviser = await dashboardAdviser(c.var.db, c.var.user.id);
    if (!adviser) return fail(c, 404, AUTH.notFound);
    const body = await studioDashboard(c.var.db, c.var.market, adviser);
    cacheScope(c, 'private');
    return ok<StudioDashboardBody>(c, body);
  });
  return r;
}
