import ExcelJS from 'exceljs';
import { SHEET_COLUMNS, SHEET_LIMITS } from '#contract/rebalance-sheet';

const WIDTHS: Record<(typeof SHEET_COLUMNS)[number], number> = { client: 32, basket: 32, symbol: 14, weight: 10 };

/** What each column takes and the rules (docs/rebalance-from-sheet.md). */
const NOTES: string[][] = [
  ['Column', 'What to enter'],
  ['client', 'The client’s email, or PAN (ABCDE1234F): one of your clients who holds the basket.'],
  ['basket', 'Your basket’s name as in the studio, or its id (the last part of its address).'],
  ['symbol', 'The stock’s NSE symbol, e.g. INFY, HDFCBANK.'],
  ['weight', 'The stock’s target weight in percent, above 0 and at most 100, up to two decimals: 12.5 or 12.50.'],
  [],
  ['Rules'],
  ['', 'Keep the first row as it is. One stock per row; the first sheet is read, this one is not.'],
  ['', 'The rows of one client and one basket are that client’s target: its weights must add up to exactly 100.00.'],
  ['', 'A stock the client holds in the basket and you leave out is sold; a stock you add is bought.'],
  ['', 'A target with any bad row is refused whole; the other targets can still be applied.'],
  ['', 'The client’s pending rebalance in that basket, if any, is replaced.'],
  [
    '',
    `At most ${SHEET_LIMITS.maxRows.toLocaleString('en-IN')} rows and 1 MB per file. A preview can be applied for ${SHEET_LIMITS.applyWithinHours} hours.`,
  ],
];

/** The rebalance template: a Targets sheet with its header row, and Notes; `creator` is the brand's name. */
export async function sheetTemplate(creator: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = creator;
  const sheet = workbook.addWorksheet('Targets', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((key) => ({ header: key, key, width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  // Text columns, so Excel keeps a PAN and a symbol as typed; the weight a plain number (not a percent format).
  for (const key of ['client', 'basket', 'symbol'] as const) sheet.getColumn(key).numFmt = '@';
  sheet.getColumn('weight').numFmt = '0.00';
  const help = workbook.addWorksheet('Notes');
  help.addRows(NOTES);
  help.getRow(1).font = { bold: true };
  help.columns = [{ width: 12 }, { width: 100 }];
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
