import { z } from 'zod';

/**
 * What the simulated provider "PayGate Demo" and its client agree on (docs/payment-provider.md), shaped
 * as Razorpay's: amounts in paise, ids `order_…`, `pay_…`, `evt_…`, the merchant's receipt is our
 * transaction id.
 */

/** POST /v1/orders, JSON, Basic auth key_id:key_secret. Razorpay's fields plus the checkout's own. */
export const payGateOrderRequest = z.object({
  amount: z.number().int().min(100).max(10_000_000_000),
  currency: z.literal('INR'),
  receipt: z.string().min(1).max(40),
  description: z.string().trim().min(1).max(255),
  merchant_name: z.string().trim().min(1).max(120),
  callback_url: z.url({ protocol: /^https?$/ }).max(2000),
  webhook_url: z.url({ protocol: /^https?$/ }).max(2000),
  customer: z.object({
    name: z.string().max(120),
    email: z.string().max(200).nullable(),
    contact: z.string().max(20).nullable(),
  }),
});
export type PayGateOrderRequest = z.infer<typeof payGateOrderRequest>;

export interface PayGateOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  created_at: number;
}

/**
 * GET /v1/payments/<id>, Basic auth: Razorpay's payment entity, to its own merchant only. `created` is a
 * payment whose bank has not answered yet (the checkout's "Leave pending").
 */
export interface PayGatePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'captured' | 'failed';
  error_description: string | null;
  created_at: number;
}

/** A webhook's body. `sent_at` is stamped (and signed) at each delivery: one older than 5 minutes is refused. */
export const payGateWebhook = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{14}$/),
  event: z.enum(['payment.captured', 'payment.failed']),
  created_at: z.number().int(),
  sent_at: z.number().int(),
  payload: z.object({
    payment: z.object({
      id: z.string().regex(/^pay_[A-Za-z0-9]{14}$/),
      order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/),
      receipt: z.string().min(1).max(40),
      amount: z.number().int(),
      // Any currency code reads: the receiver compares it with the transaction's and says so.
      currency: z.string().regex(/^[A-Z]{3}$/),
      status: z.enum(['captured', 'failed']),
      error_description: z.string().nullable(),
    }),
  }),
});
export type PayGateWebhook = z.infer<typeof payGateWebhook>;
