import { BasketDataError } from './basket-data-error';
import { compareDates, dayNumber } from './dates';
import type { BasketVersion } from './types';

/**
 * A basket's versions checked and in date order: at least one, no two on the same day, each with at least
 * one stock, no stock twice, every weight a positive number. Weights are used as shares of their version's
 * total, so they need not be rounded here (the weights helpers keep them at 100.00).
 */
export function checkedVersions(versions: readonly BasketVersion[]): BasketVersion[] {
  if (versions.length === 0) throw new BasketDataError('A basket needs at least one version (its launch)');
  for (const { effectiveDate } of versions) dayNumber(effectiveDate);
  const sorted = [...versions].sort((a, b) => compareDates(a.effectiveDate, b.effectiveDate));
  sorted.forEach((version, i) => {
    const { effectiveDate, constituents } = version;
    if (i > 0 && sorted[i - 1]!.effectiveDate === effectiveDate) {
      throw new BasketDataError(`Two versions take effect on ${effectiveDate}`);
    }
    if (constituents.length === 0) throw new BasketDataError(`The version of ${effectiveDate} has no stocks`);
    const seen = new Set<string>();
    for (const { symbol, weight } of constituents) {
      if (seen.has(symbol)) throw new BasketDataError(`The version of ${effectiveDate} lists ${symbol} twice`);
      seen.add(symbol);
      if (!Number.isFinite(weight) || weight <= 0) {
        throw new BasketDataError(`The version of ${effectiveDate}: ${symbol} has weight ${weight}, not above 0`);
      }
    }
  });
  return sorted;
}
