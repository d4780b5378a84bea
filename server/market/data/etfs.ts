import type { EtfAssetClass, IndexSymbol } from '../instrument-types';

export interface EtfRow {
  symbol: string;
  name: string;
  isin: string;
  underlying: string;
  assetClass: EtfAssetClass;
  benchmark: IndexSymbol | null;
  /** Price level on the history's anchor day (₹), a believable figure. */
  level: number;
}

/** Ten NSE-listed ETFs; symbols and ISINs as in NSE's list of ETFs available for trading (eq_etfseclist.csv). */
export const ETF_ROWS: readonly EtfRow[] = [
  etf('NIFTYBEES', 'Nippon India ETF Nifty 50 BeES', 'INF204KB14I2', 'Nifty 50', 'equity', 'NIFTY 50', 280),
  etf('SETFNIF50', 'SBI Nifty 50 ETF', 'INF200KA1FS1', 'Nifty 50', 'equity', 'NIFTY 50', 265),
  etf('JUNIORBEES', 'Nippon India ETF Nifty Next 50 Junior BeES', 'INF732E01045', 'Nifty Next 50', 'equity', null, 720),
  etf('BANKBEES', 'Nippon India ETF Nifty Bank BeES', 'INF204KB15I9', 'Nifty Bank', 'equity', 'NIFTY BANK', 560),
  etf('ITBEES', 'Nippon India ETF Nifty IT', 'INF204KB15V2', 'Nifty IT', 'equity', 'NIFTY IT', 38),
  etf(
    'MID150BEES',
    'Nippon India ETF Nifty Midcap 150',
    'INF204KB1V68',
    'Nifty Midcap 150',
    'equity',
    'NIFTY MIDCAP 150',
    215,
  ),
  etf('CPSEETF', 'CPSE ETF', 'INF457M01133', 'Nifty CPSE', 'equity', null, 95),
  etf('GOLDBEES', 'Nippon India ETF Gold BeES', 'INF204KB17I5', 'Domestic price of gold', 'gold', null, 98),
  etf(
    'LIQUIDBEES',
    'Nippon India ETF Nifty 1D Rate Liquid BeES',
    'INF732E01037',
    'Nifty 1D Rate',
    'liquid',
    null,
    1000,
  ),
  etf('MON100', 'Motilal Oswal Nasdaq 100 ETF', 'INF247L01AP3', 'NASDAQ-100', 'international equity', null, 200),
];

function etf(
  symbol: string,
  name: string,
  isin: string,
  underlying: string,
  assetClass: EtfAssetClass,
  benchmark: IndexSymbol | null,
  level: number,
): EtfRow {
  return { symbol, name, isin, underlying, assetClass, benchmark, level };
}
