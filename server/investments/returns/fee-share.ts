/** A span of time an investment was held: from its first cash flow to its closing (or now). */
export interface HeldSpan {
  from: Date;
  to: Date;
}

/** A subscription of the investor to a plan that gave access to the investment's basket. */
export interface CoveringSubscription {
  starts: Date;
  ends: Date;
  /** Fee and GST its successful payments carried, less any refund, rupees. */
  paid: number;
  /** Every investment of the investor in any of the plan's baskets (this one included), with its held span. */
  covered: readonly (HeldSpan & { investment: number })[];
}

const overlapMs = (a: HeldSpan, from: Date, to: Date) =>
  Math.max(0, Math.min(a.to.getTime(), to.getTime()) - Math.max(a.from.getTime(), from.getTime()));

/**
 * The subscription fees attributed to one investment (decision 0303): of each subscription covering its
 * basket, the fee paid (with GST, less refunds) pro rata to the part of the subscription's period the
 * investment was held, split evenly across the investor's investments the subscription covered that were held
 * at some time in that period. A subscription whose period the investment never overlapped costs it nothing.
 * Worked in paise; each subscription's share is rounded to the paisa.
 */
export function feeShare(
  investment: number,
  held: HeldSpan,
  subscriptions: readonly CoveringSubscription[],
): { amount: number; subscriptions: number } {
  let paise = 0;
  let counted = 0;
  for (const s of subscriptions) {
    const period = s.ends.getTime() - s.starts.getTime();
    const mine = overlapMs(held, s.starts, s.ends);
    if (period <= 0 || mine <= 0 || s.paid <= 0) continue;
    const sharing = s.covered.filter((c) => c.investment !== investment && overlapMs(c, s.starts, s.ends) > 0);
    const feePaise = Math.round(s.paid * 100);
    paise += Math.round((feePaise * mine) / period / (sharing.length + 1));
    counted += 1;
  }
  return { amount: paise / 100, subscriptions: counted };
}
