import type { Holding } from '#contract/investments/types';
import type { StockChange } from '#contract/rebalance-sheets/types';

/** Percent per symbol. */
export type Weights = Record<string, number>;

const hundredths = (w: number) => Math.round(w * 100);

/**
 * Each held stock's weight, as the investment screen shows it (investment-view.ts `holdingsAt`: at
 * last prices, a stock without one at its average price), without the stocks that weigh nothing.
 */
export function heldWeights(holdings: readonly Pick<Holding, 'symbol' | 'weight'>[]): Weights {
  return Object.fromEntries(holdings.filter((h) => h.weight > 0).map((h) => [h.symbol, h.weight]));
}

/**
 * What an investment follows when its adviser sets it weights of its own (decision 0210): its
 * version's weights, and each stock it holds outside that version at its current weight (at least
 * 0.01 %). A sheet's RECOMMENDED_CHANGES then trades exactly the stocks the sheet adds, removes or
 * reweights against this; a held stock the sheet leaves out is sold.
 */
export function followedWeights(versionWeights: Weights, current: Weights): Weights {
  const followed: Weights = { ...versionWeights };
  for (const [symbol, weight] of Object.entries(current)) {
    if (!(symbol in followed)) followed[symbol] = Math.max(1, hundredths(weight)) / 100;
  }
  return followed;
}

export interface StockChangeRow {
  symbol: string;
  currentWeight: number | null;
  targetWeight: number | null;
  change: StockChange;
}

/**
 * Each stock of the target or followed, with its weight now and its target: added (not followed),
 * removed (followed, not in the target), reweighted or unchanged (to the hundredth). The target's
 * stocks first, heaviest first, then the removed ones.
 */
export function stockChanges(followed: Weights, target: Weights, current: Weights): StockChangeRow[] {
  const symbols = [...new Set([...Object.keys(target), ...Object.keys(followed)])];
  const rows = symbols.map((symbol): StockChangeRow => {
    const [from, to] = [followed[symbol], target[symbol]];
    const change: StockChange =
      to === undefined
        ? 'removed'
        : from === undefined
          ? 'added'
          : hundredths(from) === hundredths(to)
            ? 'unchanged'
            : 'reweighted';
    return { symbol, currentWeight: current[symbol] ?? null, targetWeight: to ?? null, change };
  });
  return rows.sort((a, b) => (b.targetWeight ?? -1) - (a.targetWeight ?? -1) || a.symbol.localeCompare(b.symbol));
}
