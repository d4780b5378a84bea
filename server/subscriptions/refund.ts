const DAY_MS = 86_400_000;
const paisa = (n: number) => Math.round(n * 100) / 100;

export interface RefundInput {
  /** What was paid for the period (GST included). */
  paid: number;
  startsAt: Date;
  expiresAt: Date;
  now: Date;
}

/**
 * SEBI: a cancelled advisory subscription refunds the fee of the unexpired period. Whole days left
 * (a started day counts as used) over the period's days, of the amount paid, to the paisa.
 */
export function unexpiredRefund({ paid, startsAt, expiresAt, now }: RefundInput) {
  const periodDays = Math.max(1, Math.round((expiresAt.getTime() - startsAt.getTime()) / DAY_MS));
  const from = Math.max(now.getTime(), startsAt.getTime());
  const unexpiredDays = Math.min(periodDays, Math.max(0, Math.floor((expiresAt.getTime() - from) / DAY_MS)));
  return {
    unexpired_days: unexpiredDays,
    period_days: periodDays,
    refund_amount: paisa((paid * unexpiredDays) / periodDays),
  };
}
