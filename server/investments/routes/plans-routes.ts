import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import {
  investmentRequest,
  startSipRequest,
  stoplossRequest,
  targetRequest,
  type InvestmentSummary,
} from '#contract/investments/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { activeInvestment, oneInvestment, ownInvestment } from '../investment-access';
import { saveSip, setStoploss, setTarget, stopSip } from '../plan-store';
import { firstSipDue } from '../sip-schedule';
import { istDateOf } from '../../market/ist';
import { fail, ok } from '../../http/envelope';
import { jsonBodyNeeded, validate } from '../../http/validate';

const jsonBody = (example: string) => ({ badBody: jsonBodyNeeded(example) });

/** The answer after a change: the investment's summary, read again (a 409 when its figures are impossible). */
async function summaryAfter(c: Context<UserEnv>, hash: string): Promise<Response> {
  return ok<InvestmentSummary>(c, (await oneInvestment(c, await ownInvestment(c, hash))).summary);
}

/**
 * An investment's SIP (start, stop), stop-loss and target alert (add, change, remove) (docs/investments.md):
 * each answers the investment's summary. Confirming an instalment places a trade: investment-sip-confirm.ts.
 */
export function investmentPlanRoutes() {
  const r = new Hono<AppEnv>();

  r.post(
    at(API.investment.startSip),
    requireUser,
    validate(
      'json',
      startSipRequest,
      jsonBody('{"investment": "…", "frequency": "monthly", "amount": 5000, "day": 5}'),
    ),
    async (c) => {
      const { investment, frequency, amount, day } = c.req.valid('json');
      const row = await activeInvestment(c, investment);
      const nextDue = firstSipDue(c.var.market.calendar, istDateOf(c.var.market.now()), day);
      // Starting again replaces the plan (a new amount, day or frequency) and its schedule.
      await saveSip(c.var.db, row.id, { frequency, amount, day, nextDue, at: c.var.market.now().toISOString() });
      cacheScope(c, 'private');
      return summaryAfter(c, investment);
    },
  );

  r.post(
    at(API.investment.stopSip),
    requireUser,
    validate('json', investmentRequest, jsonBody('{"investment": "…"}')),
    async (c) => {
      const { investment } = c.req.valid('json');
      const row = await activeInvestment(c, investment);
      if (!(await stopSip(c.var.db, row.id, c.var.market.now().toISOString()))) return fail(c, 400, INVESTMENT.noSip);
      cacheScope(c, 'private');
      return summaryAfter(c, investment);
    },
  );

  r.post(
    at(API.investment.stoplossAdd),
    requireUser,
    validate('json', stoplossRequest, jsonBody('{"investment": "…", "percent": 10}')),
    async (c) => {
      const { investment, percent } = c.req.valid('json');
      const row = await activeInvestment(c, investment);
      // A new percent (or none) starts watching afresh: a past breach is cleared, the next read checks again.
      await setStoploss(c.var.db, row.id, percent);
      cacheScope(c, 'private');
      return summaryAfter(c, investment);
    },
  );

  r.post(
    at(API.investment.targetAdd),
    requireUser,
    validate('json', targetRequest, jsonBody('{"investment": "…", "percent": 25}')),
    async (c) => {
      const { investment, percent } = c.req.valid('json');
      const row = await activeInvestment(c, investment);
      // As the stop-loss: a new percent (or none) watches afresh, a past crossing is cleared.
      await setTarget(c.var.db, row.id, percent);
      cacheScope(c, 'private');
      return summaryAfter(c, investment);
    },
  );

  return r;
}
