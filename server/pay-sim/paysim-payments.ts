import type { Database } from '../db/database';
import { createHmac } from 'node:crypto';
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

/** Razorpay's payment signature: hex HMAC-SHA256(`order_id|razorpay_payment_id`, key secret). */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`, 'utf8').digest('hex');

/**
 * What Standard Checkout hands the merchant for the order's payment (docs/payment-provider.md): for a
 * payment the bank authorised (captured, or still pending) `razorpay_payment_id`, `razorpay_order_id`
 * and `razorpay_signature`; for a failed one Razorpay's `error[code]`, `error[description]`,
 * `error[source]`, `error[step]`, `error[reason]` and `error[metadata]` (JSON naming the payment and
 * order), unsigned.
 */
export function checkoutResponse(
  order: PaySimOrder,
  merchant: PaySimMerchant,
  paymentId: string,
  status: PaymentStatus,
): Record<string, string> {
  if (status === 'failed') {
    return {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[source]': 'customer',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: paymentId, order_id: order.id }),
    };
  }
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.id,
    razorpay_signature: paymentSignature(order.id, paymentId, merchant.keySecret),
  };
}

/**
 * The merchant's callback URL with the checkout's response. Razorpay posts it as a form; the simulated
 * hosted page, having no script, redirects with it in the query string, as Razorpay's Payment Links do
 * with callback_method=get.
 */
export function signedReturnUrl(
  order: PaySimOrder,
  merchant: PaySimMerchant,
  paymentId: string,
  status: PaymentStatus,
) {
  const url = new URL(order.callback_url);
  for (const [k, v] of Object.entries(checkoutResponse(order, merchant, paymentId, status))) url.searchParams.set(k, v);
  return url.toString();
}
