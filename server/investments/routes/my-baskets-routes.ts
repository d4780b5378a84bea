import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { INVESTMENT } from '../investment-messages';
import {
  investmentRequest,
  performanceChartQuery,
  type InvestmentChartBody,
  type InvestmentDetailsBody,
  type InvestmentsBody,
  type MyBasketsSummaryBody,
} from '#contract/investments/types';
import type { AppEnv } from '../../app-env';
import { requireUser, type UserEnv } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { sweepPendingRebalances } from '../create-pending-rebalances';
import { figuresOf } from '../investment-figures';
import { readInvestments, type InvestmentView } from '../investment-reader';
import { userInvestment, userInvestments, type InvestmentRow } from '../investment-store';
import { performanceChart } from '../performance-chart';
import { privateByDefault } from '../../blog/blog-access';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** Reads the user's investments with a status after the sweep (pending rebalances, finished rebalance trades). */
async function listed(c: Context<UserEnv>, status: 'active' | 'closed') {
  await sweepPendingRebalances(c.var.db, c.var.user.id);
  const rows = await userInvestments(c.var.db, c.var.user.id, c.var.brand.id, status);
  return readInvestments(c.var.db, c.var.market, rows);
}

/**
 * One investment's view, or the 409 to answer when its figures are impossible (docs/investments.md,
 * "Impossible figures"): a read that cannot be shown says so in words, never with a 500.
 */
export async function oneInvestment(c: Context<UserEnv>, row: InvestmentRow): Promise<InvestmentView | Response> {
  const { views } = await readInvestments(c.var.db, c.var.market, [row]);
  return views[0] ?? fail(c, 409, INVESTMENT.figuresImpossible);
}

/**
 * The 409 to answer for an investment whose figures are impossible, or null: the calls that work on
 * its holdings (the exit, a rebalance) refuse it in words rather than fail on its figures.
 */
export async function impossibleFigures(c: Context<UserEnv>, row: InvestmentRow): Promise<Response | null> {
  const view = await oneInvestment(c, row);
  return view instanceof Response ? view : null;
}

/**
 * The signed-in investor's investments (docs/investments.md, docs/api.md "My baskets"): the summary
 * over active ones, the active and closed lists, one investment's details and its chart. Private
 * answers; only the user's own investments on this brand (404 otherwise); as_of is the market clock.
 */
export function myBasketsRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of Object.values(API.myBaskets)) r.use(at(path), privateByDefault);

  r.get(at(API.myBaskets.summary), requireUser, async (c) => {
    const { views, skipped } = await listed(c, 'active');
    const asOf = c.var.market.now();
    const total = figuresOf(
      views.flatMap((v) => v.cashFlows),
      views.reduce((s, v) => s + v.figures.current_value, 0),
      asOf,
    );
    cacheScope(c, 'private');
    return ok<MyBasketsSummaryBody>(c, {
      invested: total.invested,
      current_value: total.current_value,
      profit_loss: total.profit_loss,
      returns_percent: total.returns_percent,
      held_a_year: total.held_a_year,
      xirr_percent: total.xirr_percent,
      investments: views.length,
      skipped_investments: skipped,
      as_of: asOf.toISOString(),
    });
  });

  for (const [path, status] of [
    [API.myBaskets.investments, 'active'],
    [API.myBaskets.closed, 'closed'],
  ] as const) {
    r.get(at(path), requireUser, async (c) => {
      const { views, skipped } = await listed(c, status);
      cacheScope(c, 'private');
      return ok<InvestmentsBody>(c, {
        investments: views.map((v) => v.summary),
        skipped_investments: skipped,
        as_of: c.var.market.now().toISOString(),
      });
    });
  }

  r.get(at(API.myBaskets.investment), requireUser, validate('query', investmentRequest), async (c) => {
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const row = await userInvestment(c.var.db, c.var.user.id, c.var.brand.id, c.req.valid('query').investment);
    if (!row) return fail(c, 404, INVESTMENT.notFound);
    const view = await oneInvestment(c, row);
    if (view instanceof Response) return view;
    cacheScope(c, 'private');
    return ok<InvestmentDetailsBody>(c, {
      ...view.summary,
      holdings: view.holdings,
      cash_flows: view.cashFlows,
      as_of: c.var.market.now().toISOString(),
    });
  });

  r.get(at(API.myBaskets.performanceChart), requireUser, validate('query', performanceChartQuery), async (c) => {
    const { investment, period } = c.req.valid('query');
    const row = await userInvestment(c.var.db, c.var.user.id, c.var.brand.id, investment);
    if (!row) return fail(c, 404, INVESTMENT.notFound);
    const view = await oneInvestment(c, row);
    if (view instanceof Response) return view;
    const body = await performanceChart(c.var.db, c.var.market, row, view.cashFlows, period);
    cacheScope(c, 'private');
    return ok<InvestmentChartBody>(c, body);
  });

  return r;
}
