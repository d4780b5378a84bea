import type { IndexPoint } from './types';

/** Trading days in a year for annualising: the market convention (NSE has 245–250 sessions a year). */
export const TRADING_DAYS_PER_YEAR = 252;

/**
 * Annualised volatility in percent: the sample standard deviation (n − 1) of the daily log returns
 * ln(V_t / V_t−1) between consecutive points, times √252. A step over a holiday or weekend counts as one
 * trading day. Null with fewer than two returns (three points), where a sample deviation has no meaning.
 */
export function annualisedVolatility(points: readonly IndexPoint[]): number | null {
  if (points.length < 3) return null;
  const returns = points.slice(1).map((point, i) => Math.log(point.value / points[i]!.value));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * TRADING_DAYS_PER_YEAR) * 100;
}
