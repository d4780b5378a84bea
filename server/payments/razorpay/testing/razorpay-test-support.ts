import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { simBrowser } from '../../../broker-sim/testing/sim-test-fixtures';
import type { TestServer } from '../../../test-support';
import type { SignedReturn } from '../../payment-provider';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '../razorpay-wire';

/**
 * Razorpay's signatures computed here with node:crypto, apart from the package the provider verifies
 * them with (docs/payment-provider.md, "Signatures"): the payment's hex HMAC-SHA256 of
 * `order_id|payment_id` under the key secret, a webhook's of its raw body under the webhook secret.
 */
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** A webhook's headers as Razorpay sends them. */
export const webhookHeaders = (body: string, webhookSecret: string, eventId = 'evt_EEEEEEEEEEEEEE') => ({
  'content-type': 'application/json',
  [RAZORPAY_SIGNATURE_HEADER]: hmacHex(webhookSecret, body),
  [RAZORPAY_EVENT_ID_HEADER]: eventId,
});

/** A payment event's body as Razorpay sends it (docs/payment-provider.md, "Webhooks"). */
export function paymentEventBody(p: {
  event?: 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';
  paymentId: string;
  orderId: string;
  transaction: string;
  amount?: number;
  currency?: string;
  createdAt?: number;
  /** refund.processed: the refund's id and amount. */
  refund?: { id: string; amount: number };
}) {
  const failed = p.event === 'payment.failed';
  const payment = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount ?? 118000,
    currency: p.currency ?? 'INR',
    status: failed ? 'failed' : p.refund ? 'refunded' : 'captured',
    order_id: p.orderId,
    method: 'upi',
    captured: !failed,
    notes: { transaction: p.transaction },
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'The bank declined the payment.' : null,
    created_at: p.createdAt ?? 1_763_616_600,
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: p.event ?? 'payment.captured',
    contains: p.refund ? ['refund', 'payment'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(p.refund ? { refund: { entity: { ...p.refund, entity: 'refund', payment_id: p.paymentId } } } : {}),
    },
    created_at: p.createdAt ?? 1_763_616_600,
  });
}

/** The status page's return, as the callback route sends the payer on with it from the checkout's Location. */
export async function statusReturn(t: TestServer, checkoutLocation: string): Promise<{ url: URL; ret: SignedReturn }> {
  const callback = new URL(checkoutLocation);
  const res = await simBrowser(t, callback.hostname)(`${callback.pathname}${callback.search}`);
  expect(res.status).toBe(303);
  const url = new URL(res.headers.get('location')!, callback.origin);
  const ret = {
    transaction: url.searchParams.get('transaction')!,
    payment_id: url.searchParams.get('payment_id')!,
    status: url.searchParams.get('status') as SignedReturn['status'],
    signature: url.searchParams.get('signature')!,
  };
  return { url, ret };
}
