import type { Table } from '../../spreadsheets/parse-csv';
import { findInstrument } from '../instruments';
import { EQUITY_SERIES } from './bhavcopy';
import type { CorporateAction, ReadRows } from './import-types';
import { nseDate } from './nse-dates';
import { readRows, RowProblem } from './read-rows';

/**
 * The columns read from NSE's corporate actions export (nseindia.com, Corporate filings → Corporate
 * actions, "Download (.csv)": CF-CA-equities-<from>-to-<to>.csv, columns SYMBOL, COMPANY NAME, SERIES,
 * PURPOSE, FACE VALUE, EX-DATE, RECORD DATE, BOOK CLOSURE START DATE, BOOK CLOSURE END DATE).
 */
export const CORPORATE_ACTION_COLUMNS = ['SYMBOL', 'SERIES', 'PURPOSE', 'EX-DATE'] as const;

const BONUS = /\bbonus\b\s*(\d+)\s*:\s*(\d+)/i;
const SPLIT = /\b(split|sub-?division)\b/i;
const FACE_VALUES = /from\s+r[se]\.?\s*(\d+(?:\.\d+)?)\s*\/?-?.*?\bto\s+r[se]\.?\s*(\d+(?:\.\d+)?)/i;

/**
 * The ratio a purpose sets, as NSE words it: 'Bonus 1:1' (one new share for each held: prices halve,
 * 1/2), 'Bonus 3:2' (2/5), 'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per
 * Share' (2/10). Null for any other purpose (dividends, rights, buy-backs: no adjustment here); a
 * split or bonus whose ratio cannot be read is a RowProblem rather than a guess.
 */
export function ratioOf(purpose: string): Pick<CorporateAction, 'kind' | 'numerator' | 'denominator'> | null {
  const bonus = BONUS.exec(purpose);
  if (bonus) {
    const [given, held] = [Number(bonus[1]), Number(bonus[2])];
    if (given > 0 && held > 0) return { kind: 'bonus', numerator: held, denominator: held + given };
  }
  if (SPLIT.test(purpose)) {
    const faces = FACE_VALUES.exec(purpose);
    const [from, to] = faces ? [Number(faces[1]), Number(faces[2])] : [NaN, NaN];
    if (to > 0 && from > to) return { kind: 'split', numerator: to, denominator: from };
  }
  if (/\bbonus\b/i.test(purpose) || SPLIT.test(purpose)) throw new RowProblem(`PURPOSE "${purpose}": no ratio read`);
  return null;
}

/** The splits and bonuses of the instruments the product offers; other rows are counted as ignored. */
export function readCorporateActions(table: Table): ReadRows<CorporateAction> {
  return readRows(table, (cell) => {
    const instrument = findInstrument(cell('SYMBOL'));
    if (!instrument || !(EQUITY_SERIES as readonly string[]).includes(cell('SERIES'))) return null;
    const purpose = cell('PURPOSE');
    const ratio = ratioOf(purpose);
    if (!ratio) return null;
    return { symbol: instrument.symbol, exDate: nseDate(cell('EX-DATE'), 'EX-DATE'), ...ratio, purpose };
  });
}
