import type { Sector } from './sectors';

/** SEBI's market-cap classes: the 100 largest listed companies, the next 150, the rest. */
export type CapClass = 'large' | 'mid' | 'small';

/** The daily price band in percent; null where the exchange sets none (stocks in the F&O segment). */
export type PriceBand = 2 | 5 | 10 | 20 | null;

export type IndexSymbol =
  'NIFTY 50' | 'NIFTY 500' | 'NIFTY MIDCAP 150' | 'NIFTY SMALLCAP 250' | 'NIFTY BANK' | 'NIFTY IT';

interface Listed {
  symbol: string;
  name: string;
  isin: string;
  exchange: 'NSE';
  /** Smallest price step, in rupees. */
  tickSize: 0.01 | 0.05;
  priceBand: PriceBand;
  lotSize: 1;
}

export interface Stock extends Listed {
  kind: 'stock';
  sector: Sector;
  industry: string;
  capClass: CapClass;
  /** The index its market-cap class is measured against. */
  benchmark: IndexSymbol;
  /** Shares outstanding, in crore (approximate public figures): market cap = shares × price. */
  sharesCrore: number;
}

export type EtfAssetClass = 'equity' | 'gold' | 'liquid' | 'international equity';

export interface Etf extends Listed {
  kind: 'etf';
  /** What the fund tracks, as its scheme names it. */
  underlying: string;
  assetClass: EtfAssetClass;
  /** The index here that it tracks, when there is one. */
  benchmark: IndexSymbol | null;
}

export type Instrument = Stock | Etf;

export interface MarketIndex {
  kind: 'index';
  symbol: IndexSymbol;
  name: string;
}
