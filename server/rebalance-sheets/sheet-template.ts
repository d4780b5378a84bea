import { SHEET_COLUMNS, SHEET_LIMITS } from '#contract/rebalance-sheets/types';
import type { BrandConfig } from '../../brands/schema';
import { builtOncePerBrand, templateWorkbook } from '../spreadsheets/template-workbook';

const WIDTHS: Record<(typeof SHEET_COLUMNS)[number], number> = { client: 32, basket: 32, symbol: 14, weight: 10 };

/** What each column takes and the rules (docs/rebalance-from-sheet.md). */
const NOTES: readonly (readonly string[])[] = [
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

/** The rebalance template: a Targets sheet with its header row, and Notes; built once per brand (its name the author). */
export const sheetTemplate = builtOncePerBrand((brand: Pick<BrandConfig, 'id' | 'displayName'>) =>
  templateWorkbook({
    creator: brand.displayName,
    sheet: 'Targets',
    columns: SHEET_COLUMNS,
    widths: WIDTHS,
    // Text columns, so Excel keeps a PAN and a symbol as typed; the weight a plain number (not a percent format).
    formats: { client: '@', basket: '@', symbol: '@', weight: '0.00' },
    notes: NOTES,
    notesWidths: [12, 100],
  }),
);
