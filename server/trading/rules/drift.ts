import { ceilDiv, fromPaise, roundDiv } from '#contract/money/paise';
import { WHOLE_HUNDREDTHS as U } from '#contract/money/hundredths';
import type { StockDrift } from '#contract/investments/buy-only';

export interface Drift {
  /** ½ Σ |weight − target| over every stock held or in the new version, percent: 0 on target, 100 at most. */
  total: number;
  /** Weights are of the shares' value; a stock outside the new version has target 0. */
  stocks: StockDrift[];
}

/**
 * How far holdings sit from target weights (docs/trading-rules.md, "Buy-only rebalance"). `values` are each
 * stock's shares at current prices in paise, `targets` the new weights in hundredths (summing to 100.00); weights
 * are of the shares' value alone. Nothing held is 100 % drift. In hundredths of a percent the total is
 * Σ |U·value − target·S| / (2·S), rounded half up: integers below 2⁵³ for values up to ₹200 crore.
 */
export function driftOf(values: ReadonlyMap<string, number>, targets: ReadonlyMap<string, number>): Drift {
  const symbols = [...targets.keys(), ...[...values.keys()].filter((s) => !targets.has(s))];
  const total = [...values.values()].reduce((sum, v) => sum + v, 0);
  let gap = 0;
  const stocks = symbols.map((symbol) => {
    const [value, target] = [values.get(symbol) ?? 0, targets.get(symbol) ?? 0];
    gap += Math.abs(U * value - target * total);
    const weight = total === 0 ? 0 : roundDiv(U * value, total);
    return { symbol, weight: weight / 100, target: target / 100, drift: (weight - target) / 100 };
  });
  return { total: total === 0 ? 100 : roundDiv(gap, 2 * total) / 100, stocks };
}

/**
 * The money (rupees, rounded up to the rupee) that, added to holdings worth `values` and spent without selling,
 * brings every stock to its target weight at these prices, whole shares aside: the heaviest stock against its
 * target sets the value needed, max(value × 100 % / target). Null when a stock outside the new version is held:
 * only a sale takes its weight to 0.
 */
export function moneyToTarget(values: ReadonlyMap<string, number>, targets: ReadonlyMap<string, number>) {
  let needed = 0;
  let total = 0;
  for (const [symbol, value] of values) {
    total += value;
    if (value === 0) continue;
    const target = targets.get(symbol);
    if (target === undefined) return null;
    needed = Math.max(needed, ceilDiv(U * value, target));
  }
  return fromPaise(ceilDiv(Math.max(0, needed - total), 100) * 100);
}
