import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { applyDiscountRequest, plansQuery, type PlansBody, type PriceBody } from '#contract/subscriptions/plans';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { DiscountRefused, PlanNotFound } from '../../billing/discount-refused';
import { showsPlans } from '../../billing/plan-cache';
import { activePlans } from '../../billing/plan-store';
import { priceFor } from '../../billing/price';
import { cacheScope } from '../../cache/cache-marks';
import { findAdviser } from '../subscription-store';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/**
 * Advisers' plans and their prices (docs/api.md, "Plans"): the public listing, and the price with a
 * discount code for a signed-in investor.
 */
export function planRoutes() {
  const r = new Hono<AppEnv>();

  /**
   * By adviser: their active plans. By basket: the active plans that open it when it is
   * subscriber-only, every active plan of its adviser when it is open to all. Public.
   */
  r.get(at(API.plans.list), validate('query', plansQuery), async (c) => {
    const q = c.req.valid('query');
    const adviser = await findAdviser(c.var.db, q);
    if (!adviser) {
      return q.adviser
        ? fail(c, 404, `There is no adviser ${q.adviser}.`)
        : fail(c, 404, `There is no published basket ${q.basket}.`);
    }
    const plans = adviser.is_premium
      ? await activePlans(c.var.db, adviser.id, adviser.basket_id!)
      : await activePlans(c.var.db, adviser.id);
    cacheScope(c, 'public');
    showsPlans(c, adviser.id);
    const { slug, name, adviser_type, sebi_registration } = adviser;
    return ok<PlansBody>(c, { adviser: { slug, name, adviser_type, sebi_registration }, plans });
  });

  /** The price with the code applied; 400 { errors: { code } } with the reason when it does not apply. */
  r.post(at(API.plans.applyDiscount), requireUser, validate('json', applyDiscountRequest), async (c) => {
    const { plan, code } = c.req.valid('json');
    cacheScope(c, 'private');
    try {
      const {
        discountCodeId: _id,
        adviserId: _adviser,
        ...price
      } = await priceFor(c.var.db, {
        userId: c.var.user.id,
        planId: plan,
        code,
      });
      return ok<PriceBody>(c, price);
    } catch (err) {
      if (err instanceof DiscountRefused) return fail(c, 400, err.message, { code: err.message });
      if (err instanceof PlanNotFound) return fail(c, 404, err.message);
      throw err;
    }
  });

  return r;
}
