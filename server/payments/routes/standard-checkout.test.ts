import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, StandardCheckoutBody, TransactionBody } from '#contract/subscriptions/payments';
import { simBrowser } from '../../broker-sim/testing/sim-test-fixtures';
import { deliverWebhooks } from '../../pay-sim/paysim-webhooks';
import { testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { merchantCredentials } from '../merchant-credentials';
import { CHECKOUT_CLOSED } from '../../subscriptions/standard-checkout-options';
import { PAINT_FIRST_SCRIPT } from '#contract/site/paint-first';

/** A brand that pays through Standard Checkout (Checkout.js on its own page, brand.json "paymentCheckout"). */
const harborbank = brands.find((b) => b.id === 'harborbank')!;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const CHECKOUT = 'checkout.paygate-demo.localhost';
const file = testServerPerFile();
let api: ReturnType<typeof blogCaller>;
let plan: { id: number; adviser_id: number };

beforeAll(async () => {
  expect(harborbank.paymentCheckout).toBe('standard');
  api = blogCaller(file.t, harborbank);
  plan = await testPlan(file.t.db);
});

const subscriptionsOf = async (userId: number) =>
  (await file.t.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [userId])).rows.length;
const deliver = () => deliverWebhooks(file.t.db, (req) => file.t.app.fetch(req));

/** Pay: head.status 6 to the brand's own checkout page, then the options that page opens Checkout.js with. */
async function openCheckout(token: string) {
  const created = await api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan: plan.id, client_key: `key-${Math.random().toString(36).slice(2, 12)}` },
    token,
  );
  expect(created.head.status).toBe(6);
  const { transaction, redirect_url } = created.body;
  expect(redirect_url).toBe(`http://harborbank.localhost:3000/payment/checkout/?transaction=${transaction}`);
  const opened = await api.get<StandardCheckoutBody>(
    `${API.payments.checkoutOptions}?transaction=${transaction}`,
    token,
  );
  expect(opened.status).toBe(200);
  return opened.body;
}

/** What Checkout.js's frame does with the payer's choice: its JSON call, answered with the handler's response. */
async function payInFrame(body: StandardCheckoutBody, outcome: string, headers: Record<string, string> = {}) {
  const browse = simBrowser(file.t, CHECKOUT);
  const res = await browse('/v1/checkout/public', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paygate-frame': '1',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: JSON.stringify({ order_id: body.options.order_id, outcome }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const handlerReturn = (transaction: string, r: Record<string, unknown>) => ({
  transaction,
  payment_id: r.razorpay_payment_id as string,
  status: 'success',
  signature: r.razorpay_signature as string,
});

describe('Standard Checkout (Checkout.js) against the simulated checkout', () => {
  it("answers Checkout.js's options: the public key, the order in paise, prefill, the brand's colour, our note", async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    expect(body.script_url).toBe(`http://${CHECKOUT}:3000/v1/checkout.js`);
    expect(body.options).toMatchObject({
      key: merchantCredentials(harborbank, file.t.devRoots.paygate).keyId,
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      currency: 'INR',
      name: harborbank.displayName,
      prefill: { name: 'Test Buyer', contact: '9876501234' },
      notes: { transaction: body.transaction },
      theme: { color: harborbank.theme.primary },
    });
    const { rows } = await file.t.db.query<{ total: number }>(
      'SELECT total_amount::float8 AS total FROM payment_transactions WHERE id = $1',
      [body.transaction],
    );
    expect(body.options.amount).toBe(Math.round(rows[0]!.total * 100));
    // The script and the frame it opens, framed only by the merchant's own page.
    const browse = simBrowser(file.t, CHECKOUT);
    const script = await browse('/v1/checkout.js');
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
    const q = new URLSearchParams({ key_id: body.options.key, order_id: body.options.order_id, color: '#0f4c81' });
    const frame = await browse(`/v1/checkout/public?${q}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors http://harborbank.localhost:3000');
    expect(await frame.text()).toContain(`<title>Pay ${harborbank.displayName} · PayGate Demo</title>`);
    q.set('key_id', merchantCredentials(starfolio, file.t.devRoots.paygate).keyId);
    expect((await browse(`/v1/checkout/public?${q}`)).status).toBe(404);
  });

  it("verifies the handler's signature, activates the subscription once, and a replay changes nothing", async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    const paid = await payInFrame(body, 'success');
    expect(paid.json.razorpay_order_id).toBe(body.options.order_id);
    const ret = handlerReturn(body.transaction, paid.json);
    const done = await api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(done.body).toMatchObject({ transaction: body.transaction, status: 'success' });
    const replay = await api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(replay.body).toMatchObject({ status: 'success', invoice_number: done.body.invoice_number });
    expect(await deliver()).toBeGreaterThan(0);
    expect(await subscriptionsOf(buyer.id)).toBe(1);
    // A paid transaction opens no checkout again.
    const again = await api.get(`${API.payments.checkoutOptions}?transaction=${body.transaction}`, buyer.token);
    expect(again.status).toBe(400);
    expect(again.head.message).toBe(CHECKOUT_CLOSED);
  });

  it("refuses a tampered signature, and another order's, and settles nothing", async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    const ret = handlerReturn(body.transaction, (await payInFrame(body, 'success')).json);
    const flipped = `${ret.signature.slice(0, -1)}${ret.signature.endsWith('0') ? '1' : '0'}`;
    const tampered = await api.post(API.payments.complete, { ...ret, signature: flipped }, buyer.token);
    expect(tampered.status).toBe(400);
    expect(tampered.head.message).toBe('The payment could not be verified.');
    const other = await openCheckout(buyer.token);
    const otherRet = handlerReturn(other.transaction, (await payInFrame(other, 'success')).json);
    const crossed = await api.post(API.payments.complete, { ...otherRet, transaction: body.transaction }, buyer.token);
    expect(crossed.status).toBe(400);
    expect(await subscriptionsOf(buyer.id)).toBe(0);
  });

  it('settles once when the webhook comes before the handler', async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    const ret = handlerReturn(body.transaction, (await payInFrame(body, 'success')).json);
    expect(await deliver()).toBeGreaterThan(0);
    expect(await subscriptionsOf(buyer.id)).toBe(1);
    const done = await api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(done.body.status).toBe('success');
    expect(await subscriptionsOf(buyer.id)).toBe(1);
  });

  it("answers a failed payment with Checkout.js's error, unsigned, and the webhook settles it failed", async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    const failed = await payInFrame(body, 'failure');
    expect(failed.json).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { payment_id: expect.stringMatching(/^pay_/), order_id: body.options.order_id },
      },
    });
    await deliver();
    const t = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${body.transaction}`,
      buyer.token,
    );
    expect(t.body.status).toBe('failed');
  });

  it("refuses the frame's call from anywhere but the frame, and another user's transaction", async () => {
    const buyer = await testBuyer(file.t, harborbank, plan.adviser_id);
    const body = await openCheckout(buyer.token);
    expect((await payInFrame(body, 'success', { 'x-paygate-frame': '0' })).status).toBe(403);
    expect((await payInFrame(body, 'success', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await payInFrame(body, 'nothing')).status).toBe(400);
    const stranger = await testBuyer(file.t, harborbank, plan.adviser_id);
    const theirs = await api.get(`${API.payments.checkoutOptions}?transaction=${body.transaction}`, stranger.token);
    expect(theirs.status).toBe(404);
  });

  it(
    "lets exactly the checkout's origin into a Standard Checkout brand's CSP, and none into a hosted one's",
    { timeout: 120_000 },
    async () => {
      const directives = async (b: typeof harborbank) => {
        const csp = (await file.t.request(b, '/blog')).headers.get('content-security-policy')!;
        return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
      };
      const origin = `http://${CHECKOUT}:3000`;
      // Every page's own inline script, allowed by its hash (decision 0274), comes first.
      const paintFirst = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;
      const standard = await directives(harborbank);
      expect(standard['script-src']).toBe(`script-src 'self' ${paintFirst} ${origin}`);
      expect(standard['frame-src']).toMatch(new RegExp(` ${origin.replace(/\./g, '\\.')}$`));
      expect(standard['form-action']).toBe(`form-action 'self' ${origin}`);
      const hosted = await directives(starfolio);
      expect(hosted['script-src']).toBe(`script-src 'self' ${paintFirst}`);
      expect(hosted['form-action']).toBe("form-action 'self'");
    },
  );
});
