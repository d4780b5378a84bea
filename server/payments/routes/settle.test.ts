import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, SubscriptionsBody, TransactionBody } from '#contract/subscriptions/payments';

import { simBrowser } from '../../broker-sim/testing/sim-test-fixtures';
import { deliverWebhooks, settleDuePending } from '../../pay-sim/paysim-webhooks';
import { AMOUNT_REFUSED } from '../../subscriptions/settle-payment';
import { testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { merchantCredentials } from '../merchant-credentials';
import { paymentEventBody, statusReturn, webhookHeaders } from '../razorpay/testing/razorpay-test-support';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();
let api: ReturnType<typeof blogCaller>;
let plan: { id: number; adviser_id: number };
/** The webhooks the simulated provider delivered, as sent. */
const sent: { url: string; body: string; headers: Headers }[] = [];

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  plan = await testPlan(file.t.db);
});

const recordingFetch = async (req: Request) => {
  const body = await req.clone().text();
  sent.push({ url: req.url, body, headers: new Headers(req.headers) });
  return file.t.app.fetch(req);
};
const deliver = (now = new Date()) => deliverWebhooks(file.t.db, recordingFetch, { now });

/**
 * Buys the test plan on the simulated checkout: answers the transaction and the return the status page
 * is given (signed unless the payment failed). `before` runs between the order and the payer's choice.
 */
async function pay(
  token: string,
  outcome: 'success' | 'failure' | 'pending-success',
  before?: (orderId: string) => Promise<void>,
) {
  const created = await api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan: plan.id, client_key: `key-${Math.random().toString(36).slice(2, 12)}` },
    token,
  );
  expect(created.head.status).toBe(6);
  const url = new URL(created.body.redirect_url);
  await before?.(url.pathname.split('/').at(-1)!);
  const browse = simBrowser(file.t, url.hostname);
  const html = await (await browse(url.pathname)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const res = await browse(url.pathname, { method: 'POST', form: { csrf, outcome } });
  // Standard Checkout's return comes to the callback route, which sends the payer on to the status page.
  const { url: back, ret } = await statusReturn(file.t, res.headers.get('location')!);
  expect(back.pathname).toBe('/payment/status/');
  expect(ret.transaction).toBe(created.body.transaction);
  return { transaction: created.body.transaction, ret };
}

const subscriptionsOf = async (userId: number) =>
  (await file.t.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [userId])).rows.length;

describe('with the simulated checkout', () => {
  it('settles by the return, and the webhook that follows changes nothing', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const { transaction, ret } = await pay(buyer.token, 'success');
    const done = await api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(done.body).toMatchObject({ transaction, status: 'success' });
    expect(await deliver()).toBeGreaterThan(0);
    expect(await subscriptionsOf(buyer.id)).toBe(1);
    const list = await api.get<SubscriptionsBody>(API.payments.subscriptions, buyer.token);
    expect(list.body.is_subscriber).toBe(true);
    expect(list.body.subscriptions[0]).toMatchObject({
      state: 'active',
      fee_label: 'FEES',
      next_charge_period: 1,
      fee_per_period: 900,
    });
  });

  it('settles by the webhook alone, refuses a tampered one (401) and answers a replay 200 without applying it', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const { transaction } = await pay(buyer.token, 'success');
    sent.length = 0;
    await deliver();
    const webhook = sent.find((s) => s.body.includes(transaction))!;
    expect(webhook.url).toMatch(/\/starfolio\/api\/payments\/webhook\/$/);
    const details = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body.status).toBe('success');
    expect(await subscriptionsOf(buyer.id)).toBe(1);

    const again = (body: string) =>
      file.t.app.fetch(new Request(webhook.url, { method: 'POST', headers: webhook.headers, body }));
    const tampered = await again(webhook.body.replace('"captured"', '"failed"'));
    expect(tampered.status).toBe(401);
    const replay = await again(webhook.body);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { body: unknown }).body).toEqual({ applied: false, replay: true });
    expect(await subscriptionsOf(buyer.id)).toBe(1);
  });

  it('leaves a pending payment pending on return, and the webhook settles it later', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const { transaction, ret } = await pay(buyer.token, 'pending-success');
    // Razorpay's return names no status: it is signed for the authorised payment, whose bank has not finished.
    expect(ret.signature).toMatch(/^[0-9a-f]{64}$/);
    const back = await api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(back.body.status).toBe('pending');
    expect(await subscriptionsOf(buyer.id)).toBe(0);
    // The bank answers after PAYSIM_PENDING_SETTLE_MS (20 s); the webhook is the only news of it.
    const later = new Date(Date.now() + 30_000);
    expect(await settleDuePending(file.t.db, { now: later })).toBeGreaterThan(0);
    await deliver(later);
    const details = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body.status).toBe('success');
    expect(details.body.invoice_number).toMatch(/^INV\//);
    expect(await subscriptionsOf(buyer.id)).toBe(1);
  });

  it('settles once when the return and the webhook arrive together', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const { transaction, ret } = await pay(buyer.token, 'success');
    const [done] = await Promise.all([api.post<TransactionBody>(API.payments.complete, ret, buyer.token), deliver()]);
    expect(done.body.status).toBe('success');
    expect(await subscriptionsOf(buyer.id)).toBe(1);
    const { rows } = await file.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_transactions WHERE id = $1 AND invoice_number IS NOT NULL',
      [transaction],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a payment the provider took for another amount, by return (400) and by webhook (200, not applied)', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    // The provider's order says 1 paisa: what it then captures, returns and reports is 1 paisa.
    const { transaction, ret } = await pay(buyer.token, 'success', async (orderId) => {
      await file.t.db.query('UPDATE paysim_orders SET amount = 1 WHERE id = $1', [orderId]);
    });
    const back = await api.post(API.payments.complete, ret, buyer.token);
    expect([back.status, back.head.message]).toEqual([400, AMOUNT_REFUSED]);
    sent.length = 0;
    await deliver();
    const webhook = sent.find((s) => s.body.includes(transaction) && s.body.includes('"payment.captured"'))!;
    const event = { id: webhook.headers.get('X-Razorpay-Event-Id') };
    expect(JSON.parse(webhook.body)).toMatchObject({ payload: { payment: { entity: { amount: 1 } } } });
    // Answered 2xx: the provider has delivered it and does not retry what no retry can change.
    const { rows } = await file.t.db.query(
      'SELECT 1 FROM paysim_webhooks WHERE event_id = $1 AND delivered_at IS NOT NULL',
      [event.id],
    );
    expect(rows).toHaveLength(1);
    const details = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body).toMatchObject({ status: 'created', payment_id: null, invoice_number: null });
    expect(await subscriptionsOf(buyer.id)).toBe(0);
  });

  it('records the failure of a failed payment and starts no subscription', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const { transaction, ret } = await pay(buyer.token, 'failure');
    // Razorpay's failure callback is unsigned: the status page shows the transaction, payment.failed settles it.
    expect([ret.payment_id, ret.signature]).toEqual([null, null]);
    await deliver();
    const back = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(back.body.status).toBe('failed');
    expect(back.body.failure_reason).toBeTruthy();
    expect(await subscriptionsOf(buyer.id)).toBe(0);
  });
  it('records a refund.processed event once and settles nothing by it', async () => {
    const buyer = await testBuyer(file.t, starfolio, plan.adviser_id);
    const created = await api.post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: plan.id, client_key: `key-${Math.random().toString(36).slice(2, 12)}` },
      buyer.token,
    );
    const { transaction } = created.body;
    const { rows } = await file.t.db.query<{ provider_order_id: string }>(
      'SELECT provider_order_id FROM payment_transactions WHERE id = $1',
      [transaction],
    );
    const body = paymentEventBody({
      event: 'refund.processed',
      paymentId: 'pay_REFUNDrefund01',
      orderId: rows[0]!.provider_order_id,
      transaction,
      refund: { id: 'rfnd_REFUNDrefund1', amount: 118000 },
    });
    const { webhookSecret } = merchantCredentials(starfolio, file.t.devRoots.paygate);
    const post = () =>
      file.t.request(starfolio, `/${starfolio.segment}/api/${API.payments.webhook}`, {
        method: 'POST',
        body,
        headers: webhookHeaders(body, webhookSecret, 'evt_REFUNDrefund01'),
      });
    const first = await post();
    expect(((await first.json()) as { body: unknown }).body).toEqual({ applied: false, replay: false });
    expect(((await (await post()).json()) as { body: unknown }).body).toEqual({ applied: false, replay: true });
    const details = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body).toMatchObject({ status: 'created', payment_id: null });
  });
});
