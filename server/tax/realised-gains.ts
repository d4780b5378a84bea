import type { SaleFigures, SoldLot } from '#contract/tax/types';
import { fromPaise } from '#contract/money/paise';
import { matchLots, type Sale, type SalePiece } from './rules/fifo-lots';
import { financialYearOf } from './rules/tax-dates';
import type { GainPiece } from './rules/year-tax';
import type { FilledLine } from './tax-store';

/** The investor's lines as the FIFO rule reads them (docs/tax.md, "Lots"), matched: sales and the lots left. */
export const matchInvestorLots = (lines: readonly FilledLine[]) =>
  matchLots(
    lines.map((l) => ({
      account: l.account,
      symbol: l.symbol,
      side: l.side,
      date: l.date,
      quantity: l.quantity,
      pricePaise: l.pricePaise,
      ref: l.trade,
    })),
  );

/** The pieces of the sales made in a financial year, as the year's tax reads them. */
export const piecesOfYear = (sales: readonly Sale[], year: string): GainPiece[] =>
  sales
    .filter((s) => financialYearOf(s.soldOn) === year)
    .flatMap((s) => s.pieces.map((p) => ({ soldOn: s.soldOn, term: p.term, gainPaise: p.gainPaise })));

/** A sale's net gain of each term, in paise. */
export function termGains(pieces: readonly SalePiece[]): { short: number; long: number } {
  const sum = { short: 0, long: 0 };
  for (const p of pieces) sum[p.term] += p.gainPaise;
  return sum;
}

export const soldLot = (p: SalePiece): SoldLot => ({
  bought_on: p.boughtOn,
  trade: p.buyRef,
  quantity: p.quantity,
  buy_price: fromPaise(p.buyPricePaise),
  cost: fromPaise(p.costPaise),
  proceeds: fromPaise(p.proceedsPaise),
  gain: fromPaise(p.gainPaise),
  term: p.term,
});

/** Cost and proceeds of the shares matched to lots, in paise. */
export const matchedValue = (pieces: readonly SalePiece[]) => ({
  costPaise: pieces.reduce((s, p) => s + p.costPaise, 0),
  proceedsPaise: pieces.reduce((s, p) => s + p.proceedsPaise, 0),
});

/** A sale's figures as the statement and the estimate show them, in rupees (its lots apart). */
export function saleFigures(s: Sale): SaleFigures {
  const gains = termGains(s.pieces);
  const value = matchedValue(s.pieces);
  return {
    symbol: s.symbol,
    quantity: s.quantity,
    price: fromPaise(s.pricePaise),
    proceeds: fromPaise(value.proceedsPaise),
    cost: fromPaise(value.costPaise),
    short_term_gain: fromPaise(gains.short),
    long_term_gain: fromPaise(gains.long),
    unmatched_quantity: s.unmatchedQuantity,
  };
}
