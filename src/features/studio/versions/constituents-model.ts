import { apportionHundredths } from '#contract/money/hundredths';
import { roundToHundredths, weightsSumTo100 } from '#contract/studio/rules';
import { versionMessages as m } from './versions-messages';

/** One row of the editor; weight as typed, so a half-typed "12." is kept. */
export interface EditRow {
  symbol: string;
  name: string;
  weight: string;
  rationale: string;
}

export interface CurrentStock {
  symbol: string;
  weight: number;
}

export const weightOf = (row: EditRow) => {
  const n = Number(row.weight);
  return row.weight.trim() === '' || !Number.isFinite(n) ? 0 : n;
};

/** The weights summed, exactly to the hundredth. */
export const totalOf = (rows: readonly EditRow[]) =>
  rows.reduce((sum, r) => sum + roundToHundredths(weightOf(r)), 0) / 100;

/**
 * Equal weights in hundredths that sum to exactly 100: the first rows take the leftover hundredths
 * (three stocks: 33.34, 33.33, 33.33).
 */
export function equalWeights(rows: readonly EditRow[]): EditRow[] {
  if (rows.length === 0) return [];
  const parts = apportionHundredths(rows.map(() => 1));
  return rows.map((r, i) => ({ ...r, weight: String(parts[i]! / 100) }));
}

/** What stops a publish, in the order the adviser fixes it; null when the form may go. */
export function formProblem(rows: readonly EditRow[], rationale: string): string | null {
  if (rows.length === 0) return m.noStocks;
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.symbol)) return m.duplicateStock(r.symbol);
    seen.add(r.symbol);
  }
  if (rows.some((r) => weightOf(r) <= 0) || !weightsSumTo100(rows.map(weightOf))) return m.weightsSum(totalOf(rows));
  if (rationale.trim() === '') return m.rationaleEmpty;
  return null;
}

export interface Diff {
  added: { symbol: string; weight: number }[];
  removed: { symbol: string; weight: number }[];
  changed: { symbol: string; from: number; to: number }[];
}

/** The new rows against the current version; empty lists when nothing changed. */
export function diffOf(current: readonly CurrentStock[], rows: readonly EditRow[]): Diff {
  const before = new Map(current.map((c) => [c.symbol, c.weight]));
  const after = new Map(rows.map((r) => [r.symbol, weightOf(r)]));
  const diff: Diff = { added: [], removed: [], changed: [] };
  for (const [symbol, weight] of after) {
    const from = before.get(symbol);
    if (from === undefined) diff.added.push({ symbol, weight });
    else if (roundToHundredths(from) !== roundToHundredths(weight)) diff.changed.push({ symbol, from, to: weight });
  }
  for (const [symbol, weight] of before) if (!after.has(symbol)) diff.removed.push({ symbol, weight });
  return diff;
}

export const isEmptyDiff = (d: Diff) => d.added.length + d.removed.length + d.changed.length === 0;
