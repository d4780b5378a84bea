import type { CustomerInputField } from '#contract/customer/fields';
import { sheetUploadMessages } from '#contract/sheet-upload/messages';

/**
 * The advisers' client import and rebalance from a spreadsheet (docs/client-import.md): the
 * template's columns, the limits, the messages and the answers' shapes. Zod-free: the app reads it.
 */

/** The template's columns, in order, as its header row spells them. */
export const IMPORT_COLUMNS = [
  'name',
  'email',
  'mobile',
  'dob',
  'pan',
  'state',
] as const satisfies readonly CustomerInputField[];
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** What each column is called in a message ('Please enter {label}'). */
export const IMPORT_LABELS: Record<ImportColumn, string> = {
  name: 'name',
  email: 'email',
  mobile: 'mobile number',
  dob: 'date of birth',
  pan: 'PAN',
  state: 'state',
};

/** The upload's limits (fileBytes, maxRows, cellChars: contract/sheet-upload/messages.ts) and the import's own. */
export const IMPORT_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  cellChars: 200,
  /** Rows validated and imported per transaction (the progress checkpoint). */
  batchRows: 250,
  /** Refused rows per page of the status call. */
  refusalsPerPage: 100,
  /** Imports listed on the import screen. */
  recentJobs: 20,
} as const;

export const IMPORT_MESSAGES = {
  ...sheetUploadMessages(IMPORT_COLUMNS, IMPORT_LIMITS),
  emailTaken: 'This email belongs to an account that is not your client',
  mobileTaken: 'This mobile number belongs to an account that is not your client',
  duplicateInFile: 'This client appears earlier in the file',
  jobNotFound: 'No such import',
  unreadable: 'The file could not be read',
} as const;

export type ImportJobStatus = 'queued' | 'processing' | 'done' | 'failed';

/** One refused row: its number in the sheet (the header is row 1), the column and why. */
export interface ImportRefusal {
  row: number;
  field: ImportColumn | 'row';
  reason: string;
}

/** An import as the status call and the list answer it. */
export interface ImportJobBody {
  id: string;
  fileName: string;
  status: ImportJobStatus;
  /** Why a failed import failed. */
  failure: string | null;
  /** Data rows in the file, once counted. */
  total: number | null;
  processed: number;
  imported: number;
  /** Rows whose client was already the adviser's (same PAN, email or mobile). */
  alreadyImported: number;
  refused: number;
  createdAt: string;
  finishedAt: string | null;
  /** A page of the refused rows, in row order (the status call only; empty in the list). */
  refusals: ImportRefusal[];
  refusalsPage: number;
  refusalsPages: number;
}

export interface ImportJobsBody {
  jobs: ImportJobBody[];
}
