import { z } from 'zod';
import { MIN_PAYMENT_PAISE } from '../../billing/rules/amount-due';

/**
 * Razorpay's API as the product uses it (docs/payment-provider.md, "Razorpay's API"): amounts in paise,
 * ids `order_…`, `pay_…`, `rfnd_…`, `plink_…`, `evt_…`; Basic auth key_id:key_secret; errors
 * `{ error: { code, description, source, step, reason, metadata, field } }`. What the simulated checkout
 * (server/pay-sim/) answers and what RazorpayProvider reads.
 */

/** Razorpay's notes: at most 15 key-value pairs, each value at most 256 characters. */
export const razorpayNotes = z
  .record(z.string().max(40), z.string().max(256))
  .refine((n) => Object.keys(n).length <= 15, {
    message: 'at most 15 notes',
  });
export type RazorpayNotes = z.infer<typeof razorpayNotes>;

/** POST /v1/orders. */
export const razorpayOrderRequest = z.object({
  amount: z.number().int().min(MIN_PAYMENT_PAISE).max(10_000_000_000),
  currency: z.literal('INR'),
  receipt: z.string().min(1).max(40),
  notes: razorpayNotes.default({}),
  partial_payment: z.boolean().optional(),
});

/**
 * What Standard Checkout is given besides the order (name, description, prefill, callback_url): the
 * simulated checkout has no script on the merchant's page, so the product passes them as the order's
 * notes, with the webhook URL a merchant registers in the dashboard (a real account ignores these notes).
 */
export const checkoutNotes = z.object({
  transaction: z.string().min(1).max(40),
  merchant_name: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(255),
  callback_url: z.url({ protocol: /^https?$/ }).max(256),
  webhook_url: z.url({ protocol: /^https?$/ }).max(256),
  customer_name: z.string().max(120).default(''),
  customer_email: z.string().max(200).default(''),
  customer_contact: z.string().max(20).default(''),
});
export type CheckoutNotes = z.input<typeof checkoutNotes>;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
}

/** GET /v1/payments/:id. `authorized` is a payment its bank has not finished (captured or failed later). */
export const razorpayPayment = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]{14}$/),
  entity: z.literal('payment'),
  amount: z.number().int(),
  // Any currency code reads: the receiver compares it with the transaction's and says so.
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().regex(/^order_[A-Za-z0-9]{14}$/),
  method: z.string().nullable().optional(),
  amount_refunded: z.number().int().optional(),
  captured: z.boolean().optional(),
  notes: z.union([razorpayNotes, z.array(z.never())]).optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  error_reason: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

/** POST /v1/payments/:id/refund → the refund entity. */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal';
  created_at: number;
}

/** POST /v1/payment_links → the payment link entity (its `short_url` is the hosted page the payer opens). */
export interface RazorpayPaymentLink {
  id: string;
  amount: number;
  currency: 'INR';
  description: string;
  reference_id: string;
  customer: { name?: string; email?: string; contact?: string };
  notes: RazorpayNotes;
  callback_url: string;
  callback_method: 'get';
  short_url: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  amount_paid: number;
  expire_by: number;
  created_at: number;
}

/** The payment link as payment_link.paid carries it: ours is the reference_id, the link's id is what we keep. */
const webhookPaymentLink = z.object({
  id: z.string().regex(/^plink_[A-Za-z0-9]{14}$/),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reference_id: z.string(),
  status: z.enum(['created', 'partially_paid', 'paid', 'cancelled', 'expired']),
});

/** The events the product subscribes to in the dashboard. */
export const RAZORPAY_EVENTS = [
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.processed',
  'payment_link.paid',
] as const;

/** A webhook's body: `{ entity: 'event', account_id, event, contains, payload, created_at }`. */
export const razorpayWebhook = z.object({
  entity: z.literal('event'),
  account_id: z.string().optional(),
  event: z.enum(RAZORPAY_EVENTS),
  contains: z.array(z.string()),
  payload: z.object({
    payment: z.object({ entity: razorpayPayment }),
    order: z.object({ entity: z.object({ id: z.string(), receipt: z.string().nullable() }) }).optional(),
    refund: z.object({ entity: z.object({ id: z.string().regex(/^rfnd_/), amount: z.number().int() }) }).optional(),
    payment_link: z.object({ entity: webhookPaymentLink }).optional(),
  }),
  created_at: z.number().int(),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhook>;

/** Headers Razorpay sends each webhook with: the signature over the raw body, and the event's id. */
export const RAZORPAY_SIGNATURE_HEADER = 'X-Razorpay-Signature';
export const RAZORPAY_EVENT_ID_HEADER = 'X-Razorpay-Event-Id';
