import { beforeAll, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';

import { simBrowser } from '../broker-sim/testing/sim-test-fixtures';
import { deliverWebhooks } from '../pay-sim/paysim-webhooks';
import type { SignedReturn, WebhookEvent } from './payment-provider';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
const file = testServerPerFile();
const received: { brand: string; event?: WebhookEvent; error?: string }[] = [];

beforeAll(async () => {
  // Probes standing in for the payment routes: they use c.var.payments as those do.
  file.t.app.post('/__probe__/checkout', async (c) =>
    c.json(
      await c.var.payments.createCheckout({
        transaction: 'txn_wired',
        amountPaise: 59000,
        currency: 'INR',
        description: 'Sahyadri Wealth Advisors · 1 month plan',
        merchantName: c.var.brand.displayName,
        returnUrl: `http://${c.var.brand.hosts[0]}:3000/payment/status/`,
        webhookUrl: `http://${c.var.brand.hosts[0]}/__probe__/webhook`,
        customer: { name: 'Asha Rao', email: null, mobile: null },
      }),
    ),
  );
  file.t.app.post('/__probe__/return', async (c) => {
    const { ret, orderId } = await c.req.json<{ ret: SignedReturn; orderId: string }>();
    try {
      return c.json(c.var.payments.verifyReturn(ret, orderId));
    } catch (e) {
      return c.json({ error: (e as Error).message }, 400);
    }
  });
  file.t.app.post('/__probe__/webhook', async (c) => {
    try {
      received.push({
        brand: c.var.brand.id,
        event: c.var.payments.parseWebhook(await c.req.text(), c.req.raw.headers),
      });
      return c.body(null, 204);
    } catch (e) {
      received.push({ brand: c.var.brand.id, error: (e as Error).message });
      return c.body(null, 400);
    }
  });
});

const post = (host: string, path: string, json?: unknown) =>
  file.t.app.request(path, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

it("c.var.payments is the brand's RazorpayProvider against the simulated checkout, end to end through the app", async () => {
  const made = await post('starfolio.localhost:3000', '/__probe__/checkout');
  expect(made.status).toBe(200);
  const session = (await made.json()) as {
    orderId: string;
    redirectUrl: string;
  };
  expect(session.redirectUrl).toBe(`http://checkout.paygate-demo.localhost:3000/pay/${session.orderId}`);
  const browse = simBrowser(file.t, 'checkout.paygate-demo.localhost');
  const page = await (await browse(`/pay/${session.orderId}`)).text();
  expect(page).toContain('₹590.00');
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
  const res = await browse(`/pay/${session.orderId}`, { method: 'POST', form: { csrf, outcome: 'success' } });
  const back = new URL(res.headers.get('location')!);
  expect(back.origin).toBe('http://starfolio.localhost:3000');
  const ret: SignedReturn = {
    transaction: 'txn_wired',
    payment_id: back.searchParams.get('razorpay_payment_id')!,
    status: 'success',
    signature: back.searchParams.get('razorpay_signature')!,
  };
  expect(back.searchParams.get('razorpay_order_id')).toBe(session.orderId);

  const verified = await post('starfolio.localhost:3000', '/__probe__/return', { ret, orderId: session.orderId });
  expect(await verified.json()).toMatchObject({ transaction: 'txn_wired', status: 'success' });
  // Another brand is another merchant: its key secret does not verify this return.
  const other = await post('moneyleaf.localhost:3000', '/__probe__/return', { ret, orderId: session.orderId });
  expect(other.status).toBe(400);
  expect(moneyleaf.paymentHosts).toEqual(starfolio.paymentHosts);

  // payment.captured and order.paid, each read by the brand's own provider.
  expect(await deliverWebhooks(file.t.db, (request) => file.t.app.fetch(request))).toBe(2);
  const event = {
    brand: 'starfolio',
    event: expect.objectContaining({ transaction: 'txn_wired', orderId: session.orderId, status: 'success' }),
  };
  expect(received).toEqual([event, event]);
});
