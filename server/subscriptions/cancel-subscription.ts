import type { CancelPreviewBody } from '#contract/subscriptions/payments';
import type { Database } from '../db/database';
import { PaymentRefused } from './payment-refused';
import { unexpiredRefund } from '../billing/rules/refund';
import { subscriptionRows, type SubscriptionRow } from './subscription-store';

export const CANCEL_REFUSALS = {
  missing: 'There is no such subscription.',
  cancelled: 'This subscription is already cancelled.',
  ended: 'This subscription has already ended.',
} as const;

function preview(r: SubscriptionRow, now: Date): CancelPreviewBody {
  if (r.cancelled_at !== null) throw new PaymentRefused(CANCEL_REFUSALS.cancelled);
  if (new Date(r.expires_at) <= now) throw new PaymentRefused(CANCEL_REFUSALS.ended);
  const refund = unexpiredRefund(
    { fee: r.paid_fee, gst: r.paid_gst, startsAt: new Date(r.starts_at), expiresAt: new Date(r.expires_at) },
    now,
  );
  return {
    subscription: r.id,
    unexpired_days: refund.days_unexpired,
    period_days: refund.days_total,
    refund_amount: refund.total,
  };
}

async function own(db: Database, userId: number, id: number): Promise<SubscriptionRow> {
  const row = (await subscriptionRows(db, userId, id))[0];
  if (!row) throw new PaymentRefused(CANCEL_REFUSALS.missing, 404);
  return row;
}

/** What cancelling now would refund (SEBI: the fee of the unexpired period). */
export async function cancelPreview(db: Database, userId: number, id: number, now: Date): Promise<CancelPreviewBody> {
  return preview(await own(db, userId, id), now);
}

/**
 * Cancels: no further charges, the refund of the unexpired period recorded on the subscription,
 * which stops counting then (docs/payments.md, "Cancel and refund"). Under the row's lock, so two
 * cancels at once record one refund; the second is refused as already cancelled.
 */
export async function cancelSubscription(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<CancelPreviewBody> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM subscriptions WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
    const row = (await subscriptionRows(tx, userId, id))[0];
    if (!row) throw new PaymentRefused(CANCEL_REFUSALS.missing, 404);
    const body = preview(row, now);
    await tx.query('UPDATE subscriptions SET cancelled_at = $2, refund_amount = $3 WHERE id = $1', [
      id,
      now.toISOString(),
      body.refund_amount,
    ]);
    return body;
  });
}
