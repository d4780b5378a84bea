import { SHEET_LIMITS, SHEET_MESSAGES as M } from '#contract/rebalance-sheets/types';
import { hasSheetHeaders } from './rules/sheet-rules';
import { SheetError, WorkbookTooLarge } from '../spreadsheets/sheet-errors';
import { sheetRows, type SheetKind, type SheetRow } from '../spreadsheets/sheet-rows';
import { sniff } from '../studio/upload-file';

/**
 * The data rows of an uploaded sheet, streamed (exceljs's WorkbookReader, or the CSV parser) and kept
 * only as text cells: at most SHEET_LIMITS.maxRows of them, four columns each. Or the reason the file
 * is refused whole: not a workbook or CSV (told by its first bytes, never its name), a workbook past
 * the workbook limits (server/spreadsheets/workbook-limits.ts), an empty first sheet, a header row that
 * is not the template's, no data rows, too many rows.
 */
export async function readSheet(bytes: Uint8Array): Promise<{ rows: SheetRow[] } | { problem: string }> {
  const sniffed = sniff(bytes);
  const kind: SheetKind | null = sniffed === 'zip' ? 'xlsx' : sniffed === 'text' ? 'csv' : null;
  if (!kind) return { problem: M.notAWorkbook };
  const rows: SheetRow[] = [];
  let header = false;
  try {
    for await (const { row, cells } of sheetRows(kind, bytes)) {
      if (!header) {
        if (!hasSheetHeaders(cells)) return { problem: M.wrongHeaders };
        header = true;
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (rows.length === SHEET_LIMITS.maxRows) return { problem: M.tooManyRows };
      rows.push({ row, cells: cells.slice(0, 4) });
    }
  } catch (e) {
    if (e instanceof WorkbookTooLarge) return { problem: e.message };
    if (e instanceof SheetError) return { problem: M.notAWorkbook };
    throw e;
  }
  if (!header) return { problem: M.emptySheet };
  return rows.length === 0 ? { problem: M.noRows } : { rows };
}
