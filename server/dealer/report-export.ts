import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DealerReportBody } from '#contract/dealer/types';
import { istDateOf } from '#contract/locale/ist';
import { type CsvCell, neutralise, toCsv } from '../spreadsheets/csv';

/** The report as CSV (server/spreadsheets/csv.ts), headings first, the totals row last. */
export function reportCsv(report: DealerReportBody): string {
  const lines: CsvCell[][] = [report.columns.map((c) => c.label)];
  for (const row of report.rows) lines.push(report.columns.map((c) => row[c.key] ?? null));
  if (report.totals) lines.push(report.columns.map((c) => report.totals![c.key] ?? null));
  return toCsv(lines);
}

/** The report as XLSX through exceljs's streaming writer: rows are committed as they are written. */
export function reportXlsx(report: DealerReportBody, sheetName: string): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = report.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.kind === 'text' ? 28 : 18,
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  const write = async () => {
    for (const row of report.rows) {
      sheet.addRow(report.columns.map((c) => neutralise(row[c.key] ?? null))).commit();
    }
    if (report.totals) sheet.addRow(report.columns.map((c) => neutralise(report.totals![c.key] ?? null))).commit();
    sheet.commit();
    await book.commit();
  };
  write().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** dealer-payment-status-2026-11-23.csv: the report and the day (IST). */
export function exportFileName(report: string, now: Date, ext: 'csv' | 'xlsx'): string {
  return `dealer-${report}-${istDateOf(now)}.${ext}`;
}
