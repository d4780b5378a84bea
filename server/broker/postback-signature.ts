import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a broker's order update carries: hex HMAC-SHA256 of the raw body under the app's API secret. */
export const POSTBACK_SIGNATURE_HEADER = 'X-Broker-Signature';

export const signPostback = (body: string, apiSecret: string) =>
  createHmac('sha256', apiSecret).update(body, 'utf8').digest('hex');

/** Timing-safe: a wrong length or a wrong digit takes the same path. */
export function postbackSignatureValid(body: string, signature: string | undefined, apiSecret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signPostback(body, apiSecret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
