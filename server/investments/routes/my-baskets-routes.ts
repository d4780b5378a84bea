import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
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
import { readInvestments } from '../investment-reader';
import { userInvestments } from '../investment-store';
import { oneInvestment, ownInvestment } from '../investment-access';
import { performanceChart } from '../performance-chart';
import { repairOffer } from '../../trading/repair-offer';
import { privateByDefault } from '../../blog/blog-access';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { brokerPrices } from '../../broker/broker-prices';

/** Reads the user's investments with a status after the sweep (pending rebalances, finished rebalance trades). */
async function listed(c: Context<UserEnv>, status: 'active' | 'closed') {
  await sweepPendingRebalances(c.var.db, c.var.user.id);
  const rows = await userInvestments(c.var.db, c.var.user.id, c.var.brand.id, status);
  return readInvestments(c.var.db, c.var.market, rows);
}

/**
 * The signed-in investor's investments (docs/investments.md, docs/api.md "My baskets"): the summary
 * over active ones, the active and closed lists, one investment's details and its chart. Private
 * answers; only the user's own investments on this brand (404 otherwise); as_of is the market clock.
 */
export function myBasketsRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of Object.values(API.myBaskets)) r.use(at(path), privateByDefault);

  r.get(at(API.myBaskets.summary), requireUser, brokerPrices, async (c) => {
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
    r.get(at(path), requireUser, brokerPrices, async (c) => {
      const { views, skipped } = await listed(c, status);
      cacheScope(c, 'private');
      return ok<InvestmentsBody>(c, {
        investments: views.map((v) => v.summary),
        skipped_investments: skipped,
        as_of: c.var.market.now().toISOString(),
      });
    });
  }

  r.get(at(API.myBaskets.investment), requireUser, brokerPrices, validate('query', investmentRequest), async (c) => {
    await sweepPendingRebalances(c.var.db, c.var.user.id);
    const view = await oneInvestment(c, await ownInvestment(c, c.req.valid('query').investment));
    cacheScope(c, 'private');
    return ok<InvestmentDetailsBody>(c, {
      ...view.summary,
      holdings: view.holdings,
      cash_flows: view.cashFlows,
      repair: view.row.status === 'active' ? await repairOffer(c.var.db, c.var.market, view.row.id) : null,
      as_of: c.var.market.now().toISOString(),
    });
  });

  r.get(at(API.myBaskets.performanceChart), requireUser, validate('query', performanceChartQuery), async (c) => {
    const { investment, period } = c.req.valid('query');
    const row = await ownInvestment(c, investment);
    const view = await oneInvestment(c, row);
    const body = await performanceChart(c.var.db, c.var.market, row, view.cashFlows, period);
    cacheScope(c, 'private');
    return ok<InvestmentChartBody>(c, body);
  });

  return r;
}
