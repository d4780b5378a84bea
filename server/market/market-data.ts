import type { OhlcBar, StockQuote } from '#contract/market/types';
import type { Instrument, MarketIndex } from './instrument-types';
import type { IsoDate } from './ist';
import type { TradingCalendar, TradingSession } from './trading-calendar';

/**
 * What the server knows of the market, whoever supplies it: the simulator by default
 * (./create-market-data.ts), a licensed vendor or a broker's market-data API in production
 * (docs/market-data.md). Reference data (instruments, indices, the calendar) is held in memory and
 * answered at once; prices may come over the network, so they are promises.
 */
export interface MarketData {
  /** Who supplies the prices ('simulator', or the vendor's name). */
  readonly source: string;
  readonly calendar: TradingCalendar;
  /** The market clock: MARKET_NOW when it is set, the real time otherwise. */
  now(): Date;

  /** Stocks and ETFs that can be quoted. */
  instruments(): readonly Instrument[];
  indices(): readonly MarketIndex[];
  /** By symbol, forgiving case. */
  instrument(symbol: string): Instrument | undefined;
  index(symbol: string): MarketIndex | undefined;
  /** Stocks and ETFs whose symbol or name starts with the query: exact symbol, then symbol prefix, then a name word. */
  search(query: string, limit?: number): Instrument[];

  /** Whether the market is open now, the session in progress and the next open. */
  status(): MarketStatus;
  /** A stock's, ETF's or index's quote now; undefined for an unknown symbol. */
  quote(symbol: string): Promise<Quote | undefined>;
  /** Quotes for the known symbols among these, in the order asked. */
  quotes(symbols: readonly string[]): Promise<Quote[]>;
  /** Last traded prices (index levels) for the known symbols among these. */
  ltp(symbols: readonly string[]): Promise<Record<string, number>>;
  /** Daily bars of sessions that have closed, `from` and `to` included; undefined for an unknown symbol. */
  history(symbol: string, range: { from: IsoDate; to: IsoDate }): Promise<DailyBar[] | undefined>;
  /** The first and last dates history can answer for now. */
  historyBounds(): { from: IsoDate; to: IsoDate };
}

/** A quote as the API answers it (#contract/market/types), with its symbol. */
export type Quote = StockQuote & { symbol: string };

/** A daily bar as the API answers it. */
export type DailyBar = OhlcBar;

export interface MarketStatus {
  asOf: Date;
  open: boolean;
  /** The session in progress, or null. */
  session: TradingSession | null;
  nextOpen: Date;
}
