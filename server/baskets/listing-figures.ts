import type { CagrPeriod, RiskType } from '#contract/baskets/types';
import type { MarketData } from '../market/market-data';
import { performanceServiceFor } from './basket-performance-service';
import { BasketDataError } from './performance/basket-data-error';
import { minimumAmount } from './performance/minimum-amount';
import type { PerformanceFigures } from './performance/performance-summary';
import { storedVersions, type StoredVersion } from './stored-versions';
import type { Queryable } from '../db/database';

export interface FigureInput {
  id: number;
  benchmark: string;
  fixedMinimum: number | null;
  /** The latest version: the stocks the minimum amount buys now. */
  latest: StoredVersion | undefined;
}

/** What a basket card shows and the listing filters and sorts on (docs/baskets.md, "Listing"). */
export interface ListingFigures {
  /** The card's CAGR (`cardCagr`), percent to two decimals. */
  cagr: number | null;
  cagrPeriod: CagrPeriod | null;
  /** The benchmark's name and its CAGR over the same period as `cagr` (`benchmarkCagr`). */
  benchmark: { name: string; cagr: number | null };
  /** From volatility (decision 0090); null with too little history. */
  risk: RiskType | null;
  /** The minimum an order needs now: the fixed minimum when it is at least the computed one (decision 0090). */
  minimum: number;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The CAGR a basket card shows and the 'cagr' sort orders by (docs/basket-performance.md, "The card's
 * CAGR"; decision 0245): the 3-year CAGR once the index has three years, else the since-launch CAGR (from
 * a year), each named by its period so the card labels it ('3Y CAGR', 'CAGR since launch'); none under a
 * year. The basket page's card figures come from here too.
 */
export function cardCagr(returns: PerformanceFigures['returns'] | undefined): {
  cagr: number | null;
  cagrPeriod: CagrPeriod | null;
} {
  const threeYears = returns?.['3yr']?.annualised;
  if (threeYears != null) return { cagr: round2(threeYears), cagrPeriod: '3yr' };
  const sinceLaunch = returns?.sinceLaunch?.annualised;
  if (sinceLaunch != null) return { cagr: round2(sinceLaunch), cagrPeriod: 'sinceLaunch' };
  return { cagr: null, cagrPeriod: null };
}

/**
 * The benchmark's CAGR over the period the card's CAGR covers (same dates: the benchmark's index runs
 * over the basket's), so a card can set the two side by side; none when the card has none.
 */
export function benchmarkCagr(
  returns: PerformanceFigures['returns'] | undefined,
  period: CagrPeriod | null,
): number | null {
  const annualised = period ? returns?.[period]?.annualised : null;
  return annualised == null ? null : round2(annualised);
}

/** What a card names the benchmark: the index's name, or its id when the market does not know it. */
export const benchmarkName = (market: MarketData, id: string) => market.index(id)?.name ?? id;

/** Figures for each basket, by id; a basket without versions or prices keeps its fixed minimum (or 0). */
export async function listingFigures(db: Queryable, market: MarketData, baskets: readonly FigureInput[]) {
  const service = performanceServiceFor(market);
  const symbols = [...new Set(baskets.flatMap((b) => b.latest?.constituents.map((c) => c.symbol) ?? []))];
  const allVersions = async (id: number) => (await storedVersions(db, [id])).get(id) ?? [];
  const [prices, performances] = await Promise.all([
    market.ltp(symbols),
    Promise.all(
      baskets.map((b) =>
        service
          .performanceOf({ ...b, latestVersionId: b.latest?.id, versions: () => allVersions(b.id) })
          .catch(skipBadData),
      ),
    ),
  ]);
  const priceMap = new Map(Object.entries(prices));
  const figures = new Map<number, ListingFigures>();
  baskets.forEach((b, i) => {
    const p = performances[i];
    const card = cardCagr(p?.basket.returns);
    figures.set(b.id, {
      ...card,
      benchmark: {
        name: benchmarkName(market, b.benchmark),
        cagr: benchmarkCagr(p?.benchmark.returns, card.cagrPeriod),
      },
      risk: p?.basket.risk ?? null,
      minimum: effectiveMinimum(b, priceMap),
    });
  });
  return figures;
}

function effectiveMinimum(b: FigureInput, prices: ReadonlyMap<string, number>): number {
  const { latest } = b;
  if (!latest) return b.fixedMinimum ?? 0;
  try {
    return minimumAmount(latest.constituents, prices, b.fixedMinimum).amount;
  } catch (err) {
    return skipBadData(err) ?? b.fixedMinimum ?? 0;
  }
}

/** Data the market cannot price (a symbol it does not know) leaves the figure unknown; any other error is thrown. */
function skipBadData(err: unknown): null {
  if (err instanceof BasketDataError) return null;
  throw err;
}
