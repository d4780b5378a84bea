import type { FeeKind } from '#contract/baskets/types';
import { istDateOf } from '#contract/locale/ist';

/** One of the family's subscriptions with an adviser, as the fee mode's history reads it. */
export interface ModeSpan {
  fee_kind: FeeKind;
  starts_at: Date;
}

/** Months a family keeps one fee mode with an adviser before it may change (IA Regulations, fees). */
const FEE_MODE_MONTHS = 12;

/** The IST day `months` calendar months after an IST day (31 Jan + 1 month is 28 or 29 Feb). */
function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The family's fee mode with an adviser and the IST day it was taken up: the mode of its latest subscription, since the
 * first subscription after the last one in the other mode. Null for a family new to the adviser.
 */
export function currentFeeMode(history: readonly ModeSpan[]): { mode: FeeKind; since: string } | null {
  const sorted = [...history].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const last = sorted.at(-1);
  if (!last) return null;
  let since = last.starts_at;
  for (let i = sorted.length - 1; i >= 0 && sorted[i]!.fee_kind === last.fee_kind; i--) since = sorted[i]!.starts_at;
  return { mode: last.fee_kind, since: istDateOf(since) };
}

/**
 * Whether the family may take a plan in `wanted` mode today: null when it may (same mode, a family new to the adviser,
 * or a mode held 12 months or more), else the IST day from which the change is possible.
 */
export function feeModeChangeRefused(history: readonly ModeSpan[], wanted: FeeKind, now: Date): string | null {
  const current = currentFeeMode(history);
  if (!current || current.mode === wanted) return null;
  const possibleFrom = addMonths(current.since, FEE_MODE_MONTHS);
  return istDateOf(now) < possibleFrom ? possibleFrom : null;
}
