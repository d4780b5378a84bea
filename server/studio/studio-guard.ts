import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth/messages';
import { BASKET_NOT_FOUND } from '../baskets/basket-messages';
import type { FeatureKey } from '#contract/site/features';
import { requireRole, requireUser, type UserEnv } from '../auth/guards';
import { fail } from '../http/envelope';
import { cacheScope } from '../cache/cache-marks';
import { adviserForUser, type StudioAdviser } from './studio-basket';

/** The env of a studio route: the signed-in user and the adviser they act as. */
export type StudioEnv = UserEnv & { Variables: { adviser: StudioAdviser } };

/** The adviser row of the signed-in user on the context, or 404 (a role without an adviser is no adviser). */
const actingAdviser = createMiddleware<StudioEnv>(async (c, next) => {
  const adviser = await adviserForUser(c.var.db, c.var.user.id);
  if (!adviser) return fail(c, 404, AUTH.notFound);
  cacheScope(c, 'private');
  c.set('adviser', adviser);
  await next();
});

/** A brand feature the route belongs to; off: 404, as if the route did not exist on this site. */
export const brandFeature = (key: FeatureKey) =>
  createMiddleware<StudioEnv>(async (c, next) => {
    if (!c.var.brand.features[key]) return fail(c, 404, AUTH.notFound);
    await next();
  });

/** Visitor 401, signed-in user without the adviser role 404, adviser without an adviser row 404. */
export const studioOnly = [requireUser, requireRole('adviser'), actingAdviser] as const;

/** Every create-basket route: the studio's guards and the brand's 'create-basket' feature. */
export const createBasketOnly = [...studioOnly, brandFeature('create-basket')] as const;

export const noStudioBasket = (c: Context) => fail(c, 404, BASKET_NOT_FOUND);
