import { EQUITY_TAX_PERIODS } from '#contract/tax/equity-tax-rates';
import { TAX_MESSAGES, TAX_NOTES } from '#contract/tax/messages';
import type { RateLine, RealisedSale, TaxStatementBody, TradeConfirmation } from '#contract/tax/types';
import { fromPaise } from '#contract/money/paise';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { tradeCharges } from '../trading/rules/trade-charges';
import { matchedValue, matchInvestorLots, piecesOfYear, saleFigures, soldLot } from './realised-gains';
import { parseFinancialYear } from '#contract/tax/financial-year';
import { financialYearOf } from './rules/tax-dates';
import { yearTax, type YearTax } from './rules/year-tax';
import { filledLines, type FilledLine } from './tax-store';

/** A year a statement can be asked for: from the rates table's first to the one `today` is in; else a 400. */
export function statementYear(fy: string, today: string) {
  const year = parseFinancialYear(fy);
  if (!year) throw new AppError('invalid', TAX_MESSAGES.year, { errors: { fy: TAX_MESSAGES.year } });
  if (year.year < EQUITY_TAX_PERIODS[0]!.exemptionFromYear)
    throw new AppError('invalid', TAX_MESSAGES.yearBeforeTable, { errors: { fy: TAX_MESSAGES.yearBeforeTable } });
  if (year.first > today)
    throw new AppError('invalid', TAX_MESSAGES.yearNotBegun, { errors: { fy: TAX_MESSAGES.yearNotBegun } });
  return year;
}

const rateLine = (b: YearTax['buckets'][number]): RateLine => ({
  term: b.term,
  rate_percent: b.basisPoints / 100,
  gains: fromPaise(b.gainsPaise),
  set_off: fromPaise(b.setOffPaise),
  exempt: fromPaise(b.exemptPaise),
  taxable: fromPaise(b.taxablePaise),
  tax: fromPaise(b.taxPaise),
});

/** Each trade with fills in the year, its filled lines and its charges as a contract note would show them. */
function confirmations(lines: readonly FilledLine[], first: string, last: string): TradeConfirmation[] {
  const trades = new Map<string, FilledLine[]>();
  for (const l of lines.filter((x) => x.date >= first && x.date <= last))
    trades.set(l.trade, [...(trades.get(l.trade) ?? []), l]);
  return [...trades.values()].map((ls) => {
    const valueOf = (side: 'BUY' | 'SELL') =>
      fromPaise(ls.filter((x) => x.side === side).reduce((s, x) => s + x.quantity * x.pricePaise, 0));
    const head = ls[0]!;
    return {
      trade: head.trade,
      basket_name: head.basketName,
      kind: head.kind,
      date: head.date,
      lines: ls.map((l) => ({
        symbol: l.symbol,
        side: l.side,
        quantity: l.quantity,
        price: fromPaise(l.pricePaise),
        value: fromPaise(l.quantity * l.pricePaise),
      })),
      charges: tradeCharges({ buy: valueOf('BUY'), sell: valueOf('SELL') }),
    };
  });
}

/**
 * The investor's capital gains statement for a financial year (docs/tax.md): each sale with the lots it sold
 * (FIFO per demat account and symbol), the year's gains by term and rate, set-off, exemption and estimated tax,
 * and each trade's confirmation.
 */
export async function capitalGainsStatement(
  db: Queryable,
  user: { id: number; brandId: string },
  fy: string,
  today: string,
): Promise<TaxStatementBody> {
  const { year, first, last } = statementYear(fy, today);
  const lines = await filledLines(db, user.id, user.brandId);
  const { sales } = matchInvestorLots(lines);
  const names = new Map(lines.map((l) => [l.trade, l.basketName]));
  const mine = sales.filter((s) => financialYearOf(s.soldOn) === year);
  const tax = yearTax(year, piecesOfYear(sales, year));
  const realised: RealisedSale[] = mine.map((s) => ({
    trade: s.ref,
    basket_name: names.get(s.ref) ?? '',
    sold_on: s.soldOn,
    ...saleFigures(s),
    lots: s.pieces.map(soldLot),
  }));
  const all = mine.flatMap((s) => s.pieces);
  const value = matchedValue(all);
  return {
    financial_year: year,
    from: first,
    to: last,
    sales: realised,
    rates: tax.buckets.map(rateLine),
    totals: {
      proceeds: fromPaise(value.proceedsPaise),
      cost: fromPaise(value.costPaise),
      short_term_gains: fromPaise(tax.shortTermGainsPaise),
      short_term_losses: fromPaise(tax.shortTermLossesPaise),
      long_term_gains: fromPaise(tax.longTermGainsPaise),
      long_term_losses: fromPaise(tax.longTermLossesPaise),
      short_term_loss_against_long_term: fromPaise(tax.shortTermLossAgainstLongPaise),
      ltcg_exemption: fromPaise(tax.exemptionPaise),
      ltcg_exemption_used: fromPaise(tax.exemptionUsedPaise),
      short_term_loss_carried_forward: fromPaise(tax.carriedForward.shortTermPaise),
      long_term_loss_carried_forward: fromPaise(tax.carriedForward.longTermPaise),
      estimated_tax: fromPaise(tax.taxPaise),
    },
    trades: confirmations(lines, first, last),
    dividends: [],
    notes: TAX_NOTES,
  };
}
