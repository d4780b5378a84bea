import type { IsoDate } from '../ist';

/** One symbol's day as an NSE file gives it, unadjusted. */
export interface ImportedBar {
  symbol: string;
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Which file a bar came from: a re-import of one replaces only that file's rows of its date. */
export type BarKind = 'equity' | 'index';

/** A split or a bonus: before `exDate`, prices × numerator / denominator (and volumes ÷ it). */
export interface CorporateAction {
  symbol: string;
  exDate: IsoDate;
  kind: 'split' | 'bonus';
  numerator: number;
  denominator: number;
  /** The exchange's words, kept to show where the ratio came from. */
  purpose: string;
}

/** A row refused: its line in the file (the header is line 1) and why. */
export interface LineProblem {
  line: number;
  reason: string;
}

/** What a file's rows gave: the records, the rows refused, and the rows left out on purpose (other series, symbols not offered). */
export interface ReadRows<T> {
  records: T[];
  problems: LineProblem[];
  ignored: number;
}

export type ParsedFile =
  ({ kind: BarKind } & ReadRows<ImportedBar>) | ({ kind: 'actions' } & ReadRows<CorporateAction>);
