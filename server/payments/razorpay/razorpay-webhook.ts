import Razorpay from 'razorpay';
import { PaymentSignatureInvalid, type WebhookEvent } from '../payment-provider';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayWebhook,
  type RazorpayPayment,
  type RazorpayWebhook,
} from './razorpay-wire';

const EVENT_ID = /^evt_[A-Za-z0-9]{14}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** A payment's status as the product reads it: captured is paid, failed is failed, anything else waits. */
export const outcomeOf = (status: RazorpayPayment['status']): WebhookEvent['status'] =>
  status === 'captured' || status === 'refunded' ? 'success' : status === 'failed' ? 'failed' : 'pending';

/**
 * Reads a Razorpay webhook (docs/payment-provider.md, "Webhooks"): `X-Razorpay-Signature` verified over
 * the raw bytes with the package's own validateWebhookSignature before any JSON is parsed, then the
 * body's shape. The event id is the `X-Razorpay-Event-Id` header (the same on each retry of one event):
 * the receiver applies each id once. Our transaction is the order's receipt (order.paid) or the
 * payment's `transaction` note, or the link's reference_id (payment_link.paid); a refund.processed event
 * names its refund. Throws PaymentSignatureInvalid.
 */
export function parseRazorpayWebhook(rawBody: string, headers: Headers, webhookSecret: string): WebhookEvent {
  const signature = headers.get(RAZORPAY_SIGNATURE_HEADER) ?? '';
  // The package compares with ===: only a well-formed signature is handed to it.
  if (!HEX_SHA256.test(signature) || !Razorpay.validateWebhookSignature(rawBody, signature, webhookSecret)) {
    throw new PaymentSignatureInvalid('webhook');
  }
  const eventId = headers.get(RAZORPAY_EVENT_ID_HEADER) ?? '';
  if (!EVENT_ID.test(eventId)) throw new PaymentSignatureInvalid('webhook event id');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new PaymentSignatureInvalid('webhook body');
  }
  const parsed = razorpayWebhook.safeParse(json);
  if (!parsed.success) throw new PaymentSignatureInvalid('webhook body');
  const { event, payload } = parsed.data;
  if (event === 'payment_link.paid') return linkPaid(eventId, payload);
  const p = payload.payment.entity;
  const notes = Array.isArray(p.notes) ? {} : (p.notes ?? {});
  const transaction = payload.order?.entity.receipt ?? notes.transaction;
  if (!transaction) throw new PaymentSignatureInvalid('webhook names no transaction');
  const refund = payload.refund?.entity;
  if (event === 'refund.processed' && !refund) throw new PaymentSignatureInvalid('webhook body');
  return {
    eventId,
    transaction,
    orderId: p.order_id,
    paymentId: p.id,
    status: event === 'payment.failed' ? 'failed' : event === 'refund.processed' ? outcomeOf(p.status) : 'success',
    amountPaise: p.amount,
    currency: p.currency,
    ...(p.error_description ? { failureReason: p.error_description } : {}),
    ...(refund && event === 'refund.processed' ? { refund: { refundId: refund.id, amountPaise: refund.amount } } : {}),
  };
}

/**
 * payment_link.paid (decision 0280): the link's reference_id is our transaction and the link's id the
 * provider id we kept for it, so settling checks the payment against the link the transaction opened;
 * the amount settled is the payment's, which settling compares with what was agreed.
 */
function linkPaid(eventId: string, payload: RazorpayWebhook['payload']): WebhookEvent {
  const link = payload.payment_link?.entity;
  const p = payload.payment.entity;
  if (!link || link.status !== 'paid' || p.status !== 'captured') throw new PaymentSignatureInvalid('webhook body');
  return {
    eventId,
    transaction: link.reference_id,
    orderId: link.id,
    paymentId: p.id,
    status: 'success',
    amountPaise: p.amount,
    currency: p.currency,
  };
}
