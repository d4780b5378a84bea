import type { ConstituentRow, RebalanceEntry, SectorWeight, WeightChange } from '#contract/baskets/details';
import type { MarketData, Quote } from '../market/market-data';
import type { StoredConstituent, StoredVersion } from './stored-versions';
import { quantitiesFromWeights } from '../trading/rules/quantities';

/** Hundredths of a percent, so sums of two-decimal weights stay exact. */
const hundredths = (weight: number) => Math.round(weight * 100);

/**
 * The whole shares of each stock an amount buys at these prices, by symbol: the trade's own allocation
 * (server/trading/rules/quantities.ts), so the basket page says what an order of the minimum would buy.
 */
export function sharesFor(
  amount: number,
  held: readonly StoredConstituent[],
  prices: ReadonlyMap<string, number>,
): Map<string, number> {
  const stocks = held.map((c) => ({ symbol: c.symbol, weight: c.weight, price: prices.get(c.symbol)! }));
  return new Map(quantitiesFromWeights(amount, stocks).lines.map((l) => [l.symbol, l.quantity]));
}

/**
 * The latest version's stocks, heaviest first, with names, sectors, today's prices and the shares the
 * minimum amount buys (`shares`, by symbol; none without prices).
 */
export function constituentRows(
  market: MarketData,
  held: readonly StoredConstituent[],
  quotes: ReadonlyMap<string, Quote>,
  shares: ReadonlyMap<string, number> = new Map(),
): ConstituentRow[] {
  return held.map((c) => {
    const instrument = market.instrument(c.symbol);
    const quote = quotes.get(c.symbol);
    return {
      symbol: c.symbol,
      name: instrument?.name ?? c.symbol,
      sector: instrument?.kind === 'stock' ? instrument.sector : 'Other',
      weight: c.weight,
      rationale: c.rationale,
      ltp: quote?.ltp ?? 0,
      changePercent: quote?.changePercent ?? 0,
      minimumQuantity: shares.get(c.symbol) ?? null,
    };
  });
}

/** Weights summed by sector, largest first (then by name); they sum to the version's 100. */
export function sectorWeights(rows: readonly ConstituentRow[]): SectorWeight[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.sector, (sums.get(r.sector) ?? 0) + hundredths(r.weight));
  return [...sums]
    .map(([sector, sum]) => ({ sector, weight: sum / 100 }))
    .sort((a, b) => b.weight - a.weight || a.sector.localeCompare(b.sector));
}

/** Each version against the one before it, newest first; the launch lists every stock as added. */
export function rebalanceTimeline(market: MarketData, versions: readonly StoredVersion[]): RebalanceEntry[] {
  return versions
    .map((v, i) => {
      const before = new Map((versions[i - 1]?.constituents ?? []).map((c) => [c.symbol, c.weight] as const));
      const after = new Map(v.constituents.map((c) => [c.symbol, c.weight] as const));
      const symbols = [...new Set([...after.keys(), ...before.keys()])];
      const changes: WeightChange[] = symbols
        .filter((s) => before.get(s) !== after.get(s))
        .map((s) => ({
          symbol: s,
          name: market.instrument(s)?.name ?? s,
          from: before.get(s) ?? null,
          to: after.get(s) ?? null,
        }));
      return { version: v.version, effectiveDate: v.effectiveDate, rationale: v.rationale, changes };
    })
    .reverse();
}
