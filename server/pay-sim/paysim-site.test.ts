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
  const notes = {
    transaction: 'txn_api',
    description: 'A plan',
    merchant_name: 'Starfolio',
    callback_url: 'http://starfolio.localhost:3000/payment/status/',
    webhook_url: 'http://starfolio.localhost/starfolio/api/payments/webhook/',
    customer_name: 'A',
  };
  const order = { amount: 118000, currency: 'INR', receipt: 'txn_api', notes };
  const withNotes = (over: Partial<typeof notes>) => ({ ...order, notes: { ...notes, ...over } });

  it("needs the merchant's key id and secret", async () => {
    const { keyId, keySecret } = merchantCredentials(starfolio, t.devRoots.paygate);
    expect((await post(order)).status).toBe(401);
    expect((await post(order, basic(keyId, 'wrong'))).status).toBe(401);
    expect(
      (await post(order, basic(merchantCredentials({ id: 'moneyleaf' }, t.devRoots.paygate).keyId, keySecret))).status,
    ).toBe(401);
    const refused = await post(order, basic(keyId, 'wrong'));
    expect(await refused.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    const res = await post(order, basic(keyId, keySecret));
    expect(res.status).toBe(200);
    // Razorpay's order entity (docs/payment-provider.md, "Razorpay's API").
    expect(await res.json()).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 118000,
      amount_paid: 0,
      amount_due: 118000,
      currency: 'INR',
      receipt: 'txn_api',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: expect.any(Number),
    });
  });

  it("takes the order the razorpay client makes: paise, INR, our receipt, the checkout's options as notes", async () => {
    const { keyId, keySecret } = merchantCredentials(starfolio, t.devRoots.paygate);
    const req = request({ amountPaise: 59_000 });
    const { orderId, redirectUrl } = await provider.createCheckout(req);
    expect(redirectUrl).toBe(`http://${CHECKOUT_HOST}:3000/pay/${orderId}`);
    const res = await t.app.request(`/v1/orders/${orderId}`, {
      headers: { host: CHECKOUT_HOST, authorization: basic(keyId, keySecret) },
    });
    expect(await res.json()).toMatchObject({
      id: orderId,
      amount: 59_000,
      amount_due: 59_000,
      currency: 'INR',
      receipt: req.transaction,
      status: 'created',
      notes: {
        transaction: req.transaction,
        merchant_name: 'Starfolio',
        description: req.description,
        callback_url: req.returnUrl,
        webhook_url: req.webhookUrl,
        customer_name: 'Asha Rao',
        customer_email: 'asha@example.com',
        customer_contact: '9876543210',
      },
    });
  });

  it("refuses bad input, and callback or webhook URLs off the merchant's site", async () => {
    const { keyId, keySecret } = merchantCredentials(starfolio, t.devRoots.paygate);
    const auth = basic(keyId, keySecret);
    const zero = await post({ ...order, amount: 0 }, auth);
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', field: 'amount' } });
    expect((await post(withNotes({ description: 'x'.repeat(20_000) }), auth)).status).toBe(413);
    expect((await post(withNotes({ callback_url: 'javascript:alert(1)' }), auth)).status).toBe(400);
    expect((await post(withNotes({ callback_url: 'http://evil.localhost/' }), auth)).status).toBe(400);
    expect((await post(withNotes({ webhook_url: 'http://moneyleaf.localhost/x' }), auth)).status).toBe(400);
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

  it('sends the payer back as Standard Checkout does for each outcome; the order keeps its first payment', async () => {
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
      const ret = returnOf(back, req.transaction);
      expect(await provider.fetchPayment(ret.payment_id)).toMatchObject({ orderId, status });
      if (status === 'failed') {
        // Razorpay's failure callback: error[…] fields, the payment and order in error[metadata], unsigned.
        expect(back.searchParams.get('error[code]')).toBe('BAD_REQUEST_ERROR');
        expect(back.searchParams.get('error[reason]')).toBe('payment_failed');
        expect(JSON.parse(back.searchParams.get('error[metadata]')!)).toEqual({
          payment_id: ret.payment_id,
          order_id: orderId,
        });
        expect(ret.signature).toBe('');
      } else {
        // Authorised (captured, or its bank not yet finished): razorpay_payment_id, _order_id, _signature.
        expect(ret.order_id).toBe(orderId);
        expect(provider.verifyReturn(ret, orderId)).toMatchObject({
          transaction: req.transaction,
          paymentId: ret.payment_id,
        });
        expect(() => provider.verifyReturn({ ...ret, payment_id: 'pay_CCCCCCCCCCCCCC' }, orderId)).toThrow(
          'payment signature invalid',
        );
      }
      const again = await simBrowser(t, CHECKOUT_HOST)(`/pay/${orderId}`);
      expect(await again.text()).toContain(`Return to Starfolio`);
    }
  });
});
