import type { Database } from '../db/database';
import { signReturn } from '../payments/payment-signatures';
import type { PaySimMerchant } from './paysim-hosts';
import { payGateId, type PaymentStatus, type PaySimOrder } from './paysim-orders';
import { queueWebhook } from './paysim-webhooks';

/** The payer's choices on the checkout page. */
export const OUTCOMES = ['success', 'failure', 'pending-success', 'pending-failure'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** How long a pending payment waits for its bank: PAYSIM_PENDING_SETTLE_MS, 20 s by default. */
export const pendingSettleMs = (env: NodeJS.ProcessEnv = process.env) => {
  const ms = Number(env.PAYSIM_PENDING_SETTLE_MS);
  return Number.isFinite(ms) && ms >= 0 ? ms : 20_000;
};

const DECLINED = 'The payer chose to fail the payment.';

/**
 * Records the payer's choice as the order's one payment and, for a final outcome, queues its webhook,
 * in one transaction. A second choice for the same order (a double click, another tab) changes
 * nothing: the first payment stands. Answers the order's payment id and status.
 */
export async function recordPayment(
  db: Database,
  order: PaySimOrder,
  outcome: Outcome,
  now: Date,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  return db.transaction(async (tx) => {
    const pending = outcome.startsWith('pending-');
    const status: PaymentStatus = pending ? 'pending' : outcome === 'success' ? 'captured' : 'failed';
    const errorDescription = status === 'failed' ? DECLINED : null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO paysim_payments (id, order_id, status, pending_outcome, settle_at, error_description, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [
        payGateId('pay'),
        order.id,
        status,
        pending ? (outcome === 'pending-success' ? 'captured' : 'failed') : null,
        pending ? new Date(now.getTime() + pendingSettleMs()) : null,
        errorDescription,
        pending ? null : now,
      ],
    );
    if (rows[0] && status !== 'pending') {
      await queueWebhook(tx, { paymentId: rows[0].id, orderId: order.id, status, errorDescription }, now);
    }
    if (rows[0]) return { paymentId: rows[0].id, status };
    const first = await tx.query<{ id: string; status: PaymentStatus }>(
      'SELECT id, status FROM paysim_payments WHERE order_id = $1',
      [order.id],
    );
    return { paymentId: first.rows[0]!.id, status: first.rows[0]!.status };
  });
}

/** The status the return names: what the payer saw when leaving the checkout. */
export const returnStatus = (status: PaymentStatus) =>
  status === 'captured' ? 'success' : status === 'failed' ? 'failed' : 'pending';

/**
 * The merchant's callback URL with transaction, payment_id, status and signature = hex
 * HMAC-SHA256(`order_id|payment_id|status`, key secret).
 */
export function signedReturnUrl(
  order: PaySimOrder,
  merchant: PaySimMerchant,
  paymentId: string,
  status: PaymentStatus,
) {
  const url = new URL(order.callback_url);
  const shown = returnStatus(status);
  url.searchParams.set('transaction', order.receipt);
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('status', shown);
  url.searchParams.set('signature', signReturn(order.id, paymentId, shown, merchant.keySecret));
  return url.toString();
}
