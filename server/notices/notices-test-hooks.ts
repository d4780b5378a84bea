import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/guards';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';
import { createMarketClock } from '../market/clock';
import { createMarketData } from '../market/create-market-data';
import { deliverInvestmentNotices } from './investment-notices-job';
import { findInvestmentNotices } from './investment-notices';

const runRequest = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

/**
 * With ENABLE_TEST_HOOKS=1 only: POST /api/__test__/notices/run/ { minutes } runs the notices job once for the
 * signed-in user's investments as the simulated market stands `minutes` after its clock (MARKET_NOW moved on for
 * this run alone: the suite's other tests keep theirs), then delivers what is due, as the job does
 * (tests/e2e/alerts-stoploss-push.spec.ts).
 */
export function noticesTestHookRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/__test__/notices/run/', requireUser, validate('json', runRequest), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    if (c.var.market.source !== 'simulator') return fail(c, 400, 'Only the simulated market can move its clock.');
    const at = new Date(c.var.market.now().getTime() + c.req.valid('json').minutes * 60_000);
    const later = createMarketData({ clock: createMarketClock(at) });
    const queued = await findInvestmentNotices(c.var.db, later, { userId: c.var.user.id });
    const delivered = await deliverInvestmentNotices(c.var.db, c.var.push, { now: new Date() });
    return ok(c, { at: at.toISOString(), queued, delivered });
  });
  return r;
}
