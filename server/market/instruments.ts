import { ETF_ROWS } from './data/etfs';
import { INDEX_ROWS } from './data/indices';
import { LARGE_CAP_TABLE } from './data/stocks-large';
import { MID_CAP_TABLE, SMALL_CAP_TABLE } from './data/stocks-mid-small';
import type { CapClass, IndexSymbol, Instrument, MarketIndex, PriceBand, Stock } from './instrument-types';
import { SECTORS, isSectorCode } from './sectors';

/** An instrument with the price level its simulated history passes through on the anchor day. */
export interface PricedInstrument {
  instrument: Instrument;
  level: number;
}

const BENCHMARK_OF: Record<CapClass, IndexSymbol> = {
  large: 'NIFTY 50',
  mid: 'NIFTY MIDCAP 150',
  small: 'NIFTY SMALLCAP 250',
};
const BANDS: ReadonlySet<number> = new Set([2, 5, 10, 20]);

/**
 * NSE's tick: ₹0.01 for shares priced up to ₹250 (the 2025 revision), ₹0.05 above. (NSE's revision also
 * widens the tick above ₹1,000; the simulator keeps 0.05 there, as a real feed would send its own.)
 */
export function tickSizeFor(level: number): 0.01 | 0.05 {
  return level < 250 ? 0.01 : 0.05;
}

function parseStockTable(table: string, capClass: CapClass): PricedInstrument[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const cells = line.split('|').map((c) => c.trim());
      const fail = (why: string) => new Error(`${capClass}-cap stock table: ${why}: "${line}"`);
      if (cells.length !== 8) throw fail('8 columns expected');
      const [symbol, name, isin, code, industry, levelText, bandText, sharesText] = cells as [string, ...string[]];
      if (!isSectorCode(code!)) throw fail(`unknown sector code "${code}"`);
      const level = Number(levelText);
      if (!(level > 0)) throw fail('the price level must be a positive number');
      const band = bandText === '-' ? null : Number(bandText);
      if (band !== null && !BANDS.has(band)) throw fail('the band must be 2, 5, 10, 20 or -');
      const sharesCrore = Number(sharesText);
      if (!(sharesCrore > 0)) throw fail('shares outstanding must be a positive number');
      const stock: Stock = {
        kind: 'stock',
        symbol,
        name: name!,
        isin: isin!,
        exchange: 'NSE',
        tickSize: tickSizeFor(level),
        priceBand: band as PriceBand,
        lotSize: 1,
        sector: SECTORS[code],
        industry: industry!,
        capClass,
        benchmark: BENCHMARK_OF[capClass],
        sharesCrore,
      };
      return { instrument: stock, level };
    });
}

/** Every stock and ETF, in table order (large, mid, small caps, then ETFs). */
export const PRICED_INSTRUMENTS: readonly PricedInstrument[] = [
  ...parseStockTable(LARGE_CAP_TABLE, 'large'),
  ...parseStockTable(MID_CAP_TABLE, 'mid'),
  ...parseStockTable(SMALL_CAP_TABLE, 'small'),
  ...ETF_ROWS.map(({ level, ...row }) => ({
    instrument: { kind: 'etf', exchange: 'NSE', tickSize: 0.01, priceBand: 20, lotSize: 1, ...row } as const,
    level,
  })),
];

export const INSTRUMENTS: readonly Instrument[] = PRICED_INSTRUMENTS.map((p) => p.instrument);

export const INDICES: readonly MarketIndex[] = INDEX_ROWS.map(({ symbol, name }) => ({ kind: 'index', symbol, name }));

const bySymbol = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));
const indexBySymbol = new Map(INDICES.map((i) => [i.symbol as string, i]));

/** Symbols are upper case on NSE; a lookup forgives case and surrounding spaces. */
export function findInstrument(symbol: string): Instrument | undefined {
  return bySymbol.get(symbol.trim().toUpperCase());
}

export function findIndex(symbol: string): MarketIndex | undefined {
  return indexBySymbol.get(symbol.trim().toUpperCase());
}
