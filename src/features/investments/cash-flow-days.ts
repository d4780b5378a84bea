import type { CashFlow } from '#contract/investments/types';
import { formatDate } from '#contract/locale/format';

/** One row of the cash flows table: every flow of one kind on one day (IST), summed. */
export interface CashFlowDay {
  /** The day's latest flow of this kind (ISO), for <time>. */
  at: string;
  kind: CashFlow['kind'];
  amount: number;
  /** How many flows (order fills) it sums. */
  count: number;
}

/**
 * The server records a flow per fill, so the XIRR sees each at its own time; a reader wants one row
 * per day and kind ('SIP instalment, 21 Oct, −₹10,000'), newest first. Sums are to the paisa.
 */
export function cashFlowDays(flows: readonly CashFlow[]): CashFlowDay[] {
  const days = new Map<string, CashFlowDay>();
  for (const f of flows) {
    const key = `${formatDate(f.at)}|${f.kind}`;
    const day = days.get(key);
    if (!day) {
      days.set(key, { at: f.at, kind: f.kind, amount: f.amount, count: 1 });
      continue;
    }
    day.amount = Math.round((day.amount + f.amount) * 100) / 100;
    day.count += 1;
    if (f.at > day.at) day.at = f.at;
  }
  return [...days.values()].sort((a, b) => b.at.localeCompare(a.at));
}
