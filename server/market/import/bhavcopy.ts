import type { Table } from '../../spreadsheets/parse-csv';
import { findInstrument } from '../instruments';
import type { ImportedBar, ReadRows } from './import-types';
import { nseDate } from './nse-dates';
import { checkedRange, count, positive, readRows, RowProblem } from './read-rows';

/**
 * The columns read from NSE's common bhavcopy in the UDiFF format (capital market segment, published
 * since 8 July 2024 as BhavCopy_NSE_CM_0_0_0_YYYYMMDD_F_0000.csv.zip; docs/market-data.md). The file
 * has 34 columns; these are found by name, so their order does not matter.
 */
export const BHAVCOPY_COLUMNS = [
  'TradDt',
  'Sgmt',
  'TckrSymb',
  'SctySrs',
  'OpnPric',
  'HghPric',
  'LwPric',
  'ClsPric',
  'TtlTradgVol',
] as const;

/**
 * The series whose prices are the product's: EQ, the rolling market where nearly every share and ETF
 * trades, and BE, trade-for-trade, where the exchange moves a share for surveillance (it is still the
 * same company's price). Other series (bonds, SME, rights entitlements, partly paid) are left out. A
 * symbol in both on one day keeps its EQ row.
 */
export const EQUITY_SERIES = ['EQ', 'BE'] as const;

/** The bhavcopy's bars of the instruments the product offers; other rows are counted as ignored. */
export function readBhavcopy(table: Table): ReadRows<ImportedBar> {
  const seen = new Set<string>();
  const read = readRows(table, (cell) => {
    const instrument = findInstrument(cell('TckrSymb'));
    const series = cell('SctySrs');
    if (cell('Sgmt') !== 'CM' || !instrument || !(EQUITY_SERIES as readonly string[]).includes(series)) return null;
    const bar = checkedRange({
      symbol: instrument.symbol,
      date: nseDate(cell('TradDt'), 'TradDt'),
      open: positive(cell, 'OpnPric'),
      high: positive(cell, 'HghPric'),
      low: positive(cell, 'LwPric'),
      close: positive(cell, 'ClsPric'),
      volume: count(cell, 'TtlTradgVol'),
    });
    if (seen.has(`${dayOf(bar)}|${series}`))
      throw new RowProblem(`a second ${series} row for ${bar.symbol} on ${bar.date}`);
    seen.add(`${dayOf(bar)}|${series}`);
    return { bar, series };
  });
  const withEq = new Set(read.records.filter((r) => r.series === 'EQ').map((r) => dayOf(r.bar)));
  const kept = read.records.filter((r) => r.series === 'EQ' || !withEq.has(dayOf(r.bar)));
  return {
    records: kept.map((r) => r.bar),
    problems: read.problems,
    ignored: read.ignored + read.records.length - kept.length,
  };
}

const dayOf = (bar: ImportedBar) => `${bar.symbol}|${bar.date}`;
