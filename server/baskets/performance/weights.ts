import { apportionHundredths, WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import type { Constituent } from './types';
import { fromHundredths, toHundredths } from './weight-units';

/*
 * Weight edits that always leave percentages with two decimals summing to exactly 100.00, each at least
 * 0.01 (docs/decisions/0090), apportioned by largest remainder (#contract/money/hundredths).
 */

/** Any positive weights (shares, not yet percentages) as percentages summing to 100.00. */
export function normaliseWeights(weights: readonly Constituent[]): Constituent[] {
  assertDistinct(weights);
  const parts = apportionHundredths(weights.map((w) => w.weight));
  return weights.map(({ symbol }, i) => ({ symbol, weight: fromHundredths(parts[i]!) }));
}

/** The same weight for every stock: 3 stocks are 33.34, 33.33, 33.33. */
export const equalWeights = (symbols: readonly string[]): Constituent[] =>
  normaliseWeights(symbols.map((symbol) => ({ symbol, weight: 1 })));

/** Weights in proportion to market capitalisation (any unit, the same for all). */
export const marketCapWeights = (stocks: readonly { symbol: string; marketCap: number }[]): Constituent[] =>
  normaliseWeights(stocks.map(({ symbol, marketCap }) => ({ symbol, weight: marketCap })));

/** Without `symbol`; the others grow in proportion to fill 100 %. */
export function removeStock(weights: readonly Constituent[], symbol: string): Constituent[] {
  indexOf(weights, symbol);
  if (weights.length === 1) throw new RangeError('A basket needs at least one stock');
  return normaliseWeights(weights.filter((w) => w.symbol !== symbol));
}

/** With `symbol` at `weight` % (two decimals); the others shrink in proportion to fill the rest. */
export function addStock(weights: readonly Constituent[], symbol: string, weight: number): Constituent[] {
  return withFixed([...weights, { symbol, weight }], weights.length, weight);
}

/** With `symbol` at `weight` % (two decimals); the others change in proportion to fill the rest. */
export function setWeight(weights: readonly Constituent[], symbol: string, weight: number): Constituent[] {
  const index = indexOf(weights, symbol);
  return withFixed(
    weights.map((w, i) => (i === index ? { symbol, weight } : w)),
    index,
    weight,
  );
}

/** `weights` with the one at `index` fixed at `weight` and the others apportioned over what is left. */
function withFixed(weights: readonly Constituent[], index: number, weight: number): Constituent[] {
  assertDistinct(weights);
  const fixed = toHundredths(weight);
  const others = weights.filter((_, i) => i !== index).map((w) => w.weight);
  const most = WHOLE_HUNDREDTHS - others.length;
  if (fixed < 1 || fixed > most || (others.length === 0 && fixed !== WHOLE_HUNDREDTHS)) {
    const range = others.length === 0 ? '100' : `from 0.01 to ${fromHundredths(most)}`;
    throw new RangeError(`${weights[index]!.symbol}'s weight must be ${range} %, not ${weight}`);
  }
  const parts = others.length === 0 ? [] : apportionHundredths(others, WHOLE_HUNDREDTHS - fixed);
  let k = 0;
  return weights.map(({ symbol }, i) => ({ symbol, weight: fromHundredths(i === index ? fixed : parts[k++]!) }));
}

function assertDistinct(weights: readonly Constituent[]): void {
  const seen = new Set<string>();
  for (const { symbol } of weights) {
    if (seen.has(symbol)) throw new RangeError(`${symbol} is in the basket twice`);
    seen.add(symbol);
  }
}

function indexOf(weights: readonly Constituent[], symbol: string): number {
  const index = weights.findIndex((w) => w.symbol === symbol);
  if (index < 0) throw new RangeError(`${symbol} is not in the basket`);
  return index;
}
