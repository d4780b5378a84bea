import type { Table } from '../../spreadsheets/parse-csv';
import { findIndex } from '../instruments';
import type { ImportedBar, ReadRows } from './import-types';
import { nseDate } from './nse-dates';
import { checkedRange, count, positive, readRows, type CellOf } from './read-rows';

/**
 * The columns read from NSE Indices' daily closes, ind_close_all_DDMMYYYY.csv (13 columns: Index Name,
 * Index Date, Open/High/Low/Closing Index Value, Points Change, Change(%), Volume, Turnover (Rs. Cr.),
 * P/E, P/B, Div Yield; docs/market-data.md).
 */
export const INDEX_CLOSE_COLUMNS = [
  'Index Name',
  'Index Date',
  'Open Index Value',
  'High Index Value',
  'Low Index Value',
  'Closing Index Value',
  'Volume',
] as const;

/** NSE writes '-' where it has no value (an index computed only at the close): the close stands in, a volume is 0. */
const ABSENT = '-';

/** The closes of the indices the product knows (by their NSE Indices name, any case); others are ignored. */
export function readIndexCloses(table: Table): ReadRows<ImportedBar> {
  return readRows(table, (cell) => {
    const index = findIndex(cell('Index Name'));
    if (!index) return null;
    const close = positive(cell, 'Closing Index Value');
    const level = (column: string) => (cell(column) === ABSENT ? close : positive(cell, column));
    return checkedRange({
      symbol: index.symbol,
      date: nseDate(cell('Index Date'), 'Index Date'),
      open: level('Open Index Value'),
      high: level('High Index Value'),
      low: level('Low Index Value'),
      close,
      volume: volumeOf(cell),
    });
  });
}

function volumeOf(cell: CellOf): number {
  return cell('Volume') === ABSENT ? 0 : count(cell, 'Volume');
}
