import type { SipReason, SipStockLine } from '#contract/investments/sip-allocation';
import { buyOnlyLines } from './buy-only-lines';

export interface SipInput {
  /** The investment's shares now. */
  holdings: readonly { symbol: string; quantity: number }[];
  /** The weights of the version the investment follows: percent per symbol, summing to 100. */
  weights: Readonly<Record<string, number>>;
  /** Last prices, rupees: every stock held or in the version. */
  prices: Readonly<Record<string, number>>;
  /** The instalment, rupees. */
  amount: number;
}

export interface SipAllocation {
  /** The version's stocks in its order, then stocks held outside it. */
  stocks: Omit<SipStockLine, 'name'>[];
  /** The BUY orders: the stocks with shares to buy. */
  orders: { symbol: string; quantity: number; price: number }[];
  amount: number;
  spent: number;
  leftover: number;
  drift_before: number;
  drift_after: number;
}

/**
 * A SIP instalment's shares (docs/investments.md, "SIP"; decision 0301): the buy-only rebalance's allocation
 * (buyOnlyLines, decision 0297) of the instalment against the shares held and the version's weights, keeping every
 * share it levels in (keepDrift false): the stocks furthest below their targets of (holdings + instalment) are
 * bought first, nothing is sold, the cost never exceeds the instalment and what is left is less than a share of
 * any stock at least half a share short (a share of one short by less would take it further past its target than
 * it is below it). Each stock says why: bought as the most underweight (the largest shortfall in rupees among
 * those bought) or as underweight; not bought as at or above its target (short of nothing), as one share costing
 * more than what is left, or as short by less than half a share. A RangeError as buyOnlyLines (a missing price, bad weights, an amount out of range).
 */
export function sipAllocation({ holdings, weights, prices, amount }: SipInput): SipAllocation {
  const plan = buyOnlyLines({ holdings, toWeights: weights, prices, amount, keepDrift: false });
  const shares = new Map(plan.lines.map((l) => [l.symbol, l.newShareQty]));
  const held = new Map(holdings.map((h) => [h.symbol, h.quantity]));
  const after = new Map(plan.drift_after.stocks.map((s) => [s.symbol, s.weight]));
  // A stock held outside the version has target 0: over it by all it is worth.
  const short = (symbol: string) =>
    plan.shortfalls[symbol] ?? -((held.get(symbol) ?? 0) * Math.round(prices[symbol]! * 100)) / 100;
  const most = Math.max(
    ...plan.lines.filter((l) => l.newShareQty > 0).map((l) => short(l.symbol)),
    Number.NEGATIVE_INFINITY,
  );
  const reasonOf = (symbol: string): SipReason => {
    if ((shares.get(symbol) ?? 0) > 0) return short(symbol) === most ? 'most underweight' : 'underweight';
    // Still short of its target of holdings + instalment: no share of it fitted in what was left, or one share would
    // overshoot the target by more than the stock is short of it (levelBuys buys none of those for a SIP).
    if (short(symbol) <= 0) return 'at or above target: not bought';
    return 2 * short(symbol) < prices[symbol]!
      ? 'less than half a share short: not bought'
      : 'one share costs more than what is left';
  };
  const stocks = plan.drift_before.stocks
    .filter((s) => s.symbol in weights || (held.get(s.symbol) ?? 0) > 0)
    .map((s) => {
      const [bought, price] = [shares.get(s.symbol) ?? 0, Math.round(prices[s.symbol]! * 100)];
      return {
        symbol: s.symbol,
        target: s.target,
        weight_now: s.weight,
        weight_after: after.get(s.symbol) ?? 0,
        shares: bought,
        price: price / 100,
        amount: (bought * price) / 100,
        short_by: short(s.symbol),
        reason: reasonOf(s.symbol),
      };
    });
  return {
    stocks,
    orders: plan.lines
      .filter((l) => l.side === 'BUY')
      .map((l) => ({ symbol: l.symbol, quantity: l.quantity, price: l.price })),
    amount: plan.amount,
    spent: plan.buys,
    leftover: plan.leftover,
    drift_before: plan.drift_before.total,
    drift_after: plan.drift_after.total,
  };
}
