import { MIN_INVESTORS_FOR_MEDIAN } from '#contract/investments/returns-types';

/** The median of numbers (the mean of the middle two for an even count), to two decimals; null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 100) / 100;
}

/**
 * A basket's typical investor after costs (decision 0303): the median of its investors' known after-cost
 * returns, hidden (null) under MIN_INVESTORS_FOR_MEDIAN of them, since a median of one or two investors
 * discloses their figures. Investors whose return is unknown are counted apart, never as 0.
 */
export function typicalAfterCosts(returns: readonly (number | null)[]) {
  const known = returns.filter((r): r is number => r !== null);
  const hidden = known.length < MIN_INVESTORS_FOR_MEDIAN;
  return {
    investors: known.length,
    unknown: returns.length - known.length,
    median_percent: hidden ? null : medianOf(known),
    hidden,
  };
}
