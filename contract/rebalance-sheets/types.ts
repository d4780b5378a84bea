import { sheetUploadMessages } from '#contract/sheet-upload/messages';

/**
 * An adviser's rebalance from a spreadsheet (docs/rebalance-from-sheet.md, decision 0210): the
 * template's columns, the limits, the messages both sides show and the answers' shapes. Zod-free:
 * the app reads it.
 */

/** The template's columns, in order, as its header row spells them. */
export const SHEET_COLUMNS = ['client', 'basket', 'symbol', 'weight'] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** What each column is called in 'Please enter {label}'. */
export const SHEET_LABELS: Record<SheetColumn, string> = {
  client: 'the client’s email or PAN',
  basket: 'the basket',
  symbol: 'the NSE symbol',
  weight: 'the weight',
};

/** The upload's limits (fileBytes, maxRows, cellChars: contract/sheet-upload/messages.ts) and the preview's own. */
export const SHEET_LIMITS = {
  fileBytes: 1024 * 1024,
  /** Read and checked inside the upload's request. */
  maxRows: 5_000,
  cellChars: 200,
  /** Targets (one per investment) per page of the preview. */
  targetsPerPage: 20,
  /** Refused rows per page of the preview. */
  refusalsPerPage: 100,
  /** Sheets listed on the rebalance screen. */
  recentSheets: 20,
  /** A preview older than this cannot be applied: prices have moved since. */
  applyWithinHours: 24,
} as const;

const list = (rows: readonly number[]) =>
  rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`;

export const SHEET_MESSAGES = {
  ...sheetUploadMessages(SHEET_COLUMNS, SHEET_LIMITS),
  noRows: 'The file has no rows under its header',
  empty: (column: SheetColumn) => `Please enter ${SHEET_LABELS[column]}`,
  badClient: 'Please enter the client’s email or PAN (ABCDE1234F)',
  notYourClient: 'This is not one of your clients',
  panShared: 'More than one of your clients has this PAN: use the client’s email',
  noSuchBasket: 'You have no open basket by this name or id',
  notInvested: 'This client holds no active investment in this basket',
  unknownSymbol: 'This is not an NSE symbol we know',
  badWeight: 'Please enter a weight above 0 and at most 100, with at most two decimals',
  duplicateStock: (firstRow: number) => `This stock is already in row ${firstRow} for this client and basket`,
  badTotal: (total: string, rows: readonly number[]) =>
    `The weights of this client and basket (${list(rows)}) add up to ${total}%, not 100.00%`,
  targetRefused: (rows: readonly number[]) =>
    `Not applied: ${list(rows)} of the same client and basket ${rows.length === 1 ? 'was' : 'were'} refused, and a target is applied whole`,
  sheetNotFound: 'No such rebalance sheet',
  expired: `This preview is more than ${SHEET_LIMITS.applyWithinHours} hours old and prices have moved: upload the file again for a fresh preview`,
  nothingToApply: 'Nothing to apply: every row of this sheet was refused',
} as const;

/** What an investor is told of a rebalance from a sheet (push, or the in-app notice when no push reached them). */
export const SHEET_NOTICE = {
  title: 'Rebalance available',
  body: (basket: string) => `Your adviser set new weights for your ${basket} investment. Review the changes.`,
} as const;

/** One refused row: its number in the sheet (the header is row 1), the column, or 'row', and why. */
export interface SheetRefusal {
  row: number;
  field: SheetColumn | 'row';
  reason: string;
}

/** What happens to a stock, against the weights the investment follows (decision 0210). */
export type StockChange = 'added' | 'removed' | 'reweighted' | 'unchanged';

export interface SheetStock {
  symbol: string;
  name: string;
  /** Percent of the investment's holdings at last prices now; null when not held. */
  currentWeight: number | null;
  /** The sheet's weight; null for a stock held or followed that the sheet leaves out (sold). */
  targetWeight: number | null;
  change: StockChange;
}

/** One investment's target: who, which basket and broker, the sheet's rows and each stock. */
export interface SheetTarget {
  investment: string;
  /** active, or closed since the upload (such a target is skipped on apply). */
  investmentStatus: 'active' | 'closed';
  client: { name: string; email: string };
  basket: { hash: string; name: string };
  broker: string;
  rows: number[];
  stocks: SheetStock[];
}

export type SheetStatus = 'previewed' | 'applied';

/** The preview (upload and GET), and the result once applied. */
export interface RebalanceSheetBody {
  sheet: string;
  fileName: string;
  status: SheetStatus;
  createdAt: string;
  /** Until when it may be applied (createdAt + applyWithinHours); past it a previewed sheet is expired. */
  applyBy: string;
  /** A previewed sheet past applyBy. */
  expired: boolean;
  appliedAt: string | null;
  /** Data rows read. */
  rows: number;
  /** Targets accepted (one per investment). */
  targets: number;
  /** Rows refused. */
  refused: number;
  /** Once applied: rebalances created, identical pending ones kept, investments closed since the upload. */
  applied: { created: number; unchanged: number; closed: number } | null;
  targetsPage: SheetTarget[];
  page: number;
  pages: number;
  refusals: SheetRefusal[];
  refusalsPage: number;
  refusalsPages: number;
}

/** A sheet in the list (no targets, no refusals). */
export type RebalanceSheetSummary = Pick<
  RebalanceSheetBody,
  'sheet' | 'fileName' | 'status' | 'createdAt' | 'expired' | 'appliedAt' | 'rows' | 'targets' | 'refused' | 'applied'
>;

export interface RebalanceSheetsBody {
  sheets: RebalanceSheetSummary[];
}
