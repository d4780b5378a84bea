import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The simulated checkout's signatures, shaped as Razorpay's (docs/payment-provider.md): the browser's
 * return carries hex HMAC-SHA256 of `order_id|payment_id|status` under the merchant's key secret; a
 * webhook carries hex HMAC-SHA256 of its raw body under the webhook secret in X-PayGate-Signature.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-PayGate-Signature';

const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('hex');

export const signReturn = (orderId: string, paymentId: string, status: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}|${status}`);

export const signWebhook = (rawBody: string, webhookSecret: string) => hmacHex(webhookSecret, rawBody);

/** Timing-safe: a wrong length, a non-hex value or a wrong digit all answer false. */
export function hexSignatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
