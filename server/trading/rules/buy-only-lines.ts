import { levelBuys } from './buy-levels';
import { driftOf, moneyToTarget, type Drift } from './drift';
import { planLine, type RebalanceLine } from './rebalance-lines';
import { fromPaise, MAX_RUPEES, roundDiv, toPaise, wholeShares } from '#contract/money/paise';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import { checkedWeightHundredths, checkSymbols } from './weights';

export interface BuyOnlyInput {
  /** The investment's shares now. */
  holdings: readonly { symbol: string; quantity: number }[];
  /** The weights the rebalance aims at: percent per symbol, summing to 100. */
  toWeights: Readonly<Record<string, number>>;
  /** Last prices, rupees: every stock held or in the new version. */
  prices: Readonly<Record<string, number>>;
  /** The new money, rupees. */
  amount: number;
  /** false: keep every share levelling buys even when the drift grows (a SIP instalment; levelBuys, decision 0301). */
  keepDrift?: boolean;
}

export interface BuyOnlyPlan {
  /** BUY lines and 'no change' lines (side null): nothing is sold. */
  lines: RebalanceLine[];
  /** The shares' value before, rupees. */
  value: number;
  amount: number;
  /** What the buys cost: at most the amount. */
  buys: number;
  /** amount − buys: the money left with the investor. */
  leftover: number;
  drift_before: Drift;
  drift_after: Drift;
  /** "Invest ₹X more to reach the target weights", after these buys; null when a held stock is outside them. */
  to_target: number | null;
  /** The cheapest share of the new version, rupees (what an amount must buy at least). */
  cheapest: number;
  /** Stocks of the new version neither held nor bought. */
  unbought: string[];
  /**
   * Each stock of the new version: its target of T (its stocks' value + the amount) less its value, rupees (below 0:
   * over it); levelBuys levels the largest first.
   */
  shortfalls: Record<string, number>;
}

/**
 * The buy-only rebalance (docs/trading-rules.md, "Buy-only rebalance"; decision 0297): new money buys whole shares
 * of the stocks furthest below their targets of (holdings + amount) first, and nothing is sold (levelBuys). The
 * lines are in the new version's order, then holdings outside it ('no change'). A RangeError for a missing price,
 * a bad weight or quantity, an amount that is not from ₹0.01 to ₹100 crore, or holdings + amount over ₹100 crore.
 * An amount that buys no share is not an error: every line is 'no change' and the leftover is the amount.
 */
export function buyOnlyLines(input: BuyOnlyInput): BuyOnlyPlan {
  const { holdings, toWeights, prices } = input;
  checkSymbols(holdings.map((h) => h.symbol));
  const held = new Map(holdings.map((h) => [h.symbol, wholeShares(h.quantity, `The quantity of ${h.symbol}`)]));
  const to = new Map(Object.entries(toWeights).map(([s, w]) => [s, checkedWeightHundredths(w, s)]));
  const toSum = [...to.values()].reduce((sum, h) => sum + h, 0);
  if (toSum !== WHOLE_HUNDREDTHS) throw new RangeError(`The new weights sum to ${toSum / 100} %, not 100 %`);
  const amountPaise = toPaise(input.amount, 'The amount');

  const symbols = [...to.keys(), ...holdings.map((h) => h.symbol).filter((s) => !to.has(s))];
  const price = new Map<string, number>();
  for (const s of symbols) {
    if ((held.get(s) ?? 0) > 0 || to.has(s)) price.set(s, toPaise(prices[s] ?? Number.NaN, `The price of ${s}`));
  }
  const before = new Map(symbols.map((s) => [s, (held.get(s) ?? 0) * (price.get(s) ?? 0)]));
  const valuePaise = [...before.values()].reduce((sum, v) => sum + v, 0);
  if (valuePaise + amountPaise > MAX_RUPEES * 100) {
    throw new RangeError('An investment with its new money must be worth at most ₹100 crore');
  }

  const buying = [...to.keys()];
  const quantities = levelBuys(
    amountPaise,
    buying.map((s) => ({ units: to.get(s)!, pricePaise: price.get(s)!, heldPaise: before.get(s)! })),
    symbols.filter((s) => !to.has(s)).reduce((sum, s) => sum + before.get(s)!, 0),
    input.keepDrift ?? true,
  );
  const bought = new Map(buying.map((s, i) => [s, quantities[i]!]));
  // levelBuys' T: the new version's stocks held, and the amount (a stock held outside it is no part of it).
  const targetBase = buying.reduce((sum, s) => sum + before.get(s)!, amountPaise);
  const after = new Map(symbols.map((s) => [s, before.get(s)! + (bought.get(s) ?? 0) * (price.get(s) ?? 0)]));

  const lines: RebalanceLine[] = [];
  const unbought: string[] = [];
  let buys = 0;
  for (const symbol of symbols) {
    const [was, quantity, p] = [held.get(symbol) ?? 0, bought.get(symbol) ?? 0, price.get(symbol) ?? 0];
    if (was === 0 && quantity === 0) {
      if (to.has(symbol)) unbought.push(symbol);
      continue;
    }
    buys += quantity * p;
    lines.push(planLine(symbol, quantity > 0 ? 'BUY' : null, quantity, was + quantity, p));
  }
  if (buys > amountPaise) throw new RangeError('A buy-only rebalance would spend more than its amount');
  return {
    lines,
    value: fromPaise(valuePaise),
    amount: fromPaise(amountPaise),
    buys: fromPaise(buys),
    leftover: fromPaise(amountPaise - buys),
    drift_before: driftOf(before, to),
    drift_after: driftOf(after, to),
    to_target: moneyToTarget(after, to),
    cheapest: fromPaise(Math.min(...buying.map((s) => price.get(s)!))),
    unbought,
    shortfalls: Object.fromEntries(
      buying.map((s) => {
        const short = to.get(s)! * targetBase - WHOLE_HUNDREDTHS * before.get(s)!;
        return [s, (Math.sign(short) * roundDiv(Math.abs(short), WHOLE_HUNDREDTHS)) / 100 || 0];
      }),
    ),
  };
}
