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
  ltp: number;
  previousClose: number;
  change: number;
  changePercent: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  sessionDate: string;
  marketOpen: boolean;
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
