import type { Constituent } from './types';
import { fromHundredths, toHundredths, WHOLE } from './weight-units';

/**
 * Weight edits that always leave percentages with two decimals summing to exactly 100.00, each at least
 * 0.01 (docs/decisions/0090). Shares are rounded by largest remainder: every stock gets its exact share
 * rounded down to the hundredth, then the hundredths left over go one each to the largest remainders (ties:
 * the larger weight, then list order). So no stock is more than 0.01 from its exact share, and equal
 * weights differ by at most 0.01. A stock whose share rounds to 0.00 gets 0.01, taken from the largest.
 */
export function apportion(shares: readonly number[], total: number): number[] {
  if (shares.length === 0) throw new RangeError('A basket needs at least one stock');
  if (!Number.isInteger(total) || total < shares.length) {
    throw new RangeError(`${fromHundredths(total)} % cannot give ${shares.length} stocks 0.01 % each`);
  }
  for (const share of shares) {
    if (!Number.isFinite(share) || share <= 0) throw new RangeError(`A weight must be above 0, not ${share}`);
  }
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share * total) / sum);
  const parts = exact.map(Math.floor);
  const order = shares
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - parts[b]! - (exact[a]! - parts[a]!) || shares[b]! - shares[a]! || a - b);
  for (let left = total - parts.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) {
    parts[order[k % order.length]!]! += 1;
  }
  for (let i = 0; i < parts.length; i++) {
    if (parts[i]! > 0) continue;
    parts[i] = 1;
    parts[parts.indexOf(Math.max(...parts))]! -= 1; // some part is ≥ 2, since total ≥ the number of parts
  }
  return parts;
}

/** Any positive weights (shares, not yet percentages) as percentages summing to 100.00. */
export function normaliseWeights(weights: readonly Constituent[]): Constituent[] {
  assertDistinct(weights);
  const parts = apportion(
    weights.map((w) => w.weight),
    WHOLE,
  );
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
  const most = WHOLE - others.length;
  if (fixed < 1 || fixed > most || (others.length === 0 && fixed !== WHOLE)) {
    const range = others.length === 0 ? '100' : `from 0.01 to ${fromHundredths(most)}`;
    throw new RangeError(`${weights[index]!.symbol}'s weight must be ${range} %, not ${weight}`);
  }
  const parts = others.length === 0 ? [] : apportion(others, WHOLE - fixed);
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
