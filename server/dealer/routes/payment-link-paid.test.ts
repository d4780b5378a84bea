import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody } from '#contract/subscriptions/payments';
import { createSession } from '../../auth/session';
import { blogCaller } from '../../blog/testing/blog-test-client';
import { simBrowser } from '../../broker-sim/testing/sim-test-fixtures';
import { deliverWebhooks } from '../../pay-sim/paysim-webhooks';
import { merchantCredentials } from '../../payments/merchant-credentials';
import { webhookHeaders } from '../../payments/razorpay/testing/razorpay-test-support';
import { testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import { starfolio, testClientKey } from '../../subscriptions/testing/payment-test-server';
import { testServerPerFile } from '../../test-server-per-file';
import { setNotifier, type PaymentLinkMessage } from '../notifier';

// A dealer's payment link paid on a Razorpay Payment Link (decision 0280), through RazorpayProvider and the
// simulated checkout: the subscribe page's checks first, then the link's hosted page /l/<id> for the agreed
// amount, and payment_link.paid settling the transaction once.
const file = testServerPerFile({ responseCache: { ttlSeconds: 0 } });
const messages: PaymentLinkMessage[] = [];
/** The webhooks the simulated checkout delivered, as sent. */
const delivered: { body: string; headers: Headers }[] = [];
let api: ReturnType<typeof blogCaller>;
let dealer: { id: number; token: string };
let plan: { id: number; adviser_id: number };
let client: { id: number; token: string };

beforeAll(async () => {
  setNotifier(file.t.db, { send: (m) => (messages.push(m), Promise.resolve()) });
  api = blogCaller(file.t, starfolio);
  const { rows } = await file.t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'dealer@example.com'`);
  const session = await createSession(file.t.db, file.t.jwtSecret, {
    userId: rows[0]!.id,
    brand: starfolio.id,
    ttlSeconds: 3600,
  });
  dealer = { id: rows[0]!.id, ...session };
  plan = await testPlan(file.t.db);
  client = await testBuyer(file.t, starfolio, plan.adviser_id);
  await file.t.db.query(
    `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source) VALUES ($1, $2, 'dealer', 'starfolio', 'admin')`,
    [dealer.id, client.id],
  );
});

const deliver = () =>
  deliverWebhooks(file.t.db, async (req) => {
    delivered.push({ body: await req.clone().text(), headers: new Headers(req.headers) });
    return file.t.app.fetch(req);
  });

const postWebhook = (body: string, headers: Record<string, string>) =>
  file.t.request(starfolio, `/${starfolio.segment}/api/${API.payments.webhook}`, { method: 'POST', body, headers });

/** The dealer sends a link; the client opens it and pays: the transaction and where the payer is sent. */
async function linkCheckout() {
  await api.post(
    API.dealer.paymentLink,
    { client: client.id, plan: plan.id, client_key: testClientKey() },
    dealer.token,
  );
  const token = new URL(messages.at(-1)!.url).searchParams.get('link')!;
  const paid = await api.post<CheckoutRedirectBody>(
    API.dealer.paymentLinkPay,
    { token, client_key: testClientKey() },
    client.token,
  );
  expect([paid.status, paid.head.status]).toEqual([200, 6]);
  const { rows } = await file.t.db.query<{ provider_order_id: string; total: number; status: string }>(
    'SELECT provider_order_id, total_amount::float8 AS total, status FROM payment_transactions WHERE id = $1',
    [paid.body.transaction],
  );
  return { transaction: paid.body.transaction, url: new URL(paid.body.redirect_url), row: rows[0]! };
}

async function statusOf(transaction: string) {
  const { rows } = await file.t.db.query<{ status: string; subs: number }>(
    `SELECT t.status, (SELECT count(*)::int FROM subscriptions s WHERE s.transaction_id = t.id) AS subs
       FROM payment_transactions t WHERE t.id = $1`,
    [transaction],
  );
  return rows[0]!;
}

describe("a dealer's payment link paid on a Payment Link", () => {
  it('is created for the agreed amount, paid on its hosted page, and settled once by payment_link.paid', async () => {
    const { transaction, url, row } = await linkCheckout();
    expect(url.origin).toBe('http://checkout.paygate-demo.localhost:3000');
    expect(url.pathname).toBe(`/l/${row.provider_order_id}`);
    expect(row.provider_order_id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    const link = await file.t.db.query<{ amount: number; reference_id: string }>(
      'SELECT amount::float8 AS amount, reference_id FROM paysim_payment_links WHERE id = $1',
      [row.provider_order_id],
    );
    expect(link.rows[0]).toEqual({ amount: Math.round(row.total * 100), reference_id: transaction });

    // The hosted page: a failed attempt leaves the link payable; paying returns to the callback, signed.
    const browse = simBrowser(file.t, url.hostname);
    const opened = await browse(url.pathname);
    // The page's CSRF nonce is sent back to the link's own path, where its form posts.
    expect(opened.headers.get('set-cookie')).toMatch(/^paygate_csrf=[\w-]{22}; Path=\/l\/;/);
    const page = await opened.text();
    expect(page).toContain('Pay Starfolio');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const failed = await browse(url.pathname, { method: 'POST', form: { csrf, outcome: 'failure' } });
    expect([failed.status, (await failed.text()).includes('The payment failed. You can pay again.')]).toEqual([
      200,
      true,
    ]);
    const res = await browse(url.pathname, { method: 'POST', form: { csrf, outcome: 'success' } });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    const q = (k: string) => back.searchParams.get(k)!;
    expect(q('razorpay_payment_link_id')).toBe(row.provider_order_id);
    expect(q('razorpay_payment_link_reference_id')).toBe(transaction);
    const { keySecret } = merchantCredentials(starfolio, file.t.devRoots.paygate);
    const params = {
      payment_link_id: q('razorpay_payment_link_id'),
      payment_link_reference_id: q('razorpay_payment_link_reference_id'),
      payment_link_status: q('razorpay_payment_link_status'),
      payment_id: q('razorpay_payment_id'),
    };
    expect(validatePaymentVerification(params, q('razorpay_signature'), keySecret)).toBe(true);
    // The callback sends the payer on to the status page with the transaction alone: the link's event settles it.
    const status = await file.t.request(starfolio, `${back.pathname}${back.search}`);
    expect(status.headers.get('location')).toBe(`/payment/status/?transaction=${transaction}`);
    expect((await statusOf(transaction)).subs).toBe(0);
    const again = await (await browse(url.pathname)).text();
    expect(again).toContain('This link is paid.');

    expect(await deliver()).toBe(1);
    const event = delivered.at(-1)!;
    expect(JSON.parse(event.body)).toMatchObject({
      event: 'payment_link.paid',
      contains: expect.arrayContaining(['payment_link']),
    });
    expect(await statusOf(transaction)).toEqual({ status: 'success', subs: 1 });

    const headers = Object.fromEntries(event.headers);
    const replay = await postWebhook(event.body, headers);
    expect(((await replay.json()) as { body: unknown }).body).toEqual({ applied: false, replay: true });
    const tampered = event.body.replace(/"amount":(\d+)/, (_m, n: string) => `"amount":${Number(n) - 100}`);
    expect((await postWebhook(tampered, headers)).status).toBe(401);
    expect((await postWebhook(tampered, webhookHeaders(tampered, 'not-the-secret', 'evt_TAMPERtamper01'))).status).toBe(
      401,
    );
    expect(await statusOf(transaction)).toEqual({ status: 'success', subs: 1 });
  });

  it('settles only the agreed amount, for the link the transaction opened', async () => {
    const { transaction, row } = await linkCheckout();
    const { webhookSecret } = merchantCredentials(starfolio, file.t.devRoots.paygate);
    const agreed = Math.round(row.total * 100);
    const body = (amount: number, linkId = row.provider_order_id) =>
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_test',
        event: 'payment_link.paid',
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: {
            entity: {
              id: linkId,
              amount,
              amount_paid: amount,
              currency: 'INR',
              reference_id: transaction,
              status: 'paid',
            },
          },
          order: { entity: { id: 'order_LINKlinklink01', receipt: transaction } },
          payment: {
            entity: {
              id: 'pay_LINKlinklink01',
              entity: 'payment',
              amount,
              currency: 'INR',
              status: 'captured',
              order_id: 'order_LINKlinklink01',
              created_at: 1_763_616_600,
            },
          },
        },
        created_at: 1_763_616_600,
      });
    const send = async (b: string, id: string) =>
      ((await (await postWebhook(b, webhookHeaders(b, webhookSecret, id))).json()) as { body: unknown }).body;
    expect(await send(body(agreed - 100), 'evt_LESSless000001')).toEqual({ applied: false, replay: false });
    expect(await send(body(agreed, 'plink_OTHERother0001'), 'evt_OTHERother0001')).toEqual({
      applied: false,
      replay: false,
    });
    expect(await statusOf(transaction)).toEqual({ status: 'created', subs: 0 });
    expect(await send(body(agreed), 'evt_GOODgood000001')).toEqual({ applied: true, replay: false });
    expect(await statusOf(transaction)).toEqual({ status: 'success', subs: 1 });
  });
});
