import { isIsoDate, type IsoDate } from '../ist';
import { RowProblem } from './read-rows';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A date as NSE's files write it, as YYYY-MM-DD: the bhavcopy's '2026-11-19', the index closes'
 * '19-11-2026' and the corporate actions' '19-Nov-2026'. Anything else, or a day that does not exist,
 * is a RowProblem naming the column.
 */
export function nseDate(text: string, column: string): IsoDate {
  let iso = text;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const dMonY = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (dmy) iso = `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  else if (dMonY) {
    const month = MONTHS.indexOf(dMonY[2]!.toUpperCase()) + 1;
    iso = `${dMonY[3]}-${String(month).padStart(2, '0')}-${dMonY[1]}`;
  }
  if (!isIsoDate(iso)) throw new RowProblem(`${column} "${text}" is not a date`);
  return iso;
}
