import type { DealerReportBody, ReportCell } from '#contract/dealer/types';
import { streamXlsx } from '../spreadsheets/xlsx-write';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
 * prefixed with an apostrophe, in the CSV and the XLSX alike (OWASP, "CSV Injection").
 */
export function neutralise(v: ReportCell): ReportCell {
  return typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

const csvField = (v: ReportCell) => {
  const s = v === null ? '' : String(neutralise(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The report as CSV (RFC 4180, CRLF), headings first, with a BOM so spreadsheets read UTF-8. */
export function reportCsv(report: DealerReportBody): string {
  const lines = [report.columns.map((c) => csvField(c.label))];
  for (const row of report.rows) lines.push(report.columns.map((c) => csvField(row[c.key] ?? null)));
  if (report.totals) lines.push(report.columns.map((c) => csvField(report.totals![c.key] ?? null)));
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** The report as XLSX, streamed: rows are committed as they are written. */
export function reportXlsx(report: DealerReportBody, sheetName: string): ReadableStream<Uint8Array> {
  const columns = report.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.kind === 'text' ? 28 : 18,
    ...(c.kind === 'money' ? { numFmt: '#,##0.00' } : {}),
  }));
  const line = (row: Record<string, ReportCell>) => report.columns.map((c) => neutralise(row[c.key] ?? null));
  function* rows() {
    for (const row of report.rows) yield line(row);
    if (report.totals) yield line(report.totals);
  }
  return streamXlsx(sheetName, columns, rows());
}

/** dealer-payment-status-2026-11-23.csv: the report and the day (IST). */
export function exportFileName(report: string, now: Date, ext: 'csv' | 'xlsx'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  return `dealer-${report}-${day}.${ext}`;
}
