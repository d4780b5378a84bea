import { describe, expect, it } from 'vitest';
import { simBrowser } from '../broker-sim/testing/sim-test-fixtures';
import { merchantCredentials } from '../payments/merchant-credentials';
import {
  CHECKOUT_HOST,
  choose,
  provider,
  request,
  returnOf,
  starfolio,
  startPaysimServer,
  t,
} from './testing/paysim-server';

startPaysimServer();

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
