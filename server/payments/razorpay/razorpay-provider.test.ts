import { describe, expect, it } from 'vitest';
import { PaymentSignatureInvalid, type SignedReturn } from '../payment-provider';
import type { MerchantCredentials } from '../merchant-credentials';
import { createRazorpayProvider } from './razorpay-provider';
import { parseRazorpayWebhook } from './razorpay-webhook';
import { paymentEventBody, paymentSignature, webhookHeaders } from './testing/razorpay-test-support';

const mine: MerchantCredentials = { keyId: 'rzp_test_a', keySecret: 'key-secret-a', webhookSecret: 'hook-secret-a' };
const theirs: MerchantCredentials = { keyId: 'rzp_test_b', keySecret: 'key-secret-b', webhookSecret: 'hook-secret-b' };
const unreachable = () => Promise.reject(new Error('no network in unit tests'));
const providerWith = (credentials: MerchantCredentials) =>
  createRazorpayProvider({
    credentials,
    apiRoot: 'https://api.razorpay.example',
    checkoutUrl: (id) => `https://checkout.example/pay/${id}`,
    checkoutScript: () => 'https://checkout.example/v1/checkout.js',
    fetch: unreachable,
  });
const provider = providerWith(mine);

const ORDER = 'order_AAAAAAAAAAAAAA';
const PAYMENT = 'pay_BBBBBBBBBBBBBB';
const signed = (secret = mine.keySecret): SignedReturn => ({
  transaction: 'txn_1',
  payment_id: PAYMENT,
  status: 'success',
  signature: paymentSignature(ORDER, PAYMENT, secret),
});

describe('the payment signature (HMAC-SHA256 of order_id|razorpay_payment_id under the key secret)', () => {
  it('accepts a vector computed apart from the package (openssl dgst -sha256 -hmac, decision 0261)', () => {
    // Razorpay's documented sample ids (Standard Checkout, "Handle payment success"); Razorpay publishes
    // no key secret with them, so the signature was computed with openssl under a secret of our own.
    const vector = createRazorpayProvider({
      credentials: { ...mine, keySecret: 'test_key_secret_for_vectors' },
      apiRoot: 'https://api.razorpay.example',
      checkoutUrl: (id) => id,
      checkoutScript: () => 'https://checkout.example/v1/checkout.js',
      fetch: unreachable,
    });
    const ret = {
      transaction: 'txn_1',
      payment_id: 'pay_29QQoUBi66xm2f',
      status: 'success' as const,
      signature: '708ac3a781e0fb32d66c11c5398245113b81ce8822e93e9e3f8a9f94337424f4',
    };
    expect(vector.verifyReturn(ret, 'order_9A33XWu170gUtm')).toMatchObject({ paymentId: 'pay_29QQoUBi66xm2f' });
    expect(() => vector.verifyReturn(ret, 'order_9A33XWu170gUtn')).toThrow(PaymentSignatureInvalid);
  });

  it('accepts a good signature: the order is ours, never the return’s', () => {
    expect(provider.verifyReturn(signed(), ORDER)).toEqual({
      transaction: 'txn_1',
      orderId: ORDER,
      paymentId: PAYMENT,
      status: 'success',
    });
  });

  it('refuses a tampered payment id or order, another merchant’s secret, and a malformed signature', () => {
    const good = signed();
    expect(() => provider.verifyReturn({ ...good, payment_id: 'pay_CCCCCCCCCCCCCC' }, ORDER)).toThrow(
      PaymentSignatureInvalid,
    );
    expect(() => provider.verifyReturn(good, 'order_ZZZZZZZZZZZZZZ')).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn(signed(theirs.keySecret), ORDER)).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn({ ...good, signature: 'zz' }, ORDER)).toThrow(PaymentSignatureInvalid);
    expect(() => provider.verifyReturn({ ...good, signature: good.signature.toUpperCase() }, ORDER)).toThrow(
      PaymentSignatureInvalid,
    );
    expect(() => providerWith(theirs).verifyReturn(signed(), ORDER)).toThrow(PaymentSignatureInvalid);
  });
});

const body = (over: Partial<Parameters<typeof paymentEventBody>[0]> = {}) =>
  paymentEventBody({ paymentId: PAYMENT, orderId: ORDER, transaction: 'txn_1', ...over });
const headersFor = (raw: string, secret = mine.webhookSecret, eventId?: string) =>
  new Headers(webhookHeaders(raw, secret, eventId));

describe('the webhook (HMAC-SHA256 of the raw body under the webhook secret, X-Razorpay-Signature)', () => {
  it("accepts the package's own test vector through validateWebhookSignature", () => {
    // razorpay-node test/utils/razorpay-utils.spec.js: this body, secret "123456", this signature.
    const raw = '{"a":1,"b":2,"c":{"d":3}}';
    const headers = new Headers({
      'X-Razorpay-Signature': '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
      'X-Razorpay-Event-Id': 'evt_EEEEEEEEEEEEEE',
    });
    // Signed well, it is then refused for its shape (not a Razorpay event), not for its signature.
    expect(() => parseRazorpayWebhook(raw, headers, '123456')).toThrow('webhook body');
    expect(() => parseRazorpayWebhook(raw, headers, '1234567')).toThrow('payment signature invalid: webhook');
  });

  it('reads a good event: the event id header, our transaction, the outcome and the amount it moved', () => {
    const raw = body();
    expect(provider.parseWebhook(raw, headersFor(raw))).toEqual({
      eventId: 'evt_EEEEEEEEEEEEEE',
      transaction: 'txn_1',
      orderId: ORDER,
      paymentId: PAYMENT,
      status: 'success',
      amountPaise: 118000,
      currency: 'INR',
    });
    // Another currency still reads, so the receiver can refuse it for what it is (decision 0231).
    const dollars = body({ currency: 'USD' });
    expect(provider.parseWebhook(dollars, headersFor(dollars)).currency).toBe('USD');
    const failed = body({ event: 'payment.failed' });
    expect(provider.parseWebhook(failed, headersFor(failed))).toMatchObject({
      status: 'failed',
      failureReason: 'The bank declined the payment.',
    });
  });

  it('refuses a tampered body, a missing or wrong-secret signature, a missing event id', () => {
    const raw = body();
    const tampered = raw.replace('"amount":118000', '"amount":100');
    expect(() => provider.parseWebhook(tampered, headersFor(raw))).toThrow(PaymentSignatureInvalid);
    expect(() => provider.parseWebhook(raw, new Headers())).toThrow(PaymentSignatureInvalid);
    expect(() => provider.parseWebhook(raw, headersFor(raw, theirs.webhookSecret))).toThrow(PaymentSignatureInvalid);
    // A whitespace change is a different raw body: the signature is over the bytes, not the JSON.
    expect(() => provider.parseWebhook(`${raw} `, headersFor(raw))).toThrow(PaymentSignatureInvalid);
    const noId = headersFor(raw);
    noId.delete('X-Razorpay-Event-Id');
    expect(() => provider.parseWebhook(raw, noId)).toThrow('webhook event id');
  });

  it('refuses a signed body of another shape, or one naming no transaction', () => {
    const odd = JSON.stringify({ entity: 'event', event: 'payment.captured' });
    expect(() => provider.parseWebhook(odd, headersFor(odd))).toThrow('webhook body');
    const anonymous = body().replace('"notes":{"transaction":"txn_1"}', '"notes":[]');
    expect(() => provider.parseWebhook(anonymous, headersFor(anonymous))).toThrow('webhook names no transaction');
  });
});
