import { Hono } from 'hono';
import { API, routePath as at } from '#contract/api-paths';
import type { BasketChargesBody, PerformanceChartBody } from '#contract/basket-details';
import { basketHashParams, performanceChartQuery } from '#contract/basket-detail-requests';
import { FACTSHEET_NOT_FOUND } from '#contract/basket-messages';
import type { AppEnv } from '../app-env';
import { basketCharges } from '../baskets/basket-charges';
import { performanceServiceFor } from '../baskets/basket-performance-service';
import { findBasket, isListed } from '../baskets/basket-record';
import { chartPoints } from '../baskets/chart-points';
import { BasketDataError } from '../baskets/performance/basket-data-error';
import { storedVersions } from '../baskets/stored-versions';
import { cacheScope } from '../cache/cache-marks';
import { uploadHeaders } from '../uploads/served-upload';
import { fail, ok } from './envelope';
import { gateBasket, noBasket } from './basket-gate';
import { validate } from './validate';

const hashParam = validate('param', basketHashParams);

/** The chart, the charges and the factsheet of a basket (docs/baskets.md). */
export function basketChartRoutes() {
  const r = new Hono<AppEnv>();

  r.get(at(API.baskets.performanceChart(':hash')), hashParam, validate('query', performanceChartQuery), async (c) => {
    const { period } = c.req.valid('query');
    const gate = await gateBasket(c, c.req.valid('param').hash);
    if (gate.kind === 'answer') return gate.response;
    const { basket } = gate;
    const versions = (await storedVersions(c.var.db, [basket.id])).get(basket.id) ?? [];
    const performance = await performanceServiceFor(c.var.market)
      .performance({ id: basket.id, benchmark: basket.benchmark_id, versions })
      .catch((err: unknown) => {
        if (err instanceof BasketDataError) return null;
        throw err;
      });
    cacheScope(c, gate.scope);
    return ok<PerformanceChartBody>(c, {
      period,
      benchmarkName: c.var.market.index(basket.benchmark_id)?.name ?? basket.benchmark_id,
      points: performance ? chartPoints(performance.index, performance.benchmarkIndex, period) : [],
    });
  });

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
    if (gate.kind === 'answer') return gate.response;
    const { rows } = await c.var.db.query<{ content: Uint8Array }>(
      'SELECT content FROM basket_factsheets WHERE basket_id = $1',
      [gate.basket.id],
    );
    if (!rows[0]) return fail(c, 404, FACTSHEET_NOT_FOUND);
    cacheScope(c, gate.scope);
    // An adviser's upload: downloaded, never shown from this origin (decision 0236). Named by the hash
    // (letters, digits, hyphens: checked by the route), never by the stored name.
    const fileName = `${gate.basket.basket_hash}-factsheet.pdf`;
    return c.body(
      new Uint8Array(rows[0].content),
      200,
      uploadHeaders({ contentType: 'application/pdf', fileName, disposition: 'attachment' }),
    );
  });

  return r;
}
