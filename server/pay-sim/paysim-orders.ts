import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { RazorpayNotes, RazorpayOrder, RazorpayPayment } from '../payments/razorpay/razorpay-wire';
import type { checkoutNotes } from '../payments/razorpay/razorpay-wire';
import type { z } from 'zod';

type Checkout = z.output<typeof checkoutNotes>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider id as Razorpay's: a prefix and 14 letters and digits (`order_…`, `pay_…`, `evt_…`, …). */
export const payGateId = (prefix: 'order' | 'pay' | 'evt' | 'rfnd' | 'plink') =>
  `${prefix}_${[...randomBytes(14)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

export const ORDER_ID = /^order_[A-Za-z0-9]{14}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;

export type PaymentStatus = 'captured' | 'failed' | 'pending';

export interface PaySimOrder {
  id: string;
  key_id: string;
  amount: number;
  receipt: string;
  description: string;
  merchant_name: string;
  callback_url: string;
  webhook_url: string;
  notes: RazorpayNotes;
  created_at: Date;
  payment_id: string | null;
  payment_status: PaymentStatus | null;
}

/** An order (Razorpay's POST /v1/orders) with the checkout's options its notes carry. */
export async function createOrder(
  db: Queryable,
  keyId: string,
  o: { amount: number; receipt: string; notes: RazorpayNotes },
  checkout: Checkout,
): Promise<PaySimOrder> {
  const customer = { name: checkout.customer_name, email: checkout.customer_email, contact: checkout.customer_contact };
  const { rows } = await db.query<PaySimOrder>(
    `INSERT INTO paysim_orders (id, key_id, amount, currency, receipt, description, merchant_name, callback_url,
                                webhook_url, customer, notes)
     VALUES ($1, $2, $3, 'INR', $4, $5, $6, $7, $8, $9, $10)
     RETURNING id, key_id, amount::float8 AS amount, receipt, description, merchant_name, callback_url, webhook_url,
               notes, created_at, NULL AS payment_id, NULL AS payment_status`,
    [
      payGateId('order'),
      keyId,
      o.amount,
      o.receipt,
      checkout.description,
      checkout.merchant_name,
      checkout.callback_url,
      checkout.webhook_url,
      JSON.stringify(customer),
      JSON.stringify(o.notes),
    ],
  );
  return rows[0]!;
}

export async function findOrder(db: Queryable, id: string): Promise<PaySimOrder | undefined> {
  if (!ORDER_ID.test(id)) return undefined;
  const { rows } = await db.query<PaySimOrder>(
    `SELECT o.id, o.key_id, o.amount::float8 AS amount, o.receipt, o.description, o.merchant_name, o.callback_url,
            o.webhook_url, o.notes, o.created_at, p.id AS payment_id, p.status AS payment_status
       FROM paysim_orders o LEFT JOIN paysim_payments p ON p.order_id = o.id
      WHERE o.id = $1`,
    [id],
  );
  return rows[0];
}

/** The order as the provider's API answers it (Razorpay's order entity). */
export function orderJson(o: PaySimOrder): RazorpayOrder {
  const paid = o.payment_status === 'captured' ? o.amount : 0;
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: paid,
    amount_due: o.amount - paid,
    currency: 'INR',
    receipt: o.receipt,
    offer_id: null,
    status: paid ? 'paid' : o.payment_id ? 'attempted' : 'created',
    attempts: o.payment_id ? 1 : 0,
    notes: o.notes,
    created_at: unix(o.created_at),
  };
}

const unix = (d: Date) => Math.floor(new Date(d).getTime() / 1000);

interface PaySimPaymentRow {
  id: string;
  order_id: string;
  key_id: string;
  amount: number;
  status: PaymentStatus;
  error_description: string | null;
  notes: RazorpayNotes;
  refunded: number;
  created_at: Date;
}

/** A payment with its order's merchant and amount (the order's whole amount: the checkout takes no part payments). */
export async function findPayment(db: Queryable, id: string): Promise<PaySimPaymentRow | undefined> {
  if (!PAYMENT_ID.test(id)) return undefined;
  const { rows } = await db.query<PaySimPaymentRow>(
    `SELECT p.id, p.order_id, o.key_id, o.amount::float8 AS amount, p.status, p.error_description, o.notes,
            (SELECT COALESCE(sum(amount), 0)::float8 FROM paysim_refunds r WHERE r.payment_id = p.id) AS refunded,
            p.created_at
       FROM paysim_payments p JOIN paysim_orders o ON o.id = p.order_id
      WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The payment as Razorpay's API answers it: a pending one reads 'authorized' (its bank has not
 * finished), a wholly refunded one 'refunded'. The checkout's notes are the payment's, as Standard
 * Checkout's `notes` option puts them there.
 */
export const paymentJson = (p: PaySimPaymentRow): RazorpayPayment => ({
  id: p.id,
  entity: 'payment',
  amount: p.amount,
  currency: 'INR',
  status:
    p.status === 'pending' ? 'authorized' : p.status === 'captured' && p.refunded >= p.amount ? 'refunded' : p.status,
  order_id: p.order_id,
  method: 'upi',
  amount_refunded: p.refunded,
  captured: p.status === 'captured',
  notes: p.notes,
  error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
  error_description: p.error_description,
  error_reason: p.status === 'failed' ? 'payment_failed' : null,
  created_at: unix(p.created_at),
});
