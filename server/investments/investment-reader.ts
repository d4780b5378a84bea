import type { CashFlow, Holding, InvestmentSummary, SkippedInvestment } from '#contract/investments/types';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { istDateOf } from '../market/ist';
import type { MarketData } from '../market/market-data';
import { figuresOf, type InvestmentFigures } from './investment-figures';
import { cashFlowsOf, holdingsOf, type InvestmentRow } from './investment-store';
import { currentValueOf, holdingsAt, investmentSummary, stoplossBreachedNow } from './investment-view';

export interface InvestmentView {
  row: InvestmentRow;
  summary: InvestmentSummary;
  holdings: Holding[];
  cashFlows: CashFlow[];
  figures: InvestmentFigures;
}

export interface InvestmentsRead {
  views: InvestmentView[];
  /** Investments left out: their stored rows give figures outside the validated ranges. */
  skipped: SkippedInvestment[];
}

/**
 * The investments' holdings at last prices, cash flows and figures (docs/investments.md, "Figures"),
 * as of the market clock. A closed investment is valued at nothing, its figures as of its closing.
 * Reading checks each stop-loss: a value below the trigger records the breach (stoploss_breached_at),
 * which stays until the investor changes or removes the stop-loss. Nothing is sold.
 *
 * An investment whose figures are impossible (a value or a cash flow outside the ranges the figures
 * validate: the RangeError of toPaise) is left out and named in `skipped`, with one warning per read,
 * so one bad row never fails the read of the others (docs/investments.md, "Impossible figures").
 */
export async function readInvestments(
  db: Queryable,
  market: MarketData,
  rows: readonly InvestmentRow[],
): Promise<InvestmentsRead> {
  const ids = rows.map((r) => r.id);
  const [holdingRows, flowRows] = await Promise.all([holdingsOf(db, ids), cashFlowsOf(db, ids)]);
  const symbols = [...new Set([...holdingRows.values()].flat().map((h) => h.symbol))];
  const prices = symbols.length ? await market.ltp(symbols) : {};
  const now = market.now();
  const today = istDateOf(now);
  const views: InvestmentView[] = [];
  const skipped: (SkippedInvestment & { reason: string })[] = [];
  for (const row of rows) {
    const holdings = row.status === 'active' ? holdingsAt(market, holdingRows.get(row.id) ?? [], prices) : [];
    const cashFlows = (flowRows.get(row.id) ?? []).map(({ kind, amount, at }) => ({ kind, amount, at }));
    const asOf = row.closed_at ? new Date(row.closed_at) : now;
    let figures: InvestmentFigures;
    try {
      figures = figuresOf(cashFlows, currentValueOf(holdings), asOf);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      skipped.push({ investment: row.investment_hash, basket_name: row.basket_name, reason: e.message });
      continue;
    }
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
  if (skipped.length) {
    log.warn('investments skipped: impossible figures', { user: rows[0]!.user_id, investments: skipped });
  }
  return { views, skipped: skipped.map(({ investment, basket_name }) => ({ investment, basket_name })) };
}
