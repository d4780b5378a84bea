import type { IndexSymbol } from '../instrument-types';

export interface IndexRow {
  symbol: IndexSymbol;
  name: string;
  /** Index level on the history's anchor day, close to where it stood on 30 Sep 2025. */
  level: number;
}

/** Benchmark indices, as NSE Indices names them. */
export const INDEX_ROWS: readonly IndexRow[] = [
  { symbol: 'NIFTY 50', name: 'Nifty 50', level: 24_600 },
  { symbol: 'NIFTY 500', name: 'Nifty 500', level: 22_400 },
  { symbol: 'NIFTY MIDCAP 150', name: 'Nifty Midcap 150', level: 21_300 },
  { symbol: 'NIFTY SMALLCAP 250', name: 'Nifty Smallcap 250', level: 16_900 },
  { symbol: 'NIFTY BANK', name: 'Nifty Bank', level: 54_600 },
  { symbol: 'NIFTY IT', name: 'Nifty IT', level: 34_600 },
];
