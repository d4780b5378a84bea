import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';
import { simBrowser } from '../broker-sim/testing/sim-test-fixtures';
import type { CheckoutRequest, PaymentProvider } from '../payments/payment-provider';
import { createSimulatedPaymentProvider } from '../payments/simulated-payment-provider';
import { merchantCredentials } from '../payments/merchant-credentials';
import { WEBHOOK_SIGNATURE_HEADER } from '../payments/payment-signatures';
import { deliverWebhooks, settleDuePending } from './paysim-webhooks';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const CHECKOUT_HOST = 'checkout.paygate-demo.localhost';
let t: TestServer;
let provider: PaymentProvider;
beforeAll(async () => {
  t = await createTestServer();
  provider = createSimulatedPaymentProvider({
    brand: starfolio,
    fetch: (request) => t.app.fetch(request),
    credentials: merchantCredentials(starfolio, t.devRoots.paygate),
  });
});
afterAll(() => t.db.close());

let receipts = 0;
const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  transaction: `txn_test${(receipts += 1)}`,
  amountPaise: 118000,
  currency: 'INR',
  description: 'Meera Iyer · 1 year plan',
  merchantName: 'Starfolio',
  returnUrl: 'http://starfolio.localhost:3000/payment/status/',
  webhookUrl: 'http://starfolio.localhost/starfolio/api/payments/webhook/',
  customer: { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' },
  ...over,
});

/** Opens the checkout page as a browser and submits one of its buttons; answers the 303's target. */
async function choose(redirectUrl: string, outcome: string) {
  const url = new URL(redirectUrl);
  const browse = simBrowser(t, url.hostname);
  const html = await (await browse(url.pathname)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const res = await browse(url.pathname, { method: 'POST', form: { csrf, outcome } });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const returnOf = (back: URL) => ({
  transaction: back.searchParams.get('transaction')!,
  payment_id: back.searchParams.get('payment_id')!,
  status: back.searchParams.get('status') as 'success' | 'failed' | 'pending',
  signature: back.searchParams.get('signature')!,
});

interface Seen {
  url: string;
  host: string | null;
  body: string;
  headers: Headers;
}
const receiver =
  (seen: Seen[], status = 200) =>
  async (req: Request) => {
    seen.push({ url: req.url, host: req.headers.get('host'), body: await req.text(), headers: req.headers });
    return new Response('ok', { status });
  };

describe('the order API', () => {
  const post = (body: unknown, auth?: string) =>
    t.app.request('/v1/orders', {
      method: 'POST',
      headers: { host: CHECKOUT_HOST, 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify(body),
    });
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const order = {
    amount: 118000,
    currency: 'INR',
    receipt: 'txn_api',
    description: 'A plan',
    merchant_name: 'Starfolio',
    callback_url: 'http://starfolio.localhost:3000/payment/status/',
    webhook_url: 'http://starfolio.localhost/starfolio/api/payments/webhook/',
    customer: { name: 'A', email: null, contact: null },
  };

  it("needs the merchant's key id and secret", async () => {
    const { keyId, keySecret } = merchantCredentials(starfolio, t.devRoots.paygate);
    expect((await post(order)).status).toBe(401);
    expect((await post(order, basic(keyId, 'wrong'))).status).toBe(401);
    expect(
      (await post(order, basic(merchantCredentials({ id: 'moneyleaf' }, t.devRoots.paygate).keyId, keySecret))).status,
    ).toBe(401);
    const res = await post(order, basic(keyId, keySecret));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ entity: 'order', amount: 118000, receipt: 'txn_api', status: 'created' });
  });

  it("refuses bad input, and callback or webhook URLs off the merchant's site", async () => {
    const { keyId, keySecret } = merchantCredentials(starfolio, t.devRoots.paygate);
    const auth = basic(keyId, keySecret);
    expect((await post({ ...order, amount: 0 }, auth)).status).toBe(400);
    expect((await post({ ...order, description: 'x'.repeat(20_000) }, auth)).status).toBe(413);
    expect((await post({ ...order, callback_url: 'javascript:alert(1)' }, auth)).status).toBe(400);
    expect((await post({ ...order, callback_url: 'http://evil.localhost/' }, auth)).status).toBe(400);
    expect((await post({ ...order, webhook_url: 'http://moneyleaf.localhost/x' }, auth)).status).toBe(400);
  });
});

describe('the hosted checkout page', () => {
  it("is the provider's own page: merchant, description, amount with GST, its CSP and cookie only", async () => {
    const { orderId, redirectUrl } = await provider.createCheckout(request());
    expect(redirectUrl).toBe(`http://${CHECKOUT_HOST}:3000/pay/${orderId}`);
    const res = await simBrowser(t, CHECKOUT_HOST)(`/pay/${orderId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://starfolio.localhost:3000");
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['paygate_csrf']);
    const html = await res.text();
    expect(html).toContain('<title>Pay Starfolio · PayGate Demo</title>');
    expect(html).toContain('Meera Iyer · 1 year plan');
    expect(html).toContain('₹1,180.00');
    expect(html).toContain('GST included');
    for (const label of ['Fail', 'Leave pending (will succeed)', 'Leave pending (will fail)']) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it('answers its icon 204, an unknown order 404, and a form without its token 403', async () => {
    const browse = simBrowser(t, CHECKOUT_HOST);
    expect((await browse('/favicon.ico')).status).toBe(204);
    const missing = await browse('/pay/order_AAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("form-action 'none';");
    const { orderId } = await provider.createCheckout(request());
    const forged = await browse(`/pay/${orderId}`, { method: 'POST', form: { outcome: 'success' } });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This page has expired. Choose again.');
  });

  it('sends the payer back with a signed return for each outcome; the order keeps its first payment', async () => {
    const cases = [
      ['success', 'success'],
      ['failure', 'failed'],
      ['pending-success', 'pending'],
      ['pending-failure', 'pending'],
    ] as const;
    for (const [outcome, status] of cases) {
      const req = request();
      const { orderId, redirectUrl } = await provider.createCheckout(req);
      const back = await choose(redirectUrl, outcome);
      expect(`${back.origin}${back.pathname}`).toBe(req.returnUrl);
      const ret = returnOf(back);
      expect(provider.verifyReturn(ret, orderId)).toMatchObject({ transaction: req.transaction, status });
      const forged = status === 'success' ? 'failed' : 'success';
      expect(() => provider.verifyReturn({ ...ret, status: forged }, orderId)).toThrow('payment signature invalid');
      const again = await simBrowser(t, CHECKOUT_HOST)(`/pay/${orderId}`);
      expect(await again.text()).toContain(`Return to Starfolio`);
    }
  });
});

describe('the payments API (fetchPayment)', () => {
  it('answers a payment to its own merchant only: its order, status, amount and currency', async () => {
    const paid = await provider.createCheckout(request({ amountPaise: 59_000 }));
    const paidRet = returnOf(await choose(paid.redirectUrl, 'success'));
    expect(await provider.fetchPayment(paidRet.payment_id)).toEqual({
      orderId: paid.orderId,
      paymentId: paidRet.payment_id,
      status: 'success',
      amountPaise: 59_000,
      currency: 'INR',
    });
    const waiting = await provider.createCheckout(request());
    const waitingRet = returnOf(await choose(waiting.redirectUrl, 'pending-success'));
    expect(await provider.fetchPayment(waitingRet.payment_id)).toMatchObject({
      status: 'pending',
      amountPaise: 118000,
    });
    const declined = await provider.createCheckout(request());
    const declinedRet = returnOf(await choose(declined.redirectUrl, 'failure'));
    expect(await provider.fetchPayment(declinedRet.payment_id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payer chose to fail the payment.',
    });
    const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
    const other = createSimulatedPaymentProvider({
      brand: moneyleaf,
      fetch: (r) => t.app.fetch(r),
      credentials: merchantCredentials(moneyleaf, t.devRoots.paygate),
    });
    expect(await other.fetchPayment(paidRet.payment_id)).toBeUndefined();
    expect(await provider.fetchPayment('pay_AAAAAAAAAAAAAA')).toBeUndefined();
    expect(await provider.fetchPayment('../v1/orders')).toBeUndefined();
  });
});

describe('the webhooks', () => {
  it('signs the final event for the merchant, retries a failed delivery with back-off, records delivery', async () => {
    await deliverWebhooks(t.db, async () => new Response('ok')); // earlier tests' events
    const req = request();
    const { orderId, redirectUrl } = await provider.createCheckout(req);
    const ret = returnOf(await choose(redirectUrl, 'success'));
    const now = new Date();
    const failing: Seen[] = [];
    expect(await deliverWebhooks(t.db, receiver(failing, 503), { now })).toBe(0);
    expect(failing).toHaveLength(1);
    const { rows } = await t.db.query<{ attempts: number; wait: number; last_error: string }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS wait, last_error
         FROM paysim_webhooks WHERE delivered_at IS NULL`,
      [now],
    );
    expect(rows).toEqual([{ attempts: 1, wait: 5, last_error: 'HTTP 503' }]);
    const seen: Seen[] = [];
    expect(await deliverWebhooks(t.db, receiver(seen), { now })).toBe(0);
    const later = new Date(now.getTime() + 5000);
    expect(await deliverWebhooks(t.db, receiver(seen), { now: later })).toBe(1);
    const [hook] = seen;
    expect(hook!.url).toBe(req.webhookUrl);
    expect(hook!.host).toBe('starfolio.localhost');
    expect(hook!.headers.get(WEBHOOK_SIGNATURE_HEADER)).toMatch(/^[0-9a-f]{64}$/);
    const event = provider.parseWebhook(hook!.body, hook!.headers);
    expect(event).toMatchObject({
      transaction: req.transaction,
      orderId,
      paymentId: ret.payment_id,
      status: 'success',
    });
    // The retry is the same event (one id), signed afresh with its own sent_at.
    expect(JSON.parse(hook!.body).id).toBe(JSON.parse(failing[0]!.body).id);
    expect(JSON.parse(hook!.body).sent_at).toBe(Math.floor(later.getTime() / 1000));
    const delivered = await t.db.query<{ delivered_at: Date | null }>(
      'SELECT delivered_at FROM paysim_webhooks WHERE event_id = $1',
      [event.eventId],
    );
    expect(delivered.rows[0]!.delivered_at).not.toBeNull();
    expect(await deliverWebhooks(t.db, receiver(seen), { now: new Date(later.getTime() + 60_000) })).toBe(0);
  });

  it('settles a pending payment later, by webhook alone, to the outcome the payer chose', async () => {
    // Earlier tests' pending payments and events out of the way.
    const farAhead = new Date(Date.now() + 3_600_000);
    await settleDuePending(t.db, { now: farAhead });
    await deliverWebhooks(t.db, async () => new Response('ok'), { now: farAhead });
    const win = request();
    const lose = request();
    const a = await provider.createCheckout(win);
    const b = await provider.createCheckout(lose);
    await choose(a.redirectUrl, 'pending-success');
    await choose(b.redirectUrl, 'pending-failure');
    const seen: Seen[] = [];
    const now = new Date();
    expect(await settleDuePending(t.db, { now })).toBe(0);
    expect(await deliverWebhooks(t.db, receiver(seen), { now })).toBe(0);
    const due = new Date(now.getTime() + 21_000);
    expect(await settleDuePending(t.db, { now: due })).toBe(2);
    expect(await deliverWebhooks(t.db, receiver(seen), { now: due })).toBe(2);
    const lateProvider = createSimulatedPaymentProvider({
      brand: starfolio,
      fetch: (r) => t.app.fetch(r),
      credentials: merchantCredentials(starfolio, t.devRoots.paygate),
      now: () => due,
    });
    const events = seen.map((s) => lateProvider.parseWebhook(s.body, s.headers));
    expect(events.find((e) => e.orderId === a.orderId)).toMatchObject({
      transaction: win.transaction,
      status: 'success',
    });
    expect(events.find((e) => e.orderId === b.orderId)).toMatchObject({
      transaction: lose.transaction,
      status: 'failed',
      failureReason: 'The bank declined the payment.',
    });
    expect(await settleDuePending(t.db, { now: due })).toBe(0);
  });
});
