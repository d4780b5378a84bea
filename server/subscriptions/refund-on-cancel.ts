import { toPaise } from '#contract/money/paise';
import type { Database } from '../db/database';
import { log } from '../log';
import type { PaymentProvider } from '../payments/payment-provider';

/**
 * Sends a cancelled subscription's recorded refund (cancel-subscription.ts) to the payment provider,
 * against the payment that paid its current period, and records the provider's refund id and status
 * on the subscription (docs/payments.md, "Cancel and refund"). Runs after the cancel has committed,
 * once (a second cancel is refused). A provider that refuses or cannot be reached leaves the refund
 * recorded as `failed`, logged, for an operator to make again; the cancel itself stands. Nothing is
 * sent for a nil refund or a payment another provider took.
 */
export async function refundOnCancel(db: Database, provider: PaymentProvider, subscriptionId: number): Promise<void> {
  const { rows } = await db.query<{ refund_amount: number | null; transaction: string | null; payment: string | null }>(
    `SELECT s.refund_amount::float8 AS refund_amount, t.id AS transaction, t.provider_payment_id AS payment
       FROM subscriptions s
       LEFT JOIN LATERAL (SELECT id, provider_payment_id FROM payment_transactions
                           WHERE subscription_id = s.id AND status = 'success' AND provider = $2
                             AND provider_payment_id IS NOT NULL
                           ORDER BY settled_at DESC NULLS LAST LIMIT 1) t ON true
      WHERE s.id = $1`,
    [subscriptionId, provider.id],
  );
  const row = rows[0];
  if (!row?.refund_amount || !row.payment) return;
  let status: 'pending' | 'processed' | 'failed' = 'failed';
  let refundId: string | null = null;
  try {
    const refund = await provider.refund({
      paymentId: row.payment,
      amountPaise: toPaise(row.refund_amount, 'the refund'),
      receipt: `cancel_${subscriptionId}`,
    });
    ({ status, refundId } = refund);
  } catch (e) {
    log.warn('refund not made by the payment provider', {
      subscription: subscriptionId,
      transaction: row.transaction,
      error: e instanceof Error ? e.message : String(e),
    });
  }
  await db.query('UPDATE subscriptions SET provider_refund_id = $2, refund_status = $3 WHERE id = $1', [
    subscriptionId,
    refundId,
    status,
  ]);
}
