import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { BasketChargesBody, ChartPeriod, PerformanceChartBody } from '#contract/baskets/details';
import type { CacheScope } from '#contract/http/headers';
import { basketHashParams, performanceChartQuery } from '../rules/detail-requests';
import { FACTSHEET_NOT_FOUND } from '../basket-messages';
import { basketFactsheet } from '../baskets-store';
import type { AppEnv } from '../../app-env';
import { basketCharges } from '../basket-charges';
import { performanceServiceFor } from '../basket-performance-service';
import { findBasket, isListed, type BasketRecord } from '../basket-record';
import { showsBasket } from '../basket-cache';
import { showsBaskets } from '../../studio/basket-cache';
import { chartIsSinceLaunch, chartPoints } from '../chart-points';
import { BasketDataError } from '../performance/basket-data-error';
import { storedVersions } from '../stored-versions';
import { cacheScope } from '../../cache/cache-marks';
import { uploadHeaders } from '../../uploads/served-upload';
import { fail, ok } from '../../http/envelope';
import { gateBasket, noBasket } from '../basket-gate';
import { validate } from '../../http/validate';

const hashParam = validate('param', basketHashParams);

/** The chart, the charges and the factsheet of a basket (docs/baskets.md). */
export function basketChartRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.baskets.performanceChart(':hash')), hashParam, validate('query', performanceChartQuery), async (c) => {
    const gate = await gateBasket(c, c.req.valid('param').hash);
    return chartAnswer(c, gate.basket, gate.scope, c.req.valid('query').period);
  });

  /**
   * The chart of a shareable basket, for anyone (the public page's): the adviser chose to share the
   * basket, subscriber-only or not, as `shared/details` does. 404 when it is not shareable.
   */
  r.get(
    at(API.baskets.sharedPerformanceChart(':hash')),
    hashParam,
    validate('query', performanceChartQuery),
    async (c) => {
      showsBaskets(c);
      const basket = await findBasket(c.var.db, c.req.valid('param').hash);
      if (!basket || !basket.is_shareable || !isListed(basket)) return noBasket(c);
      showsBasket(c, basket.basket_hash);
      return chartAnswer(c, basket, 'public', c.req.valid('query').period);
    },
  );

  /** What a basket costs is shown on its card to everyone, so charges are public even for subscriber-only ones. */
  r.get(at(API.baskets.charges(':hash')), hashParam, async (c) => {
    const basket = await findBasket(c.var.db, c.req.valid('param').hash);
    if (!basket || !isListed(basket)) return noBasket(c);
    cacheScope(c, 'public');
    return ok<BasketChargesBody>(c, {
      charges: basketCharges(basket.fee_kind, basket.fee_amount, basket.rebalance_frequency),
    });
  });

  r.get(at(API.baskets.factsheet(':hash')), hashParam, async (c) => {
    const gate = await gateBasket(c, c.req.valid('param').hash);
    const content = await basketFactsheet(c.var.db, gate.basket.id);
    if (!content) return fail(c, 404, FACTSHEET_NOT_FOUND);
    cacheScope(c, gate.scope);
    // An adviser's upload: downloaded, never shown from this origin (decision 0236). Named by the hash
    // (letters, digits, hyphens: checked by the route), never by the stored name.
    const fileName = `${gate.basket.basket_hash}-factsheet.pdf`;
    return c.body(
      new Uint8Array(content),
      200,
      uploadHeaders({ contentType: 'application/pdf', fileName, disposition: 'attachment' }),
    );
  });

  return r;
}

/** The basket's index against its benchmark's over `period`, both from 100 (no points when its data is short). */
async function chartAnswer(c: Context<AppEnv>, basket: BasketRecord, scope: CacheScope, period: ChartPeriod) {
  const versions = (await storedVersions(c.var.db, [basket.id])).get(basket.id) ?? [];
  const performance = await performanceServiceFor(c.var.market)
    .performance({ id: basket.id, benchmark: basket.benchmark_id, versions })
    .catch((err: unknown) => {
      if (err instanceof BasketDataError) return null;
      throw err;
    });
  cacheScope(c, scope);
  return ok<PerformanceChartBody>(c, {
    period,
    benchmarkName: c.var.market.index(basket.benchmark_id)?.name ?? basket.benchmark_id,
    points: performance ? chartPoints(performance.index, performance.benchmarkIndex, period) : [],
    sinceLaunch: performance ? chartIsSinceLaunch(performance.index, period) : false,
  });
}
