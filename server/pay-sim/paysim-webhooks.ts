import type { Database, Queryable } from '../db/database';
import { deliverDue, postSigned, type DeliveryRound, type DueDelivery } from '../jobs/signed-deliveries';
import type { FetchLike } from '../http/fetch-like';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../payments/payment-signatures';
import type { PayGateWebhook } from '../payments/paygate-wire';
import { merchantByKeyId } from './paysim-hosts';
import { devProviderRootsOf } from '../security/installation-secrets';
import { payGateId } from './paysim-orders';

export interface SettledPayment {
  paymentId: string;
  orderId: string;
  status: 'captured' | 'failed';
  errorDescription: string | null;
}

/** Queues the payment's final event (payment.captured or payment.failed), due now. */
export async function queueWebhook(tx: Queryable, p: SettledPayment, now: Date) {
  const { rows } = await tx.query<{ key_id: string; webhook_url: string; receipt: string; amount: number }>(
    'SELECT key_id, webhook_url, receipt, amount::float8 AS amount FROM paysim_orders WHERE id = $1',
    [p.orderId],
  );
  const o = rows[0]!;
  const event: Omit<PayGateWebhook, 'sent_at'> = {
    id: payGateId('evt'),
    event: p.status === 'captured' ? 'payment.captured' : 'payment.failed',
    created_at: Math.floor(now.getTime() / 1000),
    payload: {
      payment: {
        id: p.paymentId,
        order_id: p.orderId,
        receipt: o.receipt,
        amount: o.amount,
        currency: 'INR',
        status: p.status,
        error_description: p.errorDescription,
      },
    },
  };
  await tx.query(
    `INSERT INTO paysim_webhooks (event_id, payment_id, key_id, url, event, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.id, p.paymentId, o.key_id, o.webhook_url, JSON.stringify(event), now],
  );
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
  key_id: string;
  url: string;
  event: string;
}

const WEBHOOKS = { table: 'paysim_webhooks', columns: 'key_id, url, event', givenUp: 'payment webhook given up' };

/**
 * Delivers due webhooks (server/jobs/signed-deliveries.ts: claimed, retried with back-off), each POSTed
 * with X-PayGate-Signature = hex HMAC-SHA256(raw body, webhook secret); each delivery stamps its own
 * sent_at. In one process `fetch` is the app's own (the brand's host in the Host header). Answers how
 * many were delivered (a 2xx from the merchant).
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
    const { id, event, created_at, payload } = JSON.parse(w.event) as Omit<PayGateWebhook, 'sent_at'>;
    const body = JSON.stringify({ id, event, created_at, sent_at: Math.floor(now.getTime() / 1000), payload });
    return postSigned(fetch, w.url, body, { [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, merchant.webhookSecret) });
  });
}
