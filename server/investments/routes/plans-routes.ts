import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import {
  investmentRequest,
  startSipRequest,
  stoplossRequest,
  type InvestmentSummary,
} from '#contract/investments/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { userInvestment } from '../investment-store';
import { firstSipDue } from '../sip-schedule';
import { istDateOf } from '../../market/ist';
import { fail, ok } from '../../http/envelope';
import { oneInvestment } from './my-baskets-routes';
import { validate } from '../../http/validate';

const jsonBody = (example: string) => ({
  badBody: (c: Context) =>
    fail(c, 400, `Send a JSON object body, e.g. ${example}.`, { body: 'Expected a JSON object.' }),
});

/** The user's active investment, or the 404 (anyone else's, or none) / 400 (closed) to answer. */
export async function activeInvestment(c: Context<UserEnv>, hash: string) {
  const row = await userInvestment(c.var.db, c.var.user.id, c.var.brand.id, hash);
  if (!row) return fail(c, 404, INVESTMENT.notFound);
  if (row.status !== 'active') return fail(c, 400, INVESTMENT.closed);
  return row;
}

/** The answer after a change: the investment's summary, read again (a 409 when its figures are impossible). */
async function summaryAfter(c: Context<UserEnv>, hash: string): Promise<Response> {
  const row = await userInvestment(c.var.db, c.var.user.id, c.var.brand.id, hash);
  const view = await oneInvestment(c, row!);
  return view instanceof Response ? view : ok<InvestmentSummary>(c, view.summary);
}

/**
 * An investment's SIP (start, stop) and stop-loss (add, change, remove) (docs/investments.md):
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
      if (row instanceof Response) return row;
      const nextDue = firstSipDue(c.var.market.calendar, istDateOf(c.var.market.now()), day);
      // Starting again replaces the plan (a new amount, day or frequency) and its schedule.
      await c.var.db.query(
        `INSERT INTO sips (investment_id, frequency, amount, day_of_month, next_due, active, started_at)
         VALUES ($1, $2, $3, $4, $5, true, $6)
         ON CONFLICT (investment_id) DO UPDATE SET frequency = $2, amount = $3, day_of_month = $4, next_due = $5,
           active = true, started_at = $6, stopped_at = NULL`,
        [row.id, frequency, amount, day, nextDue, c.var.market.now().toISOString()],
      );
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
      if (row instanceof Response) return row;
      const { rows } = await c.var.db.query(
        `UPDATE sips SET active = false, stopped_at = $2 WHERE investment_id = $1 AND active RETURNING 1`,
        [row.id, c.var.market.now().toISOString()],
      );
      if (!rows[0]) return fail(c, 400, INVESTMENT.noSip);
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
      if (row instanceof Response) return row;
      // A new percent (or none) starts watching afresh: a past breach is cleared, the next read checks again.
      await c.var.db.query('UPDATE investments SET stoploss_percent = $2, stoploss_breached_at = NULL WHERE id = $1', [
        row.id,
        percent,
      ]);
      cacheScope(c, 'private');
      return summaryAfter(c, investment);
    },
  );

  return r;
}
