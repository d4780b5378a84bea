import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { PayGateOrder, PayGateOrderRequest, PayGatePayment } from '../payments/paygate-wire';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider id as Razorpay's: a prefix and 14 letters and digits (`order_…`, `pay_…`, `evt_…`). */
export const payGateId = (prefix: 'order' | 'pay' | 'evt') =>
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
  created_at: Date;
  payment_id: string | null;
  payment_status: PaymentStatus | null;
}

export async function createOrder(db: Queryable, keyId: string, o: PayGateOrderRequest): Promise<PaySimOrder> {
  const { rows } = await db.query<PaySimOrder>(
    `INSERT INTO paysim_orders (id, key_id, amount, currency, receipt, description, merchant_name, callback_url,
                                webhook_url, customer)
     VALUES ($1, $2, $3, 'INR', $4, $5, $6, $7, $8, $9)
     RETURNING id, key_id, amount::float8 AS amount, receipt, description, merchant_name, callback_url, webhook_url,
               created_at, NULL AS payment_id, NULL AS payment_status`,
    [
      payGateId('order'),
      keyId,
      o.amount,
      o.receipt,
      o.description,
      o.merchant_name,
      o.callback_url,
      o.webhook_url,
      JSON.stringify(o.customer),
    ],
  );
  return rows[0]!;
}

export async function findOrder(db: Queryable, id: string): Promise<PaySimOrder | undefined> {
  if (!ORDER_ID.test(id)) return undefined;
  const { rows } = await db.query<PaySimOrder>(
    `SELECT o.id, o.key_id, o.amount::float8 AS amount, o.receipt, o.description, o.merchant_name, o.callback_url,
            o.webhook_url, o.created_at, p.id AS payment_id, p.status AS payment_status
       FROM paysim_orders o LEFT JOIN paysim_payments p ON p.order_id = o.id
      WHERE o.id = $1`,
    [id],
  );
  return rows[0];
}

/** The order as the provider's API answers it (Razorpay's order entity). */
export function orderJson(o: PaySimOrder): PayGateOrder {
  const paid = o.payment_status === 'captured' ? o.amount : 0;
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: paid,
    amount_due: o.amount - paid,
    currency: 'INR',
    receipt: o.receipt,
    status: paid ? 'paid' : o.payment_id ? 'attempted' : 'created',
    created_at: Math.floor(new Date(o.created_at).getTime() / 1000),
  };
}

interface PaySimPaymentRow {
  id: string;
  order_id: string;
  key_id: string;
  amount: number;
  status: PaymentStatus;
  error_description: string | null;
  created_at: Date;
}

/** A payment with its order's merchant and amount (the order's whole amount: the checkout takes no part payments). */
export async function findPayment(db: Queryable, id: string): Promise<PaySimPaymentRow | undefined> {
  if (!PAYMENT_ID.test(id)) return undefined;
  const { rows } = await db.query<PaySimPaymentRow>(
    `SELECT p.id, p.order_id, o.key_id, o.amount::float8 AS amount, p.status, p.error_description, p.created_at
       FROM paysim_payments p JOIN paysim_orders o ON o.id = p.order_id
      WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

/** The payment as the provider's API answers it (Razorpay's payment entity; pending reads 'created'). */
export const paymentJson = (p: PaySimPaymentRow): PayGatePayment => ({
  id: p.id,
  entity: 'payment',
  order_id: p.order_id,
  amount: p.amount,
  currency: 'INR',
  status: p.status === 'pending' ? 'created' : p.status,
  error_description: p.error_description,
  created_at: Math.floor(new Date(p.created_at).getTime() / 1000),
});
