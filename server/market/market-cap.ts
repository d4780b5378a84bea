import type { Instrument } from './instrument-types';

/**
 * Market capitalisation in ₹ crore at a price: shares outstanding (crore) × the price, two decimals.
 * Null for an ETF (a fund has units, not a company's shares) or a price that is not positive.
 */
export function marketCapCrore(instrument: Instrument, ltp: number): number | null {
  if (instrument.kind !== 'stock' || !(ltp > 0)) return null;
  return Math.round(instrument.sharesCrore * ltp * 100) / 100;
}
