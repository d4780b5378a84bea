import { describe, expect, it } from 'vitest';
import { PaymentSignatureInvalid, type SignedReturn } from './payment-provider';
import { signReturn, signWebhook, WEBHOOK_SIGNATURE_HEADER } from './payment-signatures';
import { createSimulatedPaymentProvider } from './simulated-payment-provider';
import type { MerchantCredentials } from './merchant-credentials';

const NOW = new Date('2026-11-20T05:30:00Z');
const mine: MerchantCredentials = { keyId: 'pg_test_a', keySecret: 'key-secret-a', webhookSecret: 'hook-secret-a' };
const theirs: MerchantCredentials = { keyId: 'pg_test_b', keySecret: 'key-secret-b', webhookSecret: 'hook-secret-b' };
const unreachable = () => Promise.reject(new Error('no network in unit tests'));
const providerWith = (credentials: MerchantCredentials, now = NOW) =>
  createSimulatedPaymentProvider({
    brand: { id: 'a', paymentHosts: ['checkout.paygate-demo.example'] },
    fetch: unreachable,
    credentials,
    now: () => now,
  });
const provider = providerWith(mine);

const ORDER = 'order_AAAAAAAAAAAAAA';
const PAYMENT = 'pay_BBBBBBBBBBBBBB';
const signed = (status: SignedReturn['status'], secret = mine.keySecret): SignedReturn => ({
  transaction: 'txn_1',
  payment_id: PAYMENT,
  status,
  signature: signReturn(ORDER, PAYMENT, status, secret),
});

describe('the signed return (HMAC-SHA256 of order_id|payment_id|status under the key secret)', () => {
  it('accepts a good signature for each status', () => {
    for (const status of ['success', 'failed', 'pending'] as const) {
      expect(provider.verifyReturn(signed(status), ORDER)).toEqual({
        transaction: 'txn_1',
        orderId: ORDER,
        paymentId: PAYMENT,
        status,
      });
    }
  });

  it('refuses a tampered status, payment id or order, and another merchant’s secret', () => {
    const good = signed('failed');
    expect(() => provider.verifyReturn({ ...good, status: 'success' }, ORDER)).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn({ ...good, payment_id: 'pay_CCCCCCCCCCCCCC' }, ORDER)).toThrow(
      PaymentSignatureInvalid,
    );
    expect(() => provider.verifyReturn(good, 'order_ZZZZZZZZZZZZZZ')).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn(signed('success', theirs.keySecret), ORDER)).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn({ ...good, signature: 'zz' }, ORDER)).toThrow(PaymentSignatureInvalid);
    expect(() => providerWith(theirs).verifyReturn(signed('success'), ORDER)).toThrow(PaymentSignatureInvalid);
  });
});

const webhookBody = (sentAt: Date, status: 'captured' | 'failed' = 'captured', currency = 'INR') =>
  JSON.stringify({
    id: 'evt_EEEEEEEEEEEEEE',
    event: status === 'captured' ? 'payment.captured' : 'payment.failed',
    created_at: Math.floor(sentAt.getTime() / 1000) - 30,
    sent_at: Math.floor(sentAt.getTime() / 1000),
    payload: {
      payment: {
        id: PAYMENT,
        order_id: ORDER,
        receipt: 'txn_1',
        amount: 118000,
        currency,
        status,
        error_description: status === 'failed' ? 'The bank declined the payment.' : null,
      },
    },
  });
const headersFor = (body: string, secret = mine.webhookSecret) =>
  new Headers({ [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, secret) });

describe('the webhook (HMAC-SHA256 of the raw body under the webhook secret, X-PayGate-Signature)', () => {
  it('reads a good event: its id for idempotency, our transaction, the outcome and the amount it moved', () => {
    const body = webhookBody(NOW);
    expect(provider.parseWebhook(body, headersFor(body))).toEqual({
      eventId: 'evt_EEEEEEEEEEEEEE',
      transaction: 'txn_1',
      orderId: ORDER,
      paymentId: PAYMENT,
      status: 'success',
      amountPaise: 118000,
      currency: 'INR',
    });
    // Another currency still reads, so the receiver can refuse it for what it is (decision 0231).
    const dollars = webhookBody(NOW, 'captured', 'USD');
    expect(provider.parseWebhook(dollars, headersFor(dollars)).currency).toBe('USD');
    const failed = webhookBody(NOW, 'failed');
    expect(provider.parseWebhook(failed, headersFor(failed))).toMatchObject({
      status: 'failed',
      failureReason: 'The bank declined the payment.',
    });
  });

  it('refuses a tampered body, a missing or wrong-secret signature', () => {
    const body = webhookBody(NOW);
    const tampered = body.replace('"amount":118000', '"amount":100');
    expect(() => provider.parseWebhook(tampered, headersFor(body))).toThrow(PaymentSignatureInvalid);
    expect(() => provider.parseWebhook(body, new Headers())).toThrow(PaymentSignatureInvalid);
    expect(() => provider.parseWebhook(body, headersFor(body, theirs.webhookSecret))).toThrow(PaymentSignatureInvalid);
    // A whitespace change is a different raw body: the signature is over the bytes, not the JSON.
    expect(() => provider.parseWebhook(`${body} `, headersFor(body))).toThrow(PaymentSignatureInvalid);
  });

  it('refuses a well-signed event sent more than 5 minutes ago (or ahead), and a signed body of another shape', () => {
    const old = webhookBody(new Date(NOW.getTime() - 301_000));
    expect(() => provider.parseWebhook(old, headersFor(old))).toThrow('webhook too old');
    const fresh = webhookBody(new Date(NOW.getTime() - 299_000));
    expect(provider.parseWebhook(fresh, headersFor(fresh)).eventId).toBe('evt_EEEEEEEEEEEEEE');
    const ahead = webhookBody(new Date(NOW.getTime() + 301_000));
    expect(() => provider.parseWebhook(ahead, headersFor(ahead))).toThrow(PaymentSignatureInvalid);
    const odd = JSON.stringify({ id: 'evt_x' });
    expect(() => provider.parseWebhook(odd, headersFor(odd))).toThrow('webhook body');
  });
});
