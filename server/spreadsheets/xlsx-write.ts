import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  key: string;
  width: number;
  /** Excel's number format for the column, e.g. '#,##0.00'. */
  numFmt?: string;
}

/** One sheet through exceljs's streaming writer: rows are committed as they are written. */
export function streamXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: Iterable<readonly XlsxCell[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  const write = async () => {
    for (const row of rows) sheet.addRow([...row]).commit();
    sheet.commit();
    await book.commit();
  };
  write().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** An XLSX in memory with one sheet holding `rows` (the header row first). */
export const xlsxBytes = (sheetName: string, rows: Iterable<readonly XlsxCell[]>): Promise<Uint8Array> =>
  xlsxBookBytes([{ name: sheetName, rows }]);

/** An XLSX in memory with a sheet per entry, in their order, each holding its rows. */
export async function xlsxBookBytes(
  sheets: readonly { name: string; rows: Iterable<readonly XlsxCell[]> }[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = workbook.addWorksheet(name);
    for (const r of rows) sheet.addRow([...r]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
