import type { Context } from 'hono';
import { TAX_MESSAGES, TAX_NOTES } from '#contract/tax/messages';
import type { EstimatedSaleLine, SaleEstimateBody, SaleEstimateRequest } from '#contract/tax/types';
import { fromPaise, toPaise } from '#contract/money/paise';
import type { UserEnv } from '../auth/guards';
import { AppError } from '../http/app-error';
import { exitLines } from '../investments/close-investment';
import { activeInvestment } from '../investments/investment-access';
import { istDateOf } from '../market/ist';
import { matchLots, type Fill } from './rules/fifo-lots';
import { daysUntilLongTerm, financialYearOf, turnsLongTermOn } from './rules/tax-dates';
import { yearTax } from './rules/year-tax';
import { matchInvestorLots, piecesOfYear, saleFigures, soldLot, termGains } from './realised-gains';
import { filledLines } from './tax-store';

const ESTIMATE_REF = 'estimate';

/** What would be sold: every holding (an exit), or the lines asked for, each checked against the holdings. */
async function linesToSell(c: Context<UserEnv>, request: SaleEstimateRequest) {
  const row = await activeInvestment(c, request.investment);
  const held = await exitLines(c, row);
  if (held.length === 0) throw new AppError('invalid', TAX_MESSAGES.nothingToSell);
  if (!request.sells) return { row, kind: 'exit' as const, lines: held };
  const lines = request.sells.map((s) => {
    const h = held.find((x) => x.symbol === s.symbol);
    if (!h)
      throw new AppError('invalid', TAX_MESSAGES.notHeld(s.symbol), {
        errors: { sells: TAX_MESSAGES.notHeld(s.symbol) },
      });
    const more = TAX_MESSAGES.moreThanHeld(s.symbol, h.quantity);
    if (s.quantity > h.quantity) throw new AppError('invalid', more, { errors: { sells: more } });
    return { ...h, quantity: s.quantity };
  });
  return { row, kind: 'rebalance' as const, lines };
}

/**
 * Before a rebalance or an exit (docs/tax.md, "Before a sale"): the lots FIFO would sell in the investment's
 * demat account at today's last prices, the short- and long-term gains, the days until each short-term lot turns
 * long-term, and the year's estimated tax without and with these sales. Today is the market clock's (decision
 * 0238), as are the fills' dates. Nothing is placed.
 */
export async function saleEstimate(c: Context<UserEnv>, request: SaleEstimateRequest): Promise<SaleEstimateBody> {
  const { row, kind, lines } = await linesToSell(c, request);
  const today = istDateOf(c.var.market.now());
  const year = financialYearOf(today);
  const history = await filledLines(c.var.db, c.var.user.id, c.var.brand.id);
  const made = matchInvestorLots(history);
  const estimate: Fill[] = lines.map((l) => ({
    account: row.broker_link_id,
    symbol: l.symbol,
    side: 'SELL',
    date: today,
    quantity: l.quantity,
    pricePaise: toPaise(l.indicative_price, 'A last price', true),
    ref: ESTIMATE_REF,
  }));
  const sold = matchLots([
    ...made.open.map((lot) => ({ ...lot, side: 'BUY' as const, date: lot.boughtOn })),
    ...estimate,
  ]).sales;
  const before = yearTax(year, piecesOfYear(made.sales, year));
  const after = yearTax(year, [...piecesOfYear(made.sales, year), ...piecesOfYear(sold, year)]);
  const out: EstimatedSaleLine[] = sold.map((s) => ({
    ...saleFigures(s),
    lots: s.pieces.map((p) => ({
      ...soldLot(p),
      long_term_on: turnsLongTermOn(p.boughtOn),
      days_to_long_term: daysUntilLongTerm(p.boughtOn, today),
    })),
  }));
  const total = termGains(sold.flatMap((s) => s.pieces));
  return {
    investment: row.investment_hash,
    basket_name: row.basket_name,
    kind,
    sale_date: today,
    financial_year: year,
    lines: out,
    short_term_gain: fromPaise(total.short),
    long_term_gain: fromPaise(total.long),
    tax_before: fromPaise(before.taxPaise),
    tax_after: fromPaise(after.taxPaise),
    notes: TAX_NOTES,
  };
}
