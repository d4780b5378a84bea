import type { BasketStatus } from '#contract/baskets/details';
import type { StudioBasketRow, StudioDashboardBody } from '#contract/studio/types';
import { performanceServiceFor } from '../baskets/basket-performance-service';
import { BasketDataError } from '../baskets/performance/basket-data-error';
import { storedVersions, type StoredVersion } from '../baskets/stored-versions';
import type { Queryable } from '../db/database';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { valueProblem } from '../investments/investment-figures';
import { currentValueOf, holdingsAt } from '../investments/investment-view';
import { log } from '../log';
import { nextRebalanceDate } from './dashboard-rebalance';
import {
  dashboardBaskets,
  dashboardHoldings,
  type DashboardAdviserRow,
  type DashboardBasketRow,
  type DashboardHoldingRow,
} from './dashboard-store';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each basket's assets under advice: every active investment valued as its investor sees it
 * (holdingsAt at last prices, average price where the market has none), summed per basket. An
 * investment whose value is impossible is left out and named, as the investor's own reads do.
 */
async function assetsByBasket(market: MarketData, holdings: readonly DashboardHoldingRow[]) {
  const symbols = [...new Set(holdings.map((h) => h.symbol))];
  const prices = symbols.length ? await market.ltp(symbols) : {};
  const byInvestment = new Map<number, DashboardHoldingRow[]>();
  for (const h of holdings) byInvestment.set(h.investment_id, [...(byInvestment.get(h.investment_id) ?? []), h]);
  const byBasket = new Map<number, number>();
  const skipped: { investment: string; basketId: number; reason: string }[] = [];
  for (const rows of byInvestment.values()) {
    const basketId = rows[0]!.basket_id;
    const value = currentValueOf(holdingsAt(market, rows, prices));
    const problem = valueProblem(value);
    if (problem) skipped.push({ investment: rows[0]!.investment_hash, basketId, reason: problem });
    else byBasket.set(basketId, round2((byBasket.get(basketId) ?? 0) + value));
  }
  return { byBasket, skipped };
}

type VersionsOf = (basketId: number) => Promise<readonly StoredVersion[]>;

/** Every basket's versions in one query, made only when the first performance memo misses. */
function versionsOnce(db: Queryable, basketIds: readonly number[]): VersionsOf {
  let all: Promise<Map<number, StoredVersion[]>> | undefined;
  return async (id) => (await (all ??= storedVersions(db, basketIds))).get(id) ?? [];
}

/** Since-launch returns of a launched basket and its benchmark (the basket page's figures), or nulls. */
async function returnsOf(market: MarketData, b: DashboardBasketRow, versionsOf: VersionsOf) {
  const none = { basket: null, benchmark: null };
  if (b.status === 'draft' || b.latest_version_id === null) return none;
  const versions = () => versionsOf(b.id);
  try {
    const p = await performanceServiceFor(market).performanceOf({
      id: b.id,
      benchmark: b.benchmark_id,
      latestVersionId: b.latest_version_id,
      versions,
    });
    const basket = p?.basket.returns.sinceLaunch;
    // Younger than a day: one close, nothing to compare yet.
    if (!basket || basket.from === basket.to) return none;
    const benchmark = p.benchmark.returns.sinceLaunch;
    return { basket: round2(basket.absolute), benchmark: benchmark ? round2(benchmark.absolute) : null };
  } catch (err) {
    if (err instanceof BasketDataError) return none;
    throw err;
  }
}

/**
 * The dashboard (docs/studio.md, "Dashboard"): three queries and the market's prices whatever the basket
 * count, and a fourth (every basket's versions at once) only when the performance memo misses.
 */
export async function studioDashboard(
  db: Queryable,
  market: MarketData,
  adviser: DashboardAdviserRow,
): Promise<StudioDashboardBody> {
  const [baskets, holdings] = await Promise.all([dashboardBaskets(db, adviser.id), dashboardHoldings(db, adviser.id)]);
  const versionOf = versionsOnce(
    db,
    baskets.map((b) => b.id),
  );
  const [assets, returns] = await Promise.all([
    assetsByBasket(market, holdings),
    Promise.all(baskets.map((b) => returnsOf(market, b, versionOf))),
  ]);
  const today = istDateOf(market.now());
  const rows: StudioBasketRow[] = baskets.map((b, i) => ({
    basket_hash: b.basket_hash,
    name: b.name,
    status: b.status,
    is_automated: b.is_automated,
    investors: b.investors,
    assets_under_advice: assets.byBasket.get(b.id) ?? 0,
    return_percent: returns[i]!.basket,
    benchmark_id: b.benchmark_id,
    benchmark_return_percent: returns[i]!.benchmark,
    next_rebalance: b.status === 'closed' ? null : nextRebalanceDate(market.calendar, today, b.rebalance_frequency),
    updated_at: b.updated_at,
  }));
  const by_status: Record<BasketStatus, number> = { published: 0, draft: 0, closed: 0, hidden: 0 };
  for (const r of rows) by_status[r.status] += 1;
  const basketOf = new Map(baskets.map((b) => [b.id, b]));
  const skipped = assets.skipped.map((s) => ({
    investment: s.investment,
    basket_hash: basketOf.get(s.basketId)!.basket_hash,
    basket_name: basketOf.get(s.basketId)!.name,
  }));
  if (skipped.length) {
    log.warn('studio dashboard: investments skipped, impossible figures', {
      adviser: adviser.id,
      investments: assets.skipped.map(({ investment, reason }) => ({ investment, reason })),
    });
  }
  const { slug, name, adviser_type, sebi_registration, city, contact_email } = adviser;
  return {
    adviser: { slug, name, adviser_type, sebi_registration, city, contact_email },
    totals: {
      subscribers: adviser.subscribers,
      assets_under_advice: round2(rows.reduce((s, r) => s + r.assets_under_advice, 0)),
      investors: adviser.investors,
      by_status,
    },
    baskets: rows,
    upcoming_rebalances: rows
      .filter((r) => (r.status === 'published' || r.status === 'hidden') && r.next_rebalance !== null)
      .map((r) => ({ basket_hash: r.basket_hash, name: r.name, date: r.next_rebalance! }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name)),
    skipped_investments: skipped,
  };
}
