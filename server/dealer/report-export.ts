import type { DealerReportBody, ReportCell } from '#contract/dealer/types';
import { istDateOf } from '#contract/locale/ist';
import { type CsvCell, neutralise, toCsv } from '../spreadsheets/csv';
import { streamXlsx } from '../spreadsheets/xlsx-write';

/** The report as CSV (server/spreadsheets/csv.ts), headings first, the totals row last. */
export function reportCsv(report: DealerReportBody): string {
  const lines: CsvCell[][] = [report.columns.map((c) => c.label)];
  for (const row of report.rows) lines.push(report.columns.map((c) => row[c.key] ?? null));
  if (report.totals) lines.push(report.columns.map((c) => report.totals![c.key] ?? null));
  return toCsv(lines);
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
  return `dealer-${report}-${istDateOf(now)}.${ext}`;
}
