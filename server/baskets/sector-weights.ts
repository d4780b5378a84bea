import type { NamedCount } from '#contract/baskets/details';
import { apportionHundredths } from '#contract/money/hundredths';
import type { MarketData } from '../market/market-data';
import { SECTORS, type SectorCode } from '../market/sectors';
import { fromHundredths } from './performance/weight-units';

/** A holding's sector: its stock's NSE sector, 'ETF' for a fund, 'OTHER' for a symbol the market does not know. */
export interface SectorOf {
  code: string;
  name: string;
}

const CODE_OF = new Map(Object.entries(SECTORS).map(([code, name]) => [name as string, code as SectorCode]));
export const ETF_SECTOR: SectorOf = { code: 'ETF', name: 'Exchange Traded Funds' };
export const OTHER_SECTOR: SectorOf = { code: 'OTHER', name: 'Other' };

export function sectorOf(market: MarketData, symbol: string): SectorOf {
  const instrument = market.instrument(symbol);
  if (!instrument) return OTHER_SECTOR;
  if (instrument.kind === 'etf') return ETF_SECTOR;
  return { code: CODE_OF.get(instrument.sector) ?? OTHER_SECTOR.code, name: instrument.sector };
}

/**
 * A version's weights by sector, largest first (ties by name), rounded to hundredths by largest
 * remainder so they sum to exactly 100 whatever the stored weights add up to.
 */
export function sectorWeights(market: MarketData, holdings: readonly { symbol: string; weight: number }[]) {
  const bySector = new Map<string, { sector: SectorOf; share: number }>();
  for (const { symbol, weight } of holdings) {
    const sector = sectorOf(market, symbol);
    const entry = bySector.get(sector.code) ?? { sector, share: 0 };
    entry.share += weight;
    bySector.set(sector.code, entry);
  }
  const entries = [...bySector.values()].filter((e) => e.share > 0);
  if (entries.length === 0) return [];
  const parts = apportionHundredths(entries.map((e) => e.share));
  return entries
    .map((e, i) => ({ code: e.sector.code, sector: e.sector.name, weight: fromHundredths(parts[i]!) }))
    .sort((a, b) => b.weight - a.weight || a.sector.localeCompare(b.sector));
}

/**
 * NSE sectors with the number of baskets holding at least one stock of each, by sector name. Funds
 * and unknown symbols are no sector to filter by and are left out.
 */
export function sectorCounts(market: MarketData, holdings: readonly { basket_id: number; symbol: string }[]) {
  const baskets = new Map<SectorCode, Set<number>>();
  for (const { basket_id, symbol } of holdings) {
    const { code } = sectorOf(market, symbol);
    if (!Object.hasOwn(SECTORS, code)) continue;
    const set = baskets.get(code as SectorCode) ?? new Set<number>();
    set.add(basket_id);
    baskets.set(code as SectorCode, set);
  }
  return [...baskets]
    .map(([code, set]): NamedCount => ({ slug: code, name: SECTORS[code], count: set.size }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
