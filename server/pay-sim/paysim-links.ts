import { z } from 'zod';
import type { Queryable } from '../db/database';
import { MIN_PAYMENT_PAISE } from '../billing/rules/amount-due';
import { razorpayNotes, type RazorpayPaymentLink } from '../payments/razorpay/razorpay-wire';
import { payGateId } from './paysim-orders';

/** POST /v1/payment_links (Razorpay's standard Payment Link), the fields the product sends. */
export const paymentLinkRequest = z.object({
  amount: z.number().int().min(MIN_PAYMENT_PAISE).max(10_000_000_000),
  currency: z.literal('INR').default('INR'),
  description: z.string().trim().min(1).max(2048),
  reference_id: z.string().min(1).max(40),
  expire_by: z.number().int(),
  customer: z.object({
    name: z.string().max(120).optional(),
    email: z.string().max(200).optional(),
    contact: z.string().max(20).optional(),
  }),
  notify: z.object({ sms: z.boolean().optional(), email: z.boolean().optional() }).optional(),
  notes: razorpayNotes.default({}),
  callback_url: z.url({ protocol: /^https?$/ }).max(2000),
  callback_method: z.literal('get'),
});

/**
 * Creates the merchant's link; a reference_id it has used already is refused, as Razorpay refuses it.
 * `short_url` is on the checkout's own host (Razorpay's are on rzp.io).
 */
export async function createPaymentLink(
  db: Queryable,
  keyId: string,
  l: z.output<typeof paymentLinkRequest>,
  checkoutOrigin: string,
  now: Date,
): Promise<RazorpayPaymentLink | undefined> {
  const id = payGateId('plink');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO paysim_payment_links (id, key_id, amount, description, reference_id, customer, notes, callback_url,
                                       expire_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9), $10) ON CONFLICT (key_id, reference_id) DO NOTHING
     RETURNING id`,
    [
      id,
      keyId,
      l.amount,
      l.description,
      l.reference_id,
      JSON.stringify(l.customer),
      JSON.stringify(l.notes),
      l.callback_url,
      l.expire_by,
      now,
    ],
  );
  if (!rows[0]) return undefined;
  return {
    id,
    amount: l.amount,
    currency: 'INR',
    description: l.description,
    reference_id: l.reference_id,
    customer: l.customer,
    notes: l.notes,
    callback_url: l.callback_url,
    callback_method: 'get',
    short_url: `${checkoutOrigin}/l/${id}`,
    status: 'created',
    amount_paid: 0,
    expire_by: l.expire_by,
    created_at: Math.floor(now.getTime() / 1000),
  };
}
