/**
 * CSV for spreadsheets (RFC 4180, CRLF lines): every cell quoted, quotes doubled, and a cell that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) prefixed
 * with an apostrophe, so an exported lead can never run in the admin's spreadsheet (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [header, ...rows].map(csvLine).join('\r\n') + '\r\n';
