import type { ReturnsAfterCostsBody } from '#contract/investments/returns-types';
import { toPaise } from '#contract/money/paise';
import type { Queryable } from '../../db/database';
import { performanceServiceFor } from '../../baskets/basket-performance-service';
import { storedVersions } from '../../baskets/stored-versions';
import { istDateOf } from '../../market/ist';
import type { MarketData } from '../../market/market-data';
import { filledLines } from '../../tax/tax-store';
import type { InvestmentView } from '../investment-reader';
import { chargesOf } from '../trade-lines';
import { afterCosts, returnBase } from './after-costs';
import { feeShare } from './fee-share';
import { investmentTax } from './investment-tax';
import { modelReturn } from './model-return';
import { basketBenchmark, coveringSubscriptions, investmentTrades } from './returns-store';
import { trackingGap, type FilledTrade } from './tracking-gap';

/** The basket's model index (its versions, rebalanced at the close), or none. */
async function modelIndex(db: Queryable, market: MarketData, basketId: number) {
  const [benchmark, versions] = await Promise.all([basketBenchmark(db, basketId), storedVersions(db, [basketId])]);
  if (!benchmark) return [];
  const p = await performanceServiceFor(market)
    .performance({ id: basketId, benchmark, versions: versions.get(basketId) ?? [] })
    .catch(() => null);
  return p?.index ?? [];
}

/** Each symbol's close on each day asked, in paise (the model's price on a fill day). */
async function closesOn(market: MarketData, trades: readonly FilledTrade[]) {
  const days = new Map<string, Set<string>>();
  for (const t of trades) for (const l of t.lines) days.set(l.symbol, (days.get(l.symbol) ?? new Set()).add(t.date));
  const closes = new Map<string, number>();
  await Promise.all(
    [...days].map(async ([symbol, dates]) => {
      const sorted = [...dates].sort();
      const bars = (await market.history(symbol, { from: sorted[0]!, to: sorted.at(-1)! })) ?? [];
      for (const b of bars)
        if (dates.has(b.date) && b.close > 0) closes.set(`${symbol}|${b.date}`, Math.round(b.close * 100));
    }),
  );
  return (symbol: string, date: string) => closes.get(`${symbol}|${date}`) ?? null;
}

/**
 * One investment's returns after costs beside its basket's model (docs/investments.md, "Returns after costs";
 * decision 0303), from its view (figures at last prices, as of the market clock or its closing).
 */
export async function returnsAfterCosts(
  db: Queryable,
  market: MarketData,
  view: InvestmentView,
): Promise<ReturnsAfterCostsBody> {
  const { row, figures, holdings, cashFlows } = view;
  const now = market.now();
  const asOf = row.closed_at ? new Date(row.closed_at) : now;
  const firstFlow = cashFlows.map((f) => new Date(f.at)).sort((a, b) => a.getTime() - b.getTime())[0];
  const from = firstFlow ? istDateOf(firstFlow) : null;
  const [kinds, lines, subscriptions, index] = await Promise.all([
    investmentTrades(db, row.id),
    filledLines(db, row.user_id, row.brand_id),
    coveringSubscriptions(db, row.user_id, row.basket_id, now),
    modelIndex(db, market, row.basket_id),
  ]);
  const byTrade = new Map<string, FilledTrade>();
  for (const l of lines.filter((x) => kinds.has(x.trade))) {
    const t = byTrade.get(l.trade) ?? { trade: l.trade, kind: l.kind, date: l.date, lines: [] };
    byTrade.set(l.trade, { ...t, lines: [...t.lines, l] });
  }
  const trades = [...byTrade.values()];
  const charges = trades.reduce(
    (sum, t) =>
      sum +
      toPaise(
        chargesOf(t.lines.map((l) => ({ side: l.side, value: (l.quantity * l.pricePaise) / 100 }))).total,
        'Charges',
        true,
      ),
    0,
  );
  const held = { from: firstFlow ?? new Date(row.created_at), to: asOf };
  const fees = feeShare(row.id, held, subscriptions);
  const tax = investmentTax({
    lines,
    trades: new Set(kinds.keys()),
    account: row.broker_link_id,
    exit: holdings
      .filter((h) => h.quantity > 0)
      .map((h) => ({
        symbol: h.symbol,
        quantity: h.quantity,
        pricePaise: toPaise(h.last_price, 'A last price', true),
      })),
    today: istDateOf(now),
  });
  const base = returnBase(figures);
  const { before, after } = afterCosts({
    profitLoss: figures.profit_loss,
    base,
    charges: charges / 100,
    fees: fees.amount,
    tax: tax.total,
  });
  return {
    investment: row.investment_hash,
    basket_name: row.basket_name,
    status: row.status,
    from,
    as_of: asOf.toISOString(),
    base,
    before_costs: before,
    charges: { amount: charges / 100, trades: trades.length },
    subscription_fees: fees,
    tax,
    after_costs: after,
    model: modelReturn(index, from, istDateOf(asOf)),
    tracking: trackingGap(trades, await closesOn(market, trades)),
  };
}
