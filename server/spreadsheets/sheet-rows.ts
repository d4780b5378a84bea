import { parseCsv } from './parse-csv';
import { SheetError } from './sheet-errors';
import { checkWorkbook } from './workbook-bounds';
import { firstSheetRows } from './xlsx-read';

/** One row of a sheet: its number (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type SheetKind = 'xlsx' | 'csv';

/** The most columns read from a row unless the reader asks for more: the templates have six, a few spare are ignored. */
const MAX_COLUMNS = 20;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date as YYYY-MM-DD (its calendar day as Excel shows it), a number as written. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

/**
 * The first worksheet's rows, streamed: each part of the zip is inflated and parsed a chunk at a time
 * (./xlsx-read.ts), so a 5,000-row file never sits in memory as a workbook. Before it reads anything,
 * checkWorkbook holds the file to WORKBOOK_LIMITS (what it may inflate to, its cells, shared strings and characters): exceljs
 * keeps every shared string, so one huge string would otherwise all be in memory. Empty rows are
 * skipped (exceljs does not emit them). Throws WorkbookTooLarge past a limit, SheetError when the
 * bytes are no workbook.
 */
async function* xlsxRows(bytes: Uint8Array, columns: number): AsyncGenerator<SheetRow> {
  await checkWorkbook(bytes);
  try {
    yield* readXlsx(bytes, columns);
  } catch (e) {
    throw new SheetError(e instanceof Error ? e.message : String(e));
  }
}

async function* readXlsx(bytes: Uint8Array, columns: number): AsyncGenerator<SheetRow> {
  for await (const row of firstSheetRows(bytes)) {
    const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
    const cells: string[] = [];
    // row.values is 1-based: index 0 is empty.
    for (let col = 1; col < Math.min(values.length, columns + 1); col++) cells.push(cellText(values[col]));
    yield { row: row.number, cells };
  }
}

function* csvRows(bytes: Uint8Array, columns: number): Generator<SheetRow> {
  const table = parseCsv(new TextDecoder('utf-8').decode(bytes));
  for (const [i, cells] of table.entries()) {
    if (cells.every((c) => c.trim() === '')) continue;
    yield { row: i + 1, cells: cells.slice(0, columns) };
  }
}

/** The rows of an uploaded file, the header row first; at most `columns` cells each. */
export function sheetRows(
  kind: SheetKind,
  bytes: Uint8Array,
  columns = MAX_COLUMNS,
): AsyncIterable<SheetRow> | Iterable<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(bytes, columns) : csvRows(bytes, columns);
}
