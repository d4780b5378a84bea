import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import { riskProfileRequest, type RiskProfile, type RiskProfileBody } from '#contract/customer/types';
import { publicQuestions } from '../rules/risk-questionnaire';
import { scoreRiskAnswers } from '../rules/risk-scoring';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { currentRiskProfile, saveRiskProfile } from '../risk-profiles';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** The risk profile questionnaire and the investor's current profile (docs/customer-onboarding.md). */
export function customerRiskRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.customer.riskProfile), requireUser, async (c) => {
    cacheScope(c, 'private');
    const current = await currentRiskProfile(c.var.db, c.var.user.id);
    return ok<RiskProfileBody>(c, { questions: publicQuestions(), current });
  });

  r.post(at(API.customer.riskProfile), requireUser, validate('json', riskProfileRequest), async (c) => {
    cacheScope(c, 'private');
    const { answers } = c.req.valid('json');
    const scored = scoreRiskAnswers(answers);
    if (!scored.ok) return fail(c, 400, AUTH.checkFields, scored.errors);
    return ok<RiskProfile>(c, await saveRiskProfile(c.var.db, c.var.user.id, answers, scored));
  });

  return r;
}
