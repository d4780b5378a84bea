/**
 * The one CSV writer for downloads (RFC 4180, CRLF lines, a CRLF after the last), docs/decisions/0248:
 * - a text cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 *   gets a leading apostrophe, so an export can never run in the reader's spreadsheet (OWASP, "CSV
 *   injection"); numbers are left as they are (−5 is a number, not a formula);
 * - a cell is quoted when it holds a quote, a comma or a line break (quotes doubled), or always on asking;
 * - the text starts with a byte order mark, so Excel reads UTF-8 (₹, names in Indian scripts).
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BOM = '\uFEFF';

export interface CsvOptions {
  /** 'needed' (the default): only cells with a quote, comma or line break; 'always': every cell. */
  quote?: 'needed' | 'always';
  /** The byte order mark first; true unless told. */
  bom?: boolean;
}

/** A text cell that would start a formula, with an apostrophe before it; anything else as it is. */
export function neutralise<T extends CsvCell>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell as CSV: null is empty. */
export function csvCell(value: CsvCell, quote: CsvOptions['quote'] = 'needed'): string {
  const text = value === null ? '' : String(neutralise(value));
  return quote === 'always' || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (a header row first, as the caller gives it) as CSV text. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const body = rows.map((row) => row.map((cell) => csvCell(cell, options.quote)).join(',')).join('\r\n');
  return `${options.bom === false ? '' : BOM}${body}\r\n`;
}
