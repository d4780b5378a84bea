import { floorDiv, fromPaise, roundDiv, toPaise } from '#contract/money/paise';

const DAY_MS = 86_400_000;

export interface PaidPeriod {
  /** The fee paid for the period, after any discount, before GST (rupees). */
  fee: number;
  /** The GST paid on it (rupees). */
  gst: number;
  startsAt: Date;
  expiresAt: Date;
}

export interface Refund {
  days_total: number;
  /** Whole days left after the day of cancellation; the day the investor cancels counts as used. */
  days_unexpired: number;
  /** The fee refunded and the GST refunded with it (the adviser's credit note reverses both). */
  fee: number;
  gst: number;
  total: number;
}

/**
 * The refund of the unexpired period when an investor cancels (decision 0132): SEBI requires an
 * adviser or research analyst to refund the fees for the unexpired period on termination. Pro rata by
 * days of what was actually paid — the fee net of any discount and the GST charged on it — each part
 * rounded half up to the paisa; no breakage fee is kept. Cancelled before the start: everything back;
 * at or after the end: nothing.
 */
export function unexpiredRefund(paid: PaidPeriod, cancelledAt: Date): Refund {
  const start = paid.startsAt.getTime();
  const end = paid.expiresAt.getTime();
  const at = cancelledAt.getTime();
  if (![start, end, at].every(Number.isFinite) || end <= start) {
    throw new RangeError('a paid period must start before it ends, and the cancellation needs a date');
  }
  const feePaise = toPaise(paid.fee, 'the fee paid', true);
  const gstPaise = toPaise(paid.gst, 'the GST paid', true);
  const daysTotal = Math.max(1, Math.round((end - start) / DAY_MS));
  const daysLeft = at <= start ? daysTotal : Math.min(daysTotal, floorDiv(Math.max(0, end - at), DAY_MS));
  const fee = roundDiv(feePaise * daysLeft, daysTotal);
  const gst = roundDiv(gstPaise * daysLeft, daysTotal);
  return {
    days_total: daysTotal,
    days_unexpired: daysLeft,
    fee: fromPaise(fee),
    gst: fromPaise(gst),
    total: fromPaise(fee + gst),
  };
}
