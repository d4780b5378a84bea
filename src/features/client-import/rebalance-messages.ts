import { SHEET_LIMITS, type RebalanceSheetSummary, type StockChange } from '#contract/rebalance-sheets/types';
import { formatDateTime } from '#src/lib/format/date-time';

const n = (v: number) => v.toLocaleString('en-IN');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** What the rebalance-from-a-spreadsheet screens say (docs/rebalance-from-sheet.md). */
export const rebalanceMessages = {
  title: 'Rebalance from a spreadsheet',
  templateText:
    'One stock per row: the client’s email or PAN, your basket’s name or id, the NSE symbol and its target weight. A client’s weights in a basket add up to 100. Its Notes sheet says the rest.',
  uploadHint: `.xlsx or .csv, at most 1 MB and ${n(SHEET_LIMITS.maxRows)} rows. You see a preview first: nothing changes until you apply it.`,
  recent: 'Recent sheets',
  loadingList: 'Loading your sheets…',
  listFailed: 'Your sheets could not be loaded.',
  noSheets: 'No sheets yet: upload one above.',
  tryAgain: 'Try again',
  backToImports: 'Back to client import',
  back: 'Back to rebalance sheets',

  sheetTitle: (fileName: string) => `Rebalance sheet ${fileName}`,
  loadingSheet: 'Loading the preview…',
  sheetMissing: 'No such sheet',
  sheetMissingText: 'It may belong to another account, or the link is wrong.',
  sheetFailed: 'The preview could not be loaded',
  when: formatDateTime,
  status: (s: RebalanceSheetSummary) => {
    if (s.applied)
      return `Applied ${formatDateTime(s.appliedAt!)}: ${plural(s.applied.created, 'rebalance', 'rebalances')} created, ${n(s.applied.unchanged)} already waiting, ${n(s.applied.closed)} skipped (investment closed)`;
    if (s.expired)
      return `Expired: more than ${SHEET_LIMITS.applyWithinHours} hours old. Upload the file again for a fresh preview.`;
    return `Preview: ${plural(s.targets, 'target', 'targets')} ready, ${plural(s.refused, 'row', 'rows')} refused`;
  },
  applyBy: (iso: string) =>
    `Nothing has changed yet. Apply it by ${formatDateTime(iso)}, while prices are close to these.`,
  counts: { rows: 'Rows', targets: 'Targets ready', refused: 'Rows refused' },
  targets: 'Targets',
  noTargets: 'No target can be applied: every row was refused. Fix the rows below and upload the file again.',
  targetHeading: (client: string, basket: string) => `${client}: ${basket}`,
  targetMeta: (email: string, broker: string, rows: number[]) =>
    `${email} · ${broker} · ${rows.length === 1 ? 'row' : 'rows'} ${rows.join(', ')}`,
  closed: 'Investment closed since the upload: skipped.',
  stocksCaption: (client: string, basket: string) => `Weights for ${client} in ${basket}`,
  columns: { stock: 'Stock', now: 'Now', target: 'Target', change: 'Change' },
  change: {
    added: 'Added',
    removed: 'Removed',
    reweighted: 'Reweighted',
    unchanged: 'No change',
  } satisfies Record<StockChange, string>,
  refusedRows: 'Refused rows',
  refusedNote: 'A client’s target with any refused row is refused whole; the other targets can still be applied.',
  pages: (what: string) => `${what} pages`,

  apply: 'Apply',
  applyTitle: 'Apply this sheet?',
  applyText: (targets: number) =>
    `${plural(targets, 'investment gets', 'investments get')} a pending rebalance to your weights, replacing any rebalance waiting there. The investors are told and decide themselves.`,
  cancel: 'Cancel',
  applied: (created: number) =>
    `Applied: ${plural(created, 'rebalance', 'rebalances')} created. The investors are told.`,
  applyFailed: 'The sheet could not be applied. Please try again.',
} as const;
