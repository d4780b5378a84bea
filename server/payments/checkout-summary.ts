import { Hono } from 'hono';
import { z } from 'zod';
import { API, routePath as at } from '#contract/http/api-paths';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import { coercedIdField } from '#contract/forms/fields';
import type { AppEnv } from '../app-env';
import { requireUser, type UserEnv } from '../auth/guards';
import { priceFor } from '../billing/price';
import { cacheScope } from '../cache/cache-marks';
import { amountRefusal, checkoutChecks, checkoutRefusal } from '../subscriptions/checkout-checks';
import { adviserUpiHandle, readPlan } from '../subscriptions/plan-row';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';

const planQuery = z.object({ plan: coercedIdField() });

/**
 * The checkout summary (get-plan-customer-details, docs/payments.md): the plan, the investor's
 * customer details and the brand's required fields, the risk profile and agreement status, the price
 * without a code, and what create-transaction would refuse now. 404 for an unknown plan.
 */
export function paymentCheckoutRoutes() {
  const r = new Hono<UserEnv>();
  r.get(at(API.plans.customerDetails), requireUser, validate('query', planQuery), async (c) => {
    const plan = await readPlan(c.var.db, c.req.valid('query').plan);
    if (!plan) return fail(c, 404, 'There is no such plan.');
    const now = new Date();
    const userId = c.var.user.id;
    const checks = await checkoutChecks(c.var.db, c.var.brand, userId, plan, now, { marketNow: c.var.market.now() });
    const { refusal: _refusal, ...family } = checks.family;
    const price = await priceFor(c.var.db, { userId, planId: plan.id, code: null, now, renewal: !plan.active });
    const { discountCodeId: _code, adviserId: _adviser, ...body } = price;
    const { adviser_id: _id, adviser_name, ...shown } = plan;
    cacheScope(c, 'private');
    return ok<PlanCheckoutBody>(c, {
      plan: shown,
      adviser: {
        slug: plan.adviser_slug,
        name: adviser_name,
        upi_handle: await adviserUpiHandle(c.var.db, plan.adviser_id),
      },
      family,
      customer: checks.customer,
      required_fields: c.var.brand.requiredCustomerFields,
      missing: checks.missing,
      risk_profile: checks.riskProfile,
      agreement: checks.agreement,
      price: body,
      refusal: checkoutRefusal(plan, checks)?.message ?? amountRefusal(price),
    });
  });
  return r as unknown as Hono<AppEnv>;
}
