import type { HoldingTerm } from '#contract/tax/types';
import { addDays, dayNumber, istInstant, isIsoDate, type IsoDate } from '../../market/ist';
import { financialYear } from '../../subscriptions/invoice-number';

/**
 * The dates of capital gains (docs/tax.md, "Dates"): the financial year of a sale, and when a lot of listed
 * shares turns long-term. Dates are IST calendar dates, 'YYYY-MM-DD'.
 */

/** The financial year (1 April to 31 March) a date falls in: '2025-26'. */
export const financialYearOf = (date: IsoDate): string => financialYear(istInstant(date, '12:00'));

/**
 * The first sale date on which shares bought on `boughtOn` are long-term. Listed shares are short-term when held
 * "not more than twelve months" (s. 2(42A)); the day of purchase is not counted (General Clauses Act s. 9), so shares
 * bought on 15 January 2024 have been held twelve months on 15 January 2025 and more than twelve from 16 January
 * 2025. Bought on 29 February, the twelve months end on 28 February.
 */
export function turnsLongTermOn(boughtOn: IsoDate): IsoDate {
  if (!isIsoDate(boughtOn)) throw new RangeError(`not a date (YYYY-MM-DD): "${boughtOn}"`);
  const sameDay = `${Number(boughtOn.slice(0, 4)) + 1}${boughtOn.slice(4)}`;
  const twelveMonths = isIsoDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
  return addDays(twelveMonths, 1);
}

/** Short- or long-term, for shares bought on `boughtOn` and sold on `soldOn`. */
export const holdingTerm = (boughtOn: IsoDate, soldOn: IsoDate): HoldingTerm =>
  soldOn >= turnsLongTermOn(boughtOn) ? 'long' : 'short';

/** Whole days from `today` until shares bought on `boughtOn` turn long-term; 0 once they are. */
export const daysUntilLongTerm = (boughtOn: IsoDate, today: IsoDate): number =>
  Math.max(0, dayNumber(turnsLongTermOn(boughtOn)) - dayNumber(today));
