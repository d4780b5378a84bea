import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { sebiCapErrors } from '../../billing/rules/sebi-caps';
import { AUTH } from '#contract/auth/messages';
import type { FieldErrors } from '#contract/http/envelope';
import {
  planRequest,
  planUpdateRequest,
  type PlanBody,
  type PlanRequest,
  type PlansBody,
} from '#contract/subscriptions/plans';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { plansChanged } from '../../billing/plan-cache';
import { advisersPlans, planById } from '../../billing/plan-store';
import { adviserOfUser, insertPlan, ownBasketIds, updatePlan } from '../../billing/plan-save';
import { cacheScope } from '../../cache/cache-marks';
import { fail, ok } from '../../http/envelope';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';

type Adviser = NonNullable<Awaited<ReturnType<typeof adviserOfUser>>>;

const refused = (errors: FieldErrors) => new AppError('invalid', Object.values(errors).join(' '), { errors });

/** SEBI's limits and the baskets' owner checked; the basket ids. Throws the 400 (AppError). */
async function checked(c: Context<UserEnv>, adviser: Adviser, p: PlanRequest) {
  const caps = sebiCapErrors(p, adviser.adviser_type);
  if (Object.keys(caps).length > 0) throw refused(caps);
  const baskets = await ownBasketIds(c.var.db, adviser.id, p.basket_hashes);
  if ('errors' in baskets) throw refused(baskets.errors);
  return baskets.ids;
}

const onePlan = async (c: Context<UserEnv>, planId: number) =>
  ok<PlanBody>(c, { plan: (await planById(c.var.db, planId))! });

/**
 * The signed-in adviser's plans (docs/api.md, "Adviser plans"): list, create, change, each checked
 * against SEBI's fee limits. A user who is no adviser is answered 404, as if the routes did not exist.
 */
export function adviserPlanRoutes() {
  const r = new Hono<AppEnv>();
  const adviserOnly = [requireUser, requireRole('adviser')] as const;

  r.get(at(API.adviserPlans.list), ...adviserOnly, async (c) => {
    const adviser = await adviserOfUser(c.var.db, c.var.user.id);
    if (!adviser) return fail(c, 404, AUTH.notFound);
    const plans = await advisersPlans(c.var.db, adviser.id);
    cacheScope(c, 'private');
    const { slug, name, adviser_type, sebi_registration } = adviser;
    return ok<PlansBody>(c, { adviser: { slug, name, adviser_type, sebi_registration }, plans });
  });

  r.post(at(API.adviserPlans.create), ...adviserOnly, validate('json', planRequest), async (c) => {
    const adviser = await adviserOfUser(c.var.db, c.var.user.id);
    if (!adviser) return fail(c, 404, AUTH.notFound);
    const p = c.req.valid('json');
    cacheScope(c, 'private');
    const id = await insertPlan(c.var.db, adviser.id, p, await checked(c, adviser, p));
    plansChanged(c, adviser.id);
    return onePlan(c, id);
  });

  r.post(at(API.adviserPlans.update), ...adviserOnly, validate('json', planUpdateRequest), async (c) => {
    const adviser = await adviserOfUser(c.var.db, c.var.user.id);
    if (!adviser) return fail(c, 404, AUTH.notFound);
    const { plan: planId, ...p } = c.req.valid('json');
    cacheScope(c, 'private');
    const changed = await updatePlan(c.var.db, adviser.id, planId, p, await checked(c, adviser, p));
    if (!changed) return fail(c, 404, `You have no plan ${planId}.`);
    plansChanged(c, adviser.id);
    return onePlan(c, planId);
  });

  return r;
}
