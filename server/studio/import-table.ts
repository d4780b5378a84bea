import type { Table } from '../spreadsheets/parse-csv';
import { sheetRows } from '../spreadsheets/sheet-rows';

/**
 * The first worksheet of an XLSX file, row 1 first (an empty row as []), read as far as row
 * `maxRows` + 2 (rows past it are not read: the caller refuses the file), at most 50 columns. Streamed
 * and held to the workbook limits by server/spreadsheets/sheet-rows.ts: throws WorkbookTooLarge past
 * them, SheetError when the file is no workbook.
 */
export async function parseXlsx(bytes: Uint8Array, maxRows: number): Promise<Table> {
  const rows: Table = [];
  for await (const { row, cells } of sheetRows('xlsx', bytes, 50)) {
    if (row > maxRows + 2) break;
    while (rows.length < row - 1) rows.push([]);
    rows.push(cells);
  }
  return rows;
}
