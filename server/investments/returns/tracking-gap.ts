import type { AfterCostFigure, TrackingGapLine } from '#contract/investments/returns-types';
import type { OrderSide, TradeKind } from '#contract/trading/types';
import { fromPaise } from '#contract/money/paise';

/** One trade's filled lines: the quantity at the fill's average price (whole paise). */
export interface FilledTrade {
  trade: string;
  kind: TradeKind;
  date: string;
  lines: readonly { symbol: string; side: OrderSide; quantity: number; pricePaise: number }[];
}

/** The trades that follow the model; a repair and an exit do not (they fix or leave it). */
export const FOLLOWS_MODEL: readonly TradeKind[] = ['buy', 'sip', 'rebalance'];

const percentOf = (paise: number, ofPaise: number) => Math.round((paise / ofPaise) * 10_000) / 100;

/**
 * The tracking gap of each trade that follows the model (decision 0303): what the investor's fills cost, net
 * (buys − sells), against the same shares at the model's prices on the fill day, the close the basket's index
 * is priced at (`modelPricePaise`, null when there is none). The gap is positive when the fills cost more (a
 * dearer buy or a cheaper sell); its percent is of the model's turnover (its buys and sells together). The
 * total sums the trades, and is null when any trade's gap is unknown.
 */
export function trackingGap(
  trades: readonly FilledTrade[],
  modelPricePaise: (symbol: string, date: string) => number | null,
): { trades: TrackingGapLine[]; total: AfterCostFigure } {
  const out: TrackingGapLine[] = [];
  let [gapSum, turnoverSum, unknown] = [0, 0, false];
  for (const t of trades.filter((x) => FOLLOWS_MODEL.includes(x.kind))) {
    let [investor, model, turnover, missing] = [0, 0, 0, false];
    for (const l of t.lines) {
      const sign = l.side === 'BUY' ? 1 : -1;
      investor += sign * l.quantity * l.pricePaise;
      const price = modelPricePaise(l.symbol, t.date);
      if (price === null) missing = true;
      else {
        model += sign * l.quantity * price;
        turnover += l.quantity * price;
      }
    }
    const head = { trade: t.trade, kind: t.kind, date: t.date, investor_cost: fromPaise(investor) };
    if (missing || turnover === 0) {
      unknown = true;
      out.push({ ...head, model_cost: null, gap: null, gap_percent: null, reason: 'no_model_price' });
      continue;
    }
    gapSum += investor - model;
    turnoverSum += turnover;
    out.push({
      ...head,
      model_cost: fromPaise(model),
      gap: fromPaise(investor - model),
      gap_percent: percentOf(investor - model, turnover),
      reason: null,
    });
  }
  const total: AfterCostFigure = unknown
    ? { amount: null, percent: null, reason: 'part_unknown' }
    : turnoverSum === 0
      ? { amount: 0, percent: null, reason: 'nothing_invested' }
      : { amount: fromPaise(gapSum), percent: percentOf(gapSum, turnoverSum), reason: null };
  return { trades: out, total };
}
