import type { BasketDetails, ConstituentRow } from '#contract/baskets/details';
import type { StockQuote } from '#contract/market/types';
import { formatDate, formatPercent, formatPrice, formatRupees } from '#contract/locale/format';
import { timeOfDay } from '#src/lib/format/date-time';
import { stockSheetMessages as m } from './stock-sheet-messages';

/** One labelled figure of the sheet; `tone` colours a gain or a loss, whose sign is written too. */
export interface SheetFigure {
  label: string;
  value: string;
  tone?: 'gain' | 'loss';
}

/** '+₹12.30 (+1.01%)', '−₹4.05 (−0.32%)': the day's change in rupees to the paisa, then in percent. */
export const changeText = (q: Pick<StockQuote, 'change' | 'changePercent'>) =>
  `${formatRupees(q.change, { maxFractionDigits: 2, fixed: true, signed: true })} (${formatPercent(q.changePercent, { signed: true })})`;

/**
 * A stock's price as the market has it (docs/market-data.md, "Quotes"): the last traded price and the change
 * since the previous close, then the session's open, high and low; its close once the session has ended
 * (the last price is then the close), and the previous close the change is measured from. `session` says
 * which: the market open with the quote's time, or the closed session's day.
 */
export function priceFigures(q: StockQuote): { session: string; figures: SheetFigure[] } {
  const tone = q.change > 0 ? 'gain' : q.change < 0 ? 'loss' : undefined;
  const figures: SheetFigure[] = [
    { label: m.price, value: formatPrice(q.ltp) },
    { label: m.dayChange, value: changeText(q), ...(tone ? { tone } : {}) },
    { label: m.open, value: formatPrice(q.open) },
    { label: m.high, value: formatPrice(q.high) },
    { label: m.low, value: formatPrice(q.low) },
    ...(q.marketOpen ? [] : [{ label: m.close, value: formatPrice(q.ltp) }]),
    { label: m.previousClose, value: formatPrice(q.previousClose) },
  ];
  const session = q.marketOpen ? m.sessionOpen(timeOfDay(q.asOf)) : m.sessionClosed(formatDate(q.sessionDate));
  return { session, figures };
}

/**
 * The stock's place in the basket, from the basket's details: its weight, the whole shares the minimum
 * amount buys (when prices allowed working them out), its sector and the basket's weight in that sector.
 */
export function basketFigures(
  row: ConstituentRow,
  basket: Pick<BasketDetails, 'sectors' | 'minimumAmount'>,
): SheetFigure[] {
  const sector = basket.sectors.find((s) => s.sector === row.sector);
  return [
    { label: m.weight, value: formatPercent(row.weight) },
    ...(row.minimumQuantity === null
      ? []
      : [{ label: m.shares(formatRupees(basket.minimumAmount)), value: String(row.minimumQuantity) }]),
    { label: m.sector, value: row.sector },
    { label: m.sectorWeight(row.sector), value: formatPercent(sector?.weight) },
  ];
}
