import { apportionHundredths } from '#contract/money/hundredths';
import { roundToHundredths } from '#contract/studio/rules';

/**
 * The editor's weight helpers. Weights are percent with two decimals, worked out in hundredths so
 * they always add up to exactly 100 (the server checks the same sum, contract/studio/rules.ts).
 */

/** Splits 100 % over `count` stocks; the leftover hundredths go to the first rows (3 → 33.34, 33.33, 33.33). */
export const equalWeights = (count: number): number[] =>
  count <= 0 ? [] : apportionHundredths(Array.from({ length: count }, () => 1)).map((h) => h / 100);

/**
 * Weights in proportion to market capitalisation (largest-remainder rounding to hundredths), or null
 * when a cap is unknown or nothing is positive: the editor then names the stocks without one.
 */
export function marketCapWeights(caps: readonly (number | null)[]): number[] | null {
  if (caps.length === 0 || caps.some((c) => c == null || !(c > 0))) return null;
  return apportionHundredths(caps as number[]).map((h) => h / 100);
}

/** A typed weight as a number (NaN when it is not one). */
export const parseWeight = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The typed weights' total in percent, two decimals (a weight that is not a number counts as 0). */
export function totalWeight(weights: readonly string[]): number {
  const hundredths = weights.reduce((sum, w) => {
    const n = parseWeight(w);
    return sum + (Number.isFinite(n) ? roundToHundredths(n) : 0);
  }, 0);
  return hundredths / 100;
}

/** A weight for a text field: '33.34', '10', '12.5'. */
export const weightText = (weight: number) => String(Math.round(weight * 100) / 100);
