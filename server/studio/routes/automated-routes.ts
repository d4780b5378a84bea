import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { STUDIO_MESSAGES } from '#contract/studio/rules';
import { type AutomatedCreatedBody, type ConstituentsEditBody, type ProposalBody } from '#contract/studio/types';
import {
  automatedCreateRequest,
  automatedPublishRequest,
  automatedRulesRequest,
  basketHashRequest,
} from '#contract/studio/requests';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser, type UserEnv } from '../../auth/guards';
import { adviserOfUser } from '../../billing/plan-save';
import { cacheScope } from '../../cache/cache-marks';
import { basketFieldErrors } from '../automated-fields';
import { publishProposal } from '../automated-publish';
import { computeProposal, proposeNow, type RunOutcome } from '../automated-run';
import { isNameTaken } from '../basket-store';
import { createAutomatedBasket, ownAutomatedBasket } from '../automated-store';
import { istDateOf } from '../../market/ist';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const NO_BASKET = 'There is no basket with this hash.';
const PUBLISHED_TODAY = "Today's proposal is published already; the rules run again on the next rebalance date.";

/** 404 on a brand whose 'create-basket-automated' feature is off, as if the routes did not exist. */
const automatedOn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.brand.features['create-basket-automated']) return fail(c, 404, AUTH.notFound);
  await next();
});

async function theAdviser(c: Context<UserEnv>) {
  cacheScope(c, 'private');
  return adviserOfUser(c.var.db, c.var.user.id);
}

const answerRun = (c: Context, run: RunOutcome) =>
  'refused' in run
    ? fail(c, 400, run.refused, { rules: run.refused })
    : 'published' in run
      ? fail(c, 409, PUBLISHED_TODAY)
      : ok<ProposalBody>(c, { proposal: run.proposal });

/**
 * create-basket-automated (docs/studio.md, "Automated baskets"): a rules-based basket saved as a draft
 * with its first proposal, its rules replaced or run again, and a proposal published as the basket's
 * next version. The signed-in adviser's own baskets only; 404 to anyone else.
 */
export function studioAutomatedRoutes() {
  const r = new Hono<AppEnv>();
  const adviserOnly = [automatedOn, requireUser, requireRole('adviser')] as const;

  r.post(at(API.studio.createAutomated), ...adviserOnly, validate('json', automatedCreateRequest), async (c) => {
    const adviser = await theAdviser(c);
    if (!adviser) return fail(c, 404, AUTH.notFound);
    const { rules, ...fields } = c.req.valid('json');
    const errors = basketFieldErrors(fields, {
      frequencies: c.var.brand.rebalanceFrequencies,
      isBenchmark: (id) => c.var.market.index(id) !== undefined,
      adviserType: adviser.adviser_type,
    });
    if (Object.keys(errors).length > 0) return fail(c, 400, Object.values(errors).join(' '), errors);
    const proposed = await computeProposal(c.var.db, c.var.market, null, rules);
    if ('refused' in proposed) return fail(c, 400, proposed.refused, { rules: proposed.refused });
    const asOf = istDateOf(c.var.market.now());
    try {
      const basket = { adviserId: adviser.id, fields, rules };
      const created = await createAutomatedBasket(c.var.db, basket, asOf, proposed);
      return ok<AutomatedCreatedBody>(c, created);
    } catch (err) {
      // An adviser's open baskets have distinct names (migration 0019): a second create is refused.
      if (isNameTaken(err)) return fail(c, 409, STUDIO_MESSAGES.nameTaken, { name: STUDIO_MESSAGES.nameTaken });
      throw err;
    }
  });

  r.post(at(API.studio.automatedRules), ...adviserOnly, validate('json', automatedRulesRequest), async (c) => {
    const adviser = await theAdviser(c);
    const { basket_hash, rules } = c.req.valid('json');
    const basket = adviser && (await ownAutomatedBasket(c.var.db, adviser.id, basket_hash));
    if (!basket) return fail(c, 404, NO_BASKET);
    return answerRun(c, await proposeNow(c.var.db, c.var.market, basket.id, rules, { save: true }));
  });

  r.post(at(API.studio.automatedPropose), ...adviserOnly, validate('json', basketHashRequest), async (c) => {
    const adviser = await theAdviser(c);
    const basket = adviser && (await ownAutomatedBasket(c.var.db, adviser.id, c.req.valid('json').basket_hash));
    if (!basket) return fail(c, 404, NO_BASKET);
    return answerRun(c, await proposeNow(c.var.db, c.var.market, basket.id, basket.rules));
  });

  r.post(at(API.studio.automatedPublish), ...adviserOnly, validate('json', automatedPublishRequest), async (c) => {
    const adviser = await theAdviser(c);
    const { basket_hash, proposal, rationale } = c.req.valid('json');
    const basket = adviser && (await ownAutomatedBasket(c.var.db, adviser.id, basket_hash));
    if (!basket) return fail(c, 404, NO_BASKET);
    const out = await publishProposal(c.var.db, c.var.market, c.var.push, basket, proposal, rationale);
    if ('missing' in out) return fail(c, 404, `This basket has no proposal ${proposal}.`);
    if ('superseded' in out) return fail(c, 409, 'A newer proposal replaced this one: review it and publish that.');
    return ok<ConstituentsEditBody>(c, out.published);
  });

  return r;
}
