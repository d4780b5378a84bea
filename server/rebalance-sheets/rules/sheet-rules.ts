import { PAN_PATTERN } from '#contract/customer/fields';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '#contract/forms/patterns';
import { WHOLE_HUNDREDTHS } from '#contract/money/hundredths';
import {
  SHEET_COLUMNS,
  SHEET_LIMITS,
  SHEET_MESSAGES as M,
  type SheetColumn,
  type SheetRefusal,
} from '#contract/rebalance-sheets/types';

/** Whether a header row names the template's columns, in order (case and spaces aside). */
export function hasSheetHeaders(cells: readonly string[]): boolean {
  return SHEET_COLUMNS.every((column, i) => (cells[i] ?? '').trim().toLowerCase() === column);
}

/** A sheet's weight cell in hundredths of a percent ('12.5', '12.50%' → 1250), or null unless above 0, ≤ 100, two decimals. */
export function parseSheetWeight(text: string): number | null {
  const t = text.trim().replace(/\s*%$/, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const value = Number(t);
  const hundredths = Math.round(value * 100);
  // Excel may write 12.3 as 12.300000000000001: within a millionth of a hundredth counts as exact.
  if (!Number.isFinite(value) || Math.abs(value * 100 - hundredths) > 1e-6) return null;
  return hundredths >= 1 && hundredths <= WHOLE_HUNDREDTHS ? hundredths : null;
}

/** 9999 → '99.99'. */
export const percentText = (hundredths: number) => (hundredths / 100).toFixed(2);

export type ClientKey = { kind: 'email'; value: string } | { kind: 'pan'; value: string };

/** A row's cells read and checked on their own (before anything is looked up). */
export interface SheetRowCells {
  row: number;
  client: ClientKey | null;
  /** The basket as typed (trimmed), for a name or a hash. */
  basket: string;
  /** Upper-cased, trimmed. */
  symbol: string;
  hundredths: number | null;
  refusals: SheetRefusal[];
}

/** The client cell as an email (lower-cased) or a PAN (upper-cased), or null when it is neither. */
export function clientKey(text: string): ClientKey | null {
  const t = text.trim();
  if (t.includes('@')) {
    return t.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(t) ? { kind: 'email', value: t.toLowerCase() } : null;
  }
  const pan = t.toUpperCase();
  return PAN_PATTERN.test(pan) ? { kind: 'pan', value: pan } : null;
}

/**
 * One data row's own checks: every empty cell ('Please enter …'), a cell over the limit, a client that
 * is neither an email nor a PAN, a weight that is not a percentage above 0 and ≤ 100 with two decimals.
 */
export function readSheetRow(row: number, cells: readonly string[]): SheetRowCells {
  const refusals: SheetRefusal[] = [];
  const text = {} as Record<SheetColumn, string>;
  for (const [i, column] of SHEET_COLUMNS.entries()) {
    const value = cells[i] ?? '';
    text[column] = value.length > SHEET_LIMITS.cellChars ? '' : value.trim();
    if (value.length > SHEET_LIMITS.cellChars) refusals.push({ row, field: column, reason: M.cellTooLong });
    else if (text[column] === '') refusals.push({ row, field: column, reason: M.empty(column) });
  }
  const refused = (column: SheetColumn) => refusals.some((r) => r.field === column);
  const client = text.client ? clientKey(text.client) : null;
  if (text.client && !client) refusals.push({ row, field: 'client', reason: M.badClient });
  const hundredths = text.weight ? parseSheetWeight(text.weight) : null;
  if (text.weight && hundredths === null) refusals.push({ row, field: 'weight', reason: M.badWeight });
  return {
    row,
    client: refused('client') ? null : client,
    basket: text.basket,
    symbol: text.symbol.toUpperCase(),
    hundredths,
    refusals: sortRefusals(refusals),
  };
}

/** Refusals in row order, then the columns' order, 'row' last. */
export function sortRefusals(refusals: SheetRefusal[]): SheetRefusal[] {
  const order = (f: SheetRefusal['field']) => (f === 'row' ? SHEET_COLUMNS.length : SHEET_COLUMNS.indexOf(f));
  return refusals.sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
}

/** One row of a target (one client and basket): its stock and weight, and whether it was refused already. */
export interface TargetRow {
  row: number;
  symbol: string;
  hundredths: number | null;
  refused: boolean;
}

/**
 * A target's own checks, once its rows are grouped: a stock twice (the later row refused), weights
 * that do not total exactly 100.00 (every row refused, named), then the whole target refused when any
 * of its rows is (each other row says which). Answers the new refusals; none when the target is good.
 */
export function checkTarget(rows: readonly TargetRow[]): SheetRefusal[] {
  const refusals: SheetRefusal[] = [];
  const firstRow = new Map<string, number>();
  for (const r of rows) {
    if (r.refused || !r.symbol) continue;
    const first = firstRow.get(r.symbol);
    if (first === undefined) firstRow.set(r.symbol, r.row);
    else refusals.push({ row: r.row, field: 'symbol', reason: M.duplicateStock(first) });
  }
  const all = rows.map((r) => r.row);
  if (refusals.length === 0 && rows.every((r) => !r.refused)) {
    const total = rows.reduce((sum, r) => sum + (r.hundredths ?? 0), 0);
    if (total !== WHOLE_HUNDREDTHS)
      return all.map((row) => ({ row, field: 'weight', reason: M.badTotal(percentText(total), all) }));
    return [];
  }
  const bad = new Set([...rows.filter((r) => r.refused).map((r) => r.row), ...refusals.map((r) => r.row)]);
  const badRows = [...bad].sort((a, b) => a - b);
  for (const row of all) if (!bad.has(row)) refusals.push({ row, field: 'row', reason: M.targetRefused(badRows) });
  return refusals;
}
