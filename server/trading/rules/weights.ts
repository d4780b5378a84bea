import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';

/* Weights are percentages with at most two decimals (numeric(5, 2) in the database). */

/** A weight in whole hundredths of a percent; a RangeError unless it is above 0, at most 100, two decimals at most. */
export function checkedWeightHundredths(weight: number, symbol: string): number {
  const hundredths = Math.round(weight * 100);
  if (
    !Number.isFinite(weight) ||
    hundredths < 1 ||
    hundredths > WHOLE_HUNDREDTHS ||
    Math.abs(weight * 100 - hundredths) > 1e-6
  ) {
    throw new RangeError(
      `The weight of ${symbol} must be a percentage above 0 with at most two decimals, not ${weight}`,
    );
  }
  return hundredths;
}

/** A RangeError for an empty or repeated symbol. */
export function checkSymbols(symbols: readonly string[]): void {
  const seen = new Set<string>();
  for (const symbol of symbols) {
    if (typeof symbol !== 'string' || symbol.trim() === '') throw new RangeError('A stock has no symbol');
    if (seen.has(symbol)) throw new RangeError(`${symbol} appears twice`);
    seen.add(symbol);
  }
}
