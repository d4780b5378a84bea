import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import type { Constituent } from './types';

/* Weights are percentages with at most two decimals (33.33), worked in whole hundredths (#contract/money/hundredths). */

/** A weight in hundredths of a percent; a RangeError for more than two decimals or a negative weight. */
export function toHundredths(weight: number): number {
  const hundredths = Math.round(weight * 100);
  if (!Number.isFinite(weight) || weight < 0 || Math.abs(weight * 100 - hundredths) > 1e-6) {
    throw new RangeError(`A weight is a percentage with at most two decimals, not ${weight}`);
  }
  return hundredths;
}

export const fromHundredths = (hundredths: number): number => hundredths / 100;

/** The sum of the weights, exact to the hundredth: 100 for a basket whose weights are in order. */
export const weightTotal = (weights: readonly Constituent[]): number =>
  fromHundredths(weights.reduce((sum, { weight }) => sum + toHundredths(weight), 0));

/** Each stock's weight in hundredths; a RangeError unless every weight is above 0 and they sum to 100.00. */
export function wholeBasket(constituents: readonly Constituent[]): number[] {
  const hundredths = constituents.map(({ symbol, weight }) => {
    const h = toHundredths(weight);
    if (h === 0) throw new RangeError(`${symbol} has no weight`);
    return h;
  });
  const total = hundredths.reduce((sum, h) => sum + h, 0);
  if (total !== WHOLE_HUNDREDTHS) throw new RangeError(`The weights sum to ${fromHundredths(total)} %, not 100 %`);
  return hundredths;
}
