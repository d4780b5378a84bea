/** Test fixtures of a stock's sheet: one stock as the basket page and the market answer it. Tests only. */
import type { ConstituentRow } from '#contract/baskets/details';
import type { StockQuote } from '#contract/market/types';

/** Friday 20 Nov 2026, 11:02 in India (05:32 UTC), the market open. */
export const OPEN_QUOTE: StockQuote = {
  ltp: 1534.5,
  previousClose: 1522.2,
  change: 12.3,
  changePercent: 0.81,
  open: 1525,
  high: 1540.05,
  low: 1519.9,
  volume: 120_000,
  sessionDate: '2026-11-20',
  marketOpen: true,
  asOf: '2026-11-20T05:32:00.000Z',
};

/** Infosys as a constituent: 12.5 % of its basket, 3 shares at the minimum amount. */
export const INFOSYS_ROW: ConstituentRow = {
  symbol: 'INFY',
  name: 'Infosys',
  sector: 'Information Technology',
  weight: 12.5,
  rationale: '',
  ltp: 1534.5,
  changePercent: 0.81,
  minimumQuantity: 3,
};
