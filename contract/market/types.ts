/** Market data answers (docs/market-data.md): instruments, quotes and daily bars. Prices in rupees. */

export interface StockHit {
  symbol: string;
  name: string;
  kind: 'stock' | 'etf';
  /** A stock's sector; 'ETF' for an ETF. */
  sector: string;
  isin: string;
}

export interface StockSearchBody {
  stocks: StockHit[];
}

export interface StockQuote {
  /** Last traded price; for an index, its level. */
  ltp: number;
  /** The close of the trading day before the quote's session. */
  previousClose: number;
  /** ltp − previousClose, in rupees (index points), to the paisa. */
  change: number;
  /** change as a percentage of previousClose, two decimals. */
  changePercent: number;
  open: number;
  /** The session's high and low so far. */
  high: number;
  low: number;
  /** Shares traded in the session so far; 0 for an index. */
  volume: number;
  /** The session the quote belongs to (YYYY-MM-DD, IST): today's once it has opened, the last one before that. */
  sessionDate: string;
  /** True while that session is in progress. */
  marketOpen: boolean;
  /** The market clock's instant, ISO 8601. */
  asOf: string;
}

export interface StockDetailsBody {
  stock: StockHit & {
    industry: string | null;
    capClass: 'large' | 'mid' | 'small' | null;
    tickSize: number;
    /** Daily price band in percent; null where the exchange sets none. */
    priceBand: number | null;
    /** Market capitalisation at the last price, ₹ crore (shares outstanding × LTP); null for an ETF. */
    marketCapCrore: number | null;
    quote: StockQuote;
  };
}

export interface OhlcBar {
  /** YYYY-MM-DD, the session's day. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface StockOhlcBody {
  symbol: string;
  bars: OhlcBar[];
}

export interface LtpBody {
  /** By symbol, for the known symbols asked. */
  prices: Record<string, number>;
  asOf: string;
  marketOpen: boolean;
}
