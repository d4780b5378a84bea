import type { Database, Queryable } from '../db/database';
import { deliverDue, postSigned, type DeliveryRound, type DueDelivery } from '../jobs/signed-deliveries';
import type { FetchLike } from '../http/fetch-like';
import { createHmac } from 'node:crypto';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  type RazorpayRefund,
  type RazorpayWebhook,
} from '../payments/razorpay/razorpay-wire';
import { merchantByKeyId } from './paysim-hosts';
import { devProviderRootsOf } from '../security/installation-secrets';
import { findPayment, orderJson, findOrder, paymentJson, payGateId } from './paysim-orders';

export interface SettledPayment {
  paymentId: string;
  orderId: string;
  status: 'captured' | 'failed';
  errorDescription: string | null;
  /** A refund made of the payment: its refund.processed event. */
  refund?: RazorpayRefund;
}

/**
 * Queues the payment's events as Razorpay sends them, due now: a captured payment's payment.captured
 * and order.paid, a failed one's payment.failed, a refund's refund.processed. Each body is Razorpay's
 * `{ entity: 'event', account_id, event, contains, payload: { payment: { entity } … }, created_at }`.
 */
export async function queueWebhook(tx: Queryable, p: SettledPayment, now: Date) {
  const order = (await findOrder(tx, p.orderId))!;
  const payment = paymentJson((await findPayment(tx, p.paymentId))!);
  const payloads: [RazorpayWebhook['event'], RazorpayWebhook['payload']][] = p.refund
    ? [['refund.processed', { refund: { entity: p.refund }, payment: { entity: payment } }]]
    : p.status === 'failed'
      ? [['payment.failed', { payment: { entity: payment } }]]
      : [
          ['payment.captured', { payment: { entity: payment } }],
          ['order.paid', { payment: { entity: payment }, order: { entity: orderJson(order) } }],
        ];
  for (const [name, payload] of payloads) {
    const event: RazorpayWebhook = {
      entity: 'event',
      account_id: `acc_${order.key_id}`,
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(now.getTime() / 1000),
    };
    await tx.query(
      `INSERT INTO paysim_webhooks (event_id, payment_id, key_id, url, event, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [payGateId('evt'), p.paymentId, order.key_id, order.webhook_url, JSON.stringify(event), now],
    );
  }
}

/**
 * Settles pending payments whose time has come (FOR UPDATE SKIP LOCKED, so processes share them) to
 * the outcome the payer chose, and queues each one's webhook. Answers how many settled.
 */
export async function settleDuePending(db: Database, { now = new Date(), limit = 50 } = {}) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; order_id: string; status: 'captured' | 'failed' }>(
      `UPDATE paysim_payments SET status = pending_outcome, settled_at = $1,
              error_description = CASE WHEN pending_outcome = 'failed' THEN 'The bank declined the payment.' END
        WHERE id IN (SELECT id FROM paysim_payments WHERE status = 'pending' AND settle_at <= $1
                      ORDER BY settle_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, order_id, status`,
      [now, limit],
    );
    for (const p of rows.sort((a, b) => a.id.localeCompare(b.id))) {
      const errorDescription = p.status === 'failed' ? 'The bank declined the payment.' : null;
      await queueWebhook(tx, { paymentId: p.id, orderId: p.order_id, status: p.status, errorDescription }, now);
    }
    return rows.length;
  });
}

interface DueWebhook extends DueDelivery {
  event_id: string;
  key_id: string;
  url: string;
  event: string;
}

const WEBHOOKS = {
  table: 'paysim_webhooks',
  columns: 'event_id, key_id, url, event',
  givenUp: 'payment webhook given up',
};

/**
 * Delivers due webhooks (server/jobs/signed-deliveries.ts: claimed, retried with back-off), each POSTed
 * as Razorpay does: X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret) and
 * X-Razorpay-Event-Id, the same on every retry of one event. In one process `fetch` is the app's own
 * (the brand's host in the Host header). Answers how many were delivered (a 2xx from the merchant).
 */
export async function deliverWebhooks(
  db: Database,
  fetch: FetchLike,
  { now = new Date(), ...round }: DeliveryRound = {},
) {
  // The merchants' secrets under the installation's payment root, read from the database when not given.
  const paygateRoot = round.root ?? (await devProviderRootsOf(db)).paygate;
  return deliverDue<DueWebhook>(db, WEBHOOKS, { ...round, now }, async (w) => {
    const merchant = merchantByKeyId(paygateRoot, w.key_id);
    if (!merchant) return `no merchant ${w.key_id}`;
    const signature = createHmac('sha256', merchant.webhookSecret).update(w.event, 'utf8').digest('hex');
    return postSigned(fetch, w.url, w.event, {
      [RAZORPAY_SIGNATURE_HEADER]: signature,
      [RAZORPAY_EVENT_ID_HEADER]: w.event_id,
    });
  });
}
