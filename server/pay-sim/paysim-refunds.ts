import { z } from 'zod';
import type { Database } from '../db/database';
import { razorpayNotes, type RazorpayRefund } from '../payments/razorpay/razorpay-wire';
import { payGateId } from './paysim-orders';
import { queueWebhook } from './paysim-webhooks';

/** POST /v1/payments/:id/refund (Razorpay's "create a normal refund"): no amount refunds what is left. */
export const refundRequest = z.object({
  amount: z.number().int().min(100).optional(),
  speed: z.literal('normal').optional(),
  receipt: z.string().max(40).optional(),
  notes: razorpayNotes.default({}),
});

export type RefundAnswer = { refund: RazorpayRefund } | { error: string };

/**
 * Refunds a captured payment of the merchant's, at once (the simulator's bank answers straight away):
 * the refund is `processed` and its refund.processed event queued, in one transaction, under the
 * payment's lock so two refunds never exceed what was paid.
 */
export async function refundPayment(
  db: Database,
  keyId: string,
  paymentId: string,
  body: z.output<typeof refundRequest>,
  now: Date,
): Promise<RefundAnswer | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; amount: number; order_id: string; refunded: number }>(
      `SELECT p.status, o.amount::float8 AS amount, p.order_id,
              (SELECT COALESCE(sum(r.amount), 0)::float8 FROM paysim_refunds r WHERE r.payment_id = p.id) AS refunded
         FROM paysim_payments p JOIN paysim_orders o ON o.id = p.order_id
        WHERE p.id = $1 AND o.key_id = $2 FOR UPDATE OF p`,
      [paymentId, keyId],
    );
    const p = rows[0];
    if (!p) return undefined;
    if (p.status !== 'captured') return { error: 'The payment has not been captured' };
    const amount = body.amount ?? p.amount - p.refunded;
    if (amount <= 0 || p.refunded + amount > p.amount) {
      return { error: 'The refund amount provided is greater than amount captured' };
    }
    const refund: RazorpayRefund = {
      id: payGateId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      notes: body.notes,
      receipt: body.receipt ?? null,
      status: 'processed',
      speed_requested: 'normal',
      created_at: Math.floor(now.getTime() / 1000),
    };
    await tx.query(
      'INSERT INTO paysim_refunds (id, payment_id, amount, receipt, notes, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [refund.id, paymentId, amount, refund.receipt, JSON.stringify(refund.notes), now],
    );
    await queueWebhook(tx, { paymentId, orderId: p.order_id, status: 'captured', errorDescription: null, refund }, now);
    return { refund };
  });
}
