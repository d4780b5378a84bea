/**
 * The inputs and outputs of basket performance (docs/basket-performance.md). Deliberately minimal and
 * independent of any market data source: whoever holds prices maps them to these shapes.
 */

/** One trading day's close of an instrument or index. `date` is a calendar date, YYYY-MM-DD (IST). */
export interface DailyClose {
  date: string;
  close: number;
}

/** Daily closes by symbol, in any order (they are sorted and checked before use). */
export type CloseHistory = ReadonlyMap<string, readonly DailyClose[]>;

/** A stock of a basket and its weight in percent (a version's weights sum to 100, docs/basket-performance.md). */
export interface Constituent {
  symbol: string;
  weight: number;
}

/**
 * One version of a basket: its constituents from `effectiveDate` (YYYY-MM-DD) on. The first version is the
 * launch; each rebalance is a new version.
 */
export interface BasketVersion {
  effectiveDate: string;
  constituents: readonly Constituent[];
}

/** The value of an index (basket or benchmark, 100 at launch) at a trading day's close. */
export interface IndexPoint {
  date: string;
  value: number;
}
