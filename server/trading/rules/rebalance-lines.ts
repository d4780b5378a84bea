import type { SellingRebalanceMode } from '#contract/investments/types';
import type { OrderSide } from '#contract/trading/types';
import { actionTag, type ActionTag } from './action-tags';
import { allocate } from './allocate';
import { fromPaise, MAX_RUPEES, toPaise, wholeShares } from '#contract/money/paise';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import { checkedWeightHundredths, checkSymbols } from './weights';

export interface RebalanceInput {
  mode: SellingRebalanceMode;
  /** The investment's shares now. */
  holdings: readonly { symbol: string; quantity: number }[];
  /** The version the investment follows, and the adviser's new one: percent per symbol. */
  fromWeights: Readonly<Record<string, number>>;
  toWeights: Readonly<Record<string, number>>;
  /** Last prices, rupees: every stock held or in the new version. */
  prices: Readonly<Record<string, number>>;
  /** Cash the investment holds besides its shares (rupees); 0 when left out. */
  cash?: number;
}

export interface RebalanceLine {
  symbol: string;
  side: OrderSide | null;
  /** The shares this line trades (= newShareQty). */
  quantity: number;
  newShareQty: number;
  /** The holding after the rebalance. */
  totalShareQty: number;
  price: number;
  /** quantity × price. */
  value: number;
  tag: ActionTag;
}

export interface RebalancePlan {
  lines: RebalanceLine[];
  /** Shares at current prices plus cash: the base the targets are worked from. */
  value: number;
  /** What the sells bring in, and what the buys cost. */
  sells: number;
  buys: number;
  /** sells − buys; never below −cash: no money is added. */
  net_cash: number;
  /** Cash left after the rebalance: cash + net_cash, at least 0. */
  cash_after: number;
  /** Stocks of the new version that get no share (one costs more than their part) and are not held. */
  unbought: string[];
}

/**
 * The orders that take an investment to the adviser's new version (docs/trading-rules.md, "Rebalance lines";
 * decision 0103). Targets are whole shares from the value at current prices; the sells pay for the buys and no
 * money is added, so cash_after is never negative.
 * - ADJUST_ALL_STOCK: every stock back to its new weight of (shares + cash); stocks not in the new version are
 *   sold in full.
 * - RECOMMENDED_CHANGES: only stocks whose weight the adviser changed are traded: removed ones sold in full;
 *   added and re-weighted ones share (their current value + the removed ones' value + cash) by their new weights.
 *   Every other holding is left as it is ('no change'), however far it drifted.
 * A RangeError for a missing price, a bad weight, new weights not summing to 100.00, or bad quantities.
 */
export function rebalanceLines(input: RebalanceInput): RebalancePlan {
  const { mode, holdings, fromWeights, toWeights, prices } = input;
  checkSymbols(holdings.map((h) => h.symbol));
  const held = new Map(holdings.map((h) => [h.symbol, wholeShares(h.quantity, `The quantity of ${h.symbol}`)]));
  const to = new Map(Object.entries(toWeights).map(([s, w]) => [s, checkedWeightHundredths(w, s)]));
  const from = new Map(Object.entries(fromWeights).map(([s, w]) => [s, checkedWeightHundredths(w, s)]));
  const toSum = [...to.values()].reduce((sum, h) => sum + h, 0);
  if (toSum !== WHOLE_HUNDREDTHS) throw new RangeError(`The new weights sum to ${toSum / 100} %, not 100 %`);
  const cashPaise = toPaise(input.cash ?? 0, 'The cash', true);

  const symbols = [...to.keys(), ...holdings.map((h) => h.symbol).filter((s) => !to.has(s))];
  const price = new Map<string, number>();
  for (const s of symbols) {
    if ((held.get(s) ?? 0) > 0 || to.has(s)) price.set(s, toPaise(prices[s] ?? Number.NaN, `The price of ${s}`));
  }
  const valueOf = (s: string) => (held.get(s) ?? 0) * (price.get(s) ?? 0);
  const totalPaise = symbols.reduce((sum, s) => sum + valueOf(s), cashPaise);
  if (totalPaise > MAX_RUPEES * 100) throw new RangeError('An investment must be worth at most ₹100 crore');

  // Which stocks are traded, and the money they share.
  const traded =
    mode === 'ADJUST_ALL_STOCK'
      ? new Set(symbols)
      : new Set(symbols.filter((s) => (to.has(s) || from.has(s)) && to.get(s) !== from.get(s)));
  const buying = [...to.keys()].filter((s) => traded.has(s));
  const pot = [...traded].reduce((sum, s) => sum + valueOf(s), cashPaise);
  const { quantities } = allocate(
    pot,
    buying.map((s) => ({ units: to.get(s)!, pricePaise: price.get(s)! })),
  );
  const target = new Map(symbols.map((s) => [s, traded.has(s) ? 0 : (held.get(s) ?? 0)]));
  buying.forEach((s, i) => target.set(s, quantities[i]!));

  const lines: RebalanceLine[] = [];
  const unbought: string[] = [];
  let [sells, buys] = [0, 0];
  for (const symbol of symbols) {
    const [before, after] = [held.get(symbol) ?? 0, target.get(symbol)!];
    if (before === 0 && after === 0) {
      if (to.has(symbol)) unbought.push(symbol);
      continue;
    }
    const side: OrderSide | null = after > before ? 'BUY' : after < before ? 'SELL' : null;
    const quantity = Math.abs(after - before);
    const p = price.get(symbol) ?? 0;
    if (side === 'BUY') buys += quantity * p;
    if (side === 'SELL') sells += quantity * p;
    lines.push(planLine(symbol, side, quantity, after, p));
  }
  const after = cashPaise + sells - buys;
  if (after < 0) throw new RangeError('A rebalance would spend more than it frees');
  return {
    lines,
    value: fromPaise(totalPaise),
    sells: fromPaise(sells),
    buys: fromPaise(buys),
    net_cash: fromPaise(sells - buys),
    cash_after: fromPaise(after),
    unbought,
  };
}

/** A line of a plan: `quantity` shares of `symbol` traded at `pricePaise`, `totalShareQty` held after. */
export function planLine(
  symbol: string,
  side: OrderSide | null,
  quantity: number,
  totalShareQty: number,
  pricePaise: number,
): RebalanceLine {
  const line = { side, totalShareQty, newShareQty: quantity };
  return {
    symbol,
    ...line,
    quantity,
    price: fromPaise(pricePaise),
    value: fromPaise(quantity * pricePaise),
    tag: actionTag(line),
  };
}
