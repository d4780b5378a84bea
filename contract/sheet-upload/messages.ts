/**
 * What an upload of a spreadsheet is told (the advisers' client import, docs/client-import.md, and
 * rebalance from a sheet, docs/rebalance-from-sheet.md): one set of words for the file and its
 * template, with each feature's columns and limits. Zod-free: the app reads it.
 */

/** The limits of an upload that its messages name. */
export interface SheetUploadLimits {
  /** The largest file accepted, in bytes (a whole number of MB). */
  fileBytes: number;
  /** Data rows per file (the header row aside). */
  maxRows: number;
  /** Characters in one cell; a longer cell refuses its row. */
  cellChars: number;
}

export const sheetUploadMessages = (columns: readonly string[], limits: SheetUploadLimits) =>
  ({
    fileMissing: 'Please choose an .xlsx or .csv file to upload',
    tooLarge: `The file is larger than ${limits.fileBytes / (1024 * 1024)} MB`,
    notAWorkbook: 'The file is not an Excel workbook (.xlsx) or a CSV file',
    emptySheet: 'The first sheet has no rows',
    wrongHeaders: `The first row must name the columns ${columns.join(', ')}`,
    tooManyRows: `The file has more than ${limits.maxRows.toLocaleString('en-IN')} rows`,
    cellTooLong: `This cell is longer than ${limits.cellChars} characters`,
  }) as const;
