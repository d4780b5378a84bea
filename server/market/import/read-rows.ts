import type { Table } from '../../spreadsheets/parse-csv';
import type { LineProblem, ReadRows } from './import-types';

/** A row that cannot be loaded; its message is the reason printed beside the line number. */
export class RowProblem extends Error {}

/** The cell of a named column in the row being read, trimmed. */
export type CellOf = (column: string) => string;

/** The columns missing from a header row (names compared as NSE writes them, spaces around ignored). */
export function missingColumns(header: readonly string[], required: readonly string[]): string[] {
  const have = new Set(header.map((h) => h.trim()));
  return required.filter((c) => !have.has(c));
}

/**
 * Reads the data rows of a table whose first row is its header, each with `readRow`: a record, null for
 * a row left out on purpose, or a RowProblem for a malformed one, which is reported with its line and
 * skipped. A row with another number of cells than the header is malformed; blank lines are passed over.
 */
export function readRows<T>(table: Table, readRow: (cell: CellOf) => T | null): ReadRows<T> {
  const header = (table[0] ?? []).map((h) => h.trim());
  const at = new Map(header.map((name, i) => [name, i] as const));
  const out: ReadRows<T> = { records: [], problems: [], ignored: 0 };
  table.slice(1).forEach((row, i) => {
    const line = i + 2;
    if (row.every((c) => c.trim() === '')) return;
    const problem = (reason: string): LineProblem => ({ line, reason });
    if (row.length !== header.length) {
      out.problems.push(problem(`${row.length} cells where the header has ${header.length}`));
      return;
    }
    try {
      const record = readRow((column) => (row[at.get(column)!] ?? '').trim());
      if (record === null) out.ignored++;
      else out.records.push(record);
    } catch (e) {
      if (!(e instanceof RowProblem)) throw e;
      out.problems.push(problem(e.message));
    }
  });
  return out;
}

/** A price or index value: digits with an optional decimal part (NSE writes ".54"), more than 0. */
export function positive(cell: CellOf, column: string): number {
  const text = cell(column);
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : NaN;
  if (!(value > 0)) throw new RowProblem(`${column} "${text}" is not a price`);
  return value;
}

/** A whole count of 0 or more (shares traded). */
export function count(cell: CellOf, column: string): number {
  const text = cell(column);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new RowProblem(`${column} "${text}" is not a whole number`);
  }
  return Number(text);
}

/** A day's open, high, low and close that agree with each other (low ≤ open, close ≤ high). */
export function checkedRange<T extends { open: number; high: number; low: number; close: number }>(bar: T): T {
  const { open, high, low, close } = bar;
  if (low > Math.min(open, close) || high < Math.max(open, close)) {
    throw new RowProblem(`low ${low} and high ${high} do not contain open ${open} and close ${close}`);
  }
  return bar;
}
