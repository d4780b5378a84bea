import type { CashFlow, Holding, InvestmentSummary } from '#contract/investments';
import type { Queryable } from '../db/database';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { figuresOf, type InvestmentFigures } from './investment-figures';
import { cashFlowsOf, holdingsOf, type InvestmentRow } from './investment-rows';
import { currentValueOf, holdingsAt, investmentSummary, stoplossBreachedNow } from './investment-view';

export interface InvestmentView {
  row: InvestmentRow;
  summary: InvestmentSummary;
  holdings: Holding[];
  cashFlows: CashFlow[];
  figures: InvestmentFigures;
}

/**
 * The investments' holdings at last prices, cash flows and figures (docs/investments.md, "Figures"),
 * as of the market clock. A closed investment is valued at nothing, its figures as of its closing.
 * Reading checks each stop-loss: a value below the trigger records the breach (stoploss_breached_at),
 * which stays until the investor changes or removes the stop-loss. Nothing is sold.
 */
export async function readInvestments(
  db: Queryable,
  market: MarketData,
  rows: readonly InvestmentRow[],
): Promise<InvestmentView[]> {
  const ids = rows.map((r) => r.id);
  const [holdingRows, flowRows] = await Promise.all([holdingsOf(db, ids), cashFlowsOf(db, ids)]);
  const symbols = [...new Set([...holdingRows.values()].flat().map((h) => h.symbol))];
  const prices = symbols.length ? await market.ltp(symbols) : {};
  const now = market.now();
  const today = istDateOf(now);
  const views: InvestmentView[] = [];
  for (const row of rows) {
    const holdings = row.status === 'active' ? holdingsAt(market, holdingRows.get(row.id) ?? [], prices) : [];
    const cashFlows = (flowRows.get(row.id) ?? []).map(({ kind, amount, at }) => ({ kind, amount, at }));
    const asOf = row.closed_at ? new Date(row.closed_at) : now;
    const figures = figuresOf(cashFlows, currentValueOf(holdings), asOf);
    let checked = row;
    if (
      row.status === 'active' &&
      row.stoploss_percent !== null &&
      row.stoploss_breached_at === null &&
      stoplossBreachedNow(figures.invested, figures.current_value, row.stoploss_percent)
    ) {
      const at = now.toISOString();
      await db.query(
        'UPDATE investments SET stoploss_breached_at = $2 WHERE id = $1 AND stoploss_breached_at IS NULL',
        [row.id, at],
      );
      checked = { ...row, stoploss_breached_at: at };
    }
    views.push({ row: checked, summary: investmentSummary(checked, figures, today), holdings, cashFlows, figures });
  }
  return views;
}
