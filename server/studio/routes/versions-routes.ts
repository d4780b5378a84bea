import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { BASKET_NOT_FOUND } from '../../baskets/basket-messages';
import { type ConstituentsEditBody } from '#contract/studio/types';
import { constituentsEditRequest } from '#contract/studio/requests';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { basketChanged } from '../../baskets/basket-cache';
import { cacheScope } from '../../cache/cache-marks';
import { AUTH } from '#contract/auth/messages';
import { pushedBefore, tellRebalances, versionRebalances } from '../../notices/rebalance-notices';
import { publishVersion } from '../versions-publish';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/**
 * constituents edit (docs/studio.md, "New versions and rebalances"; docs/api.md): the owning adviser
 * publishes a published or hidden basket's new stocks and weights as a new version. 401 to a visitor,
 * 404 to a non-adviser, on a brand without 'create-basket', and for a basket not theirs.
 */
export function studioVersionRoutes() {
  const r = new Hono<AppEnv>();

  r.post(
    at(API.studio.constituentsEdit),
    requireUser,
    requireRole('adviser'),
    async (c, next) => (c.var.brand.features['create-basket'] ? next() : fail(c, 404, AUTH.notFound)),
    validate('json', constituentsEditRequest),
    async (c) => {
      cacheScope(c, 'private');
      const request = c.req.valid('json');
      const outcome = await publishVersion(c.var.db, c.var.market, c.var.user.id, request);
      switch (outcome.kind) {
        case 'notFound':
          return fail(c, 404, BASKET_NOT_FOUND);
        case 'conflict':
          return fail(c, 409, outcome.message);
        case 'invalid':
          return fail(c, 400, Object.values(outcome.errors).join(' '), outcome.errors);
        case 'replayed':
          return ok<ConstituentsEditBody>(c, {
            basket_hash: outcome.basketHash,
            version: outcome.version,
            pending_rebalances: outcome.pending,
            pushed: await pushedBefore(c.var.db, versionRebalances(outcome.versionId)),
          });
      }
      basketChanged(c, outcome.basketHash);
      const pushed = await tellRebalances(c.var.push, c.var.db, versionRebalances(outcome.versionId));
      return ok<ConstituentsEditBody>(c, {
        basket_hash: outcome.basketHash,
        version: outcome.version,
        pending_rebalances: outcome.pending,
        pushed,
      });
    },
  );

  return r;
}
