import { createHmac } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { RazorpayNotes, RazorpayWebhook } from '../payments/razorpay/razorpay-wire';
import { findPayment, payGateId, paymentJson } from './paysim-orders';

const LINK_ID = /^plink_[A-Za-z0-9]{14}$/;

export interface PaySimLink {
  id: string;
  key_id: string;
  amount: number;
  description: string;
  reference_id: string;
  notes: RazorpayNotes;
  callback_url: string;
  expire_by: Date;
  created_at: Date;
  status: 'created' | 'paid';
  payment_id: string | null;
}

const COLUMNS = `id, key_id, amount::float8 AS amount, description, reference_id, notes, callback_url, expire_by,
                 created_at, status, payment_id`;

export async function findLink(db: Queryable, id: string, lock = false): Promise<PaySimLink | undefined> {
  if (!LINK_ID.test(id)) return undefined;
  const sql = `SELECT ${COLUMNS} FROM paysim_payment_links WHERE id = $1${lock ? ' FOR UPDATE' : ''}`;
  return (await db.query<PaySimLink>(sql, [id])).rows[0];
}

/** The link's callback parameters once paid, as Razorpay's Payment Links send them (callback_method=get). */
export function linkReturnUrl(link: PaySimLink, paymentId: string, keySecret: string) {
  const status = 'paid';
  const signature = createHmac('sha256', keySecret)
    .update(`${link.id}|${link.reference_id}|${status}|${paymentId}`, 'utf8')
    .digest('hex');
  const url = new URL(link.callback_url);
  url.searchParams.set('razorpay_payment_id', paymentId);
  url.searchParams.set('razorpay_payment_link_id', link.id);
  url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
  url.searchParams.set('razorpay_payment_link_status', status);
  url.searchParams.set('razorpay_signature', signature);
  return url.toString();
}

/** The link entity as payment_link.paid carries it. */
const linkJson = (l: PaySimLink, paid: boolean) => ({
  id: l.id,
  entity: 'payment_link',
  amount: l.amount,
  amount_paid: paid ? l.amount : 0,
  currency: 'INR',
  description: l.description,
  reference_id: l.reference_id,
  notes: l.notes,
  callback_url: l.callback_url,
  status: paid ? 'paid' : 'created',
});

type LinkAttempt = { kind: 'paid'; paymentId: string } | { kind: 'failed' } | { kind: 'closed' };

/**
 * One attempt on the link's hosted page (decision 0280): an order of the link's own for its whole amount
 * (Razorpay makes one per attempt) and its payment. A captured one marks the link paid and queues
 * payment_link.paid to the link's `webhook_url` note; a failed one leaves the link payable again, as
 * Razorpay's is. The link is locked: a link already paid or past its expiry takes no payment.
 */
export async function payLinkAttempt(
  db: Database,
  id: string,
  outcome: 'success' | 'failure',
  now: Date,
): Promise<LinkAttempt> {
  return db.transaction(async (tx) => {
    const link = (await findLink(tx, id, true))!;
    if (link.status === 'paid' || new Date(link.expire_by).getTime() <= now.getTime()) return { kind: 'closed' };
    const orderId = payGateId('order');
    await tx.query(
      `INSERT INTO paysim_orders (id, key_id, amount, currency, receipt, description, merchant_name, callback_url,
                                  webhook_url, customer, notes, payment_link_id)
       SELECT $1, key_id, amount, 'INR', reference_id, description, COALESCE(notes->>'merchant_name', ''), callback_url,
              COALESCE(notes->>'webhook_url', ''), customer, notes, id
         FROM paysim_payment_links WHERE id = $2`,
      [orderId, id],
    );
    const captured = outcome === 'success';
    const paymentId = payGateId('pay');
    await tx.query(
      `INSERT INTO paysim_payments (id, order_id, status, error_description, settled_at) VALUES ($1, $2, $3, $4, $5)`,
      [
        paymentId,
        orderId,
        captured ? 'captured' : 'failed',
        captured ? null : 'The payer chose to fail the payment.',
        now,
      ],
    );
    if (!captured) return { kind: 'failed' };
    await tx.query(`UPDATE paysim_payment_links SET status = 'paid', payment_id = $2, paid_at = $3 WHERE id = $1`, [
      id,
      paymentId,
      now,
    ]);
    const payment = paymentJson((await findPayment(tx, paymentId))!);
    const payload = {
      payment_link: { entity: linkJson(link, true) },
      payment: { entity: payment },
      order: {
        entity: { id: orderId, entity: 'order', amount: link.amount, receipt: link.reference_id, status: 'paid' },
      },
    } as RazorpayWebhook['payload'];
    const event = {
      entity: 'event',
      account_id: `acc_${link.key_id}`,
      event: 'payment_link.paid',
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(now.getTime() / 1000),
    };
    await tx.query(
      `INSERT INTO paysim_webhooks (event_id, payment_id, key_id, url, event, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [payGateId('evt'), paymentId, link.key_id, link.notes.webhook_url ?? '', JSON.stringify(event), now],
    );
    return { kind: 'paid', paymentId };
  });
}
