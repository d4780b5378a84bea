import type { ReturnsUnknownReason } from '#contract/investments/returns-types';
import type { IndexPoint } from '../../baskets/performance/types';

export interface ModelReturn {
  percent: number | null;
  /** The index days the return runs between. */
  from: string | null;
  to: string | null;
  reason: ReturnsUnknownReason | null;
}

/** The last point on or before `day`, in an index sorted by date. */
function onOrBefore(index: readonly IndexPoint[], day: string): IndexPoint | undefined {
  let found: IndexPoint | undefined;
  for (const p of index) {
    if (p.date > day) break;
    found = p;
  }
  return found;
}

/**
 * The basket's model over the investment's dates (decision 0303): its index (docs/basket-performance.md: every
 * version, rebalanced at the close, no costs) from the close on or before the first cash flow's day to the last
 * close on or before `to`, percent to two decimals. Unknown when the index is empty, or the first day is before
 * its launch or after its last close.
 */
export function modelReturn(index: readonly IndexPoint[], from: string | null, to: string): ModelReturn {
  const none = (reason: ReturnsUnknownReason): ModelReturn => ({ percent: null, from: null, to: null, reason });
  if (index.length === 0 || from === null) return none('no_model_history');
  if (from < index[0]!.date || from > index.at(-1)!.date) return none('model_dates_outside_index');
  const start = onOrBefore(index, from)!;
  const end = onOrBefore(index, to) ?? start;
  const percent = Math.round((end.value / start.value - 1) * 10_000) / 100;
  return { percent, from: start.date, to: end.date, reason: null };
}
