import { publisherOf } from '#contract/baskets/publisher';
import { API } from '#contract/http/api-paths';
import type { BasketDetails, BasketPerformance as PerformanceBody, RiskFigures } from '#contract/baskets/details';
import type { MarketData } from '../market/market-data';
import type { Queryable } from '../db/database';
import { basketCharges } from './basket-charges';
import { basketExtras } from './basket-extras';
import { toSummary } from './basket-listing';
import { performanceServiceFor } from './basket-performance-service';
import type { BasketRecord } from './basket-record';
import { constituentRows, rebalanceTimeline, sectorWeights, sharesFor } from './details-parts';
import { benchmarkCagr, benchmarkName, cardCagr, round2 } from './listing-figures';
import { BasketDataError } from './performance/basket-data-error';
import { minimumAmount } from './performance/minimum-amount';
import type { BasketPerformance, PerformanceFigures } from './performance/performance-summary';
import { applyParrva } from './rules/parrva';
import { storedVersions } from './stored-versions';

const r2 = (n: number | null | undefined) => (n === null || n === undefined ? null : round2(n));

/** Under a year the absolute return; a year or more the CAGR (decision 0090). */
const periodValue = (f: PerformanceFigures | undefined, period: keyof PerformanceFigures['returns']) => {
  const r = f?.returns[period];
  return r ? round2(r.annualised ?? r.absolute) : null;
};

function riskFigures(f: PerformanceFigures | undefined): RiskFigures {
  return {
    cagr: r2(f?.cagr),
    volatility: r2(f?.volatility),
    maxDrawdown: f ? round2(-f.maxDrawdown.percent) : null,
  };
}

function performanceBody(p: BasketPerformance | null, launchDate: string): PerformanceBody {
  const returns = Object.fromEntries(
    (['1yr', '3yr', '5yr', 'sinceLaunch'] as const).map((k) => [
      k,
      { basket: periodValue(p?.basket, k), benchmark: periodValue(p?.benchmark, k) },
    ]),
  ) as PerformanceBody['returns'];
  return {
    asOf: p?.index.at(-1)?.date ?? launchDate,
    launchDate,
    returns,
    basket: riskFigures(p?.basket),
    benchmark: riskFigures(p?.benchmark),
    riskLabel: p?.basket.risk ?? null,
  };
}

/** Everything the basket page shows of one basket, computed from its versions and the market now. */
export async function basketDetails(db: Queryable, market: MarketData, b: BasketRecord): Promise<BasketDetails> {
  const versions = (await storedVersions(db, [b.id])).get(b.id) ?? [];
  const held = versions.at(-1)?.constituents ?? [];
  const launchDate = b.launch_date ?? versions[0]?.effectiveDate ?? '';
  const [performance, quotes, extras] = await Promise.all([
    performanceServiceFor(market)
      .performance({ id: b.id, benchmark: b.benchmark_id, versions })
      .catch((err: unknown) => {
        if (err instanceof BasketDataError) return null;
        throw err;
      }),
    market.quotes(held.map((c) => c.symbol)),
    basketExtras(db, b.id),
  ]);
  const quoteMap = new Map(quotes.map((q) => [q.symbol, q] as const));
  const prices = new Map(quotes.map((q) => [q.symbol, q.ltp] as const));
  let computed = 0;
  let minimum = b.fixed_minimum ?? 0;
  let shares = new Map<string, number>();
  if (held.length > 0 && held.every((c) => prices.has(c.symbol))) {
    const m = minimumAmount(held, prices, b.fixed_minimum);
    [computed, minimum] = [m.computed, m.amount];
    shares = sharesFor(minimum, held, prices);
  }
  const card = cardCagr(performance?.basket.returns);
  const figures = {
    ...card,
    benchmark: {
      name: benchmarkName(market, b.benchmark_id),
      cagr: benchmarkCagr(performance?.benchmark.returns, card.cagrPeriod),
    },
    risk: performance?.basket.risk ?? null,
    minimum,
  };
  const constituents = constituentRows(market, held, quoteMap, shares);
  const details: Omit<BasketDetails, 'verification'> = {
    ...toSummary({ row: b, figures }),
    status: b.status,
    methodology: b.methodology,
    mfCategory: b.mf_category,
    benchmark_id: b.benchmark_id,
    benchmarkName: benchmarkName(market, b.benchmark_id),
    launchDate,
    computedMinimumAmount: computed,
    minimumAmount: minimum,
    factsheet: b.has_factsheet ? API.baskets.factsheet(b.basket_hash) : null,
    adviser: { slug: b.adviser_slug, ...publisherOf(b.adviser_name, b.adviser_type, b.sebi_registration) },
    constituents,
    sectors: sectorWeights(constituents),
    performance: performanceBody(performance, launchDate),
    charges: basketCharges(b.fee_kind, b.fee_amount, b.rebalance_frequency),
    rebalanceFrequency: b.rebalance_frequency,
    rebalances: rebalanceTimeline(market, versions),
    faqs: extras.faqs,
    tags: extras.tags,
  };
  return applyParrva(details, b, market.now());
}
