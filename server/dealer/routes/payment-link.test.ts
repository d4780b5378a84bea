import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';
import type { DealerReportBody, PaymentLinkBody, PaymentLinkSentBody } from '#contract/dealer/types';
import { PAYMENT_LINK_REFUSALS as R, PAYMENT_LINK_SENT } from '../rules/dealer-rules';
import { createSession } from '../../auth/session';
import { setNotifier, type PaymentLinkMessage } from '../notifier';
import { SignedTestProvider, testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import { starfolio, testClientKey } from '../../subscriptions/testing/payment-test-server';

import { blogCaller, testUser } from '../../blog/testing/blog-test-client';

const provider = new SignedTestProvider();
const sent: PaymentLinkMessage[] = [];
const file = testServerPerFile({ payments: provider, responseCache: { ttlSeconds: 0 } });
let api: ReturnType<typeof blogCaller>;
let dealer: { id: number; token: string };
let plan: { id: number; adviser_id: number };
let client: { id: number; token: string };

const tokenOf = (m: PaymentLinkMessage) => new URL(m.url).searchParams.get('link')!;
const send = (body: Record<string, unknown>, key = dealer.token) =>
  api.post<PaymentLinkSentBody>(API.dealer.paymentLink, body, key);

async function linkClient(userId: number) {
  await file.t.db.query(
    `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source) VALUES ($1, $2, 'dealer', 'starfolio', 'admin')`,
    [dealer.id, userId],
  );
}

beforeAll(async () => {
  setNotifier(file.t.db, {
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
  });
  api = blogCaller(file.t, starfolio);
  const { rows } = await file.t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'dealer@example.com'`);
  dealer = {
    id: rows[0]!.id,
    ...(await createSession(file.t.db, file.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: starfolio.id,
      ttlSeconds: 3600,
    })),
  };
  plan = await testPlan(file.t.db);
  client = await testBuyer(file.t, starfolio, plan.adviser_id);
  await linkClient(client.id);
});

describe('sending a payment link', () => {
  it('answers the spec banner, notifies by email and SMS with an unguessable link, once per client_key', async () => {
    const k = testClientKey();
    const a = await send({ client: client.id, plan: plan.id, client_key: k });
    expect([a.status, a.body.message]).toEqual([200, PAYMENT_LINK_SENT]);
    expect(a.body.message).toBe('We have successfully sent the payment link to the customer.');
    expect(sent).toHaveLength(1);
    const m = sent[0]!;
    expect([m.email, m.mobile]).toEqual([expect.stringMatching(/^buyer-/) as string, '9876501234']);
    expect(m.url).toMatch(new RegExp(`/subscribe/${plan.id}/\\?link=[A-Za-z0-9_-]{43}$`));
    const again = await send({ client: client.id, plan: plan.id, client_key: k });
    expect(again.body.link).toBe(a.body.link);
    expect(sent).toHaveLength(1);
    const stored = await file.t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM dealer_payment_links WHERE id = $1',
      [a.body.link],
    );
    expect(stored.rows[0]!.token_hash).not.toContain(tokenOf(m));
  });

  it("refuses another dealer's client, a withdrawn plan, garbage; 401 and 404 as the area does", async () => {
    const stranger = await testUser(file.t);
    expect((await send({ client: stranger.id, plan: plan.id, client_key: testClientKey() })).head.message).toBe(
      R.notYourClient,
    );
    const withdrawn = await testPlan(file.t.db, 'meera-iyer', { active: false });
    const w = await send({ client: client.id, plan: withdrawn.id, client_key: testClientKey() });
    expect([w.status, w.head.message]).toEqual([400, R.noPlan]);
    for (const body of [
      {},
      { client: 'x', plan: 1, client_key: testClientKey() },
      { client: 1, plan: 1, client_key: 'short' },
      [],
    ]) {
      expect((await send(body as Record<string, unknown>)).status).toBe(400);
    }
    expect(
      (await api.post(API.dealer.paymentLink, { client: client.id, plan: plan.id, client_key: testClientKey() }))
        .status,
    ).toBe(401);
    expect((await send({ client: client.id, plan: plan.id, client_key: testClientKey() }, client.token)).status).toBe(
      404,
    );
    expect(sent).toHaveLength(1);
  });
});

describe('paying a payment link', () => {
  let token: string;
  beforeAll(async () => {
    await send({ client: client.id, plan: plan.id, client_key: testClientKey() });
    token = tokenOf(sent.at(-1)!);
  });

  it('answers only the client it was sent to', async () => {
    const other = await testBuyer(file.t, starfolio, plan.adviser_id);
    const refused = await api.get(`${API.dealer.paymentLinkCheck}?token=${token}`, other.token);
    expect([refused.status, refused.head.message]).toEqual([400, R.otherAccount]);
    const p = await api.post(API.dealer.paymentLinkPay, { token, client_key: testClientKey() }, other.token);
    expect([p.status, p.head.message]).toEqual([400, R.otherAccount]);
    const mine = await api.get<PaymentLinkBody>(`${API.dealer.paymentLinkCheck}?token=${token}`, client.token);
    expect([mine.status, mine.body.plan]).toEqual([200, plan.id]);
    const guessed = await api.get(`${API.dealer.paymentLinkCheck}?token=${'A'.repeat(43)}`, client.token);
    expect([guessed.status, guessed.head.message]).toEqual([400, R.unknown]);
    expect((await api.get(`${API.dealer.paymentLinkCheck}?token=${token}`)).status).toBe(401);
  });

  it('pays once through the ordinary checkout; the dealer then sees it paid', async () => {
    const k = testClientKey();
    const first = await api.post<CheckoutRedirectBody>(
      API.dealer.paymentLinkPay,
      { token, client_key: k },
      client.token,
    );
    expect([first.status, first.head.status]).toEqual([200, 6]);
    const retry = await api.post<CheckoutRedirectBody>(
      API.dealer.paymentLinkPay,
      { token, client_key: k },
      client.token,
    );
    expect(retry.body.transaction).toBe(first.body.transaction);
    const used = await api.post(API.dealer.paymentLinkPay, { token, client_key: testClientKey() }, client.token);
    expect([used.status, used.head.message]).toEqual([400, R.used]);
    const { rows } = await file.t.db.query<{ provider_order_id: string; kind: string }>(
      'SELECT provider_order_id, kind FROM payment_transactions WHERE id = $1',
      [first.body.transaction],
    );
    expect(rows[0]!.kind).toBe('payment-link');
    const ret = provider.signedReturn(first.body.transaction, rows[0]!.provider_order_id, 'success');
    const done = await api.post<TransactionBody>(API.payments.complete, ret, client.token);
    expect(done.status).toBe(200);
    const list = await api.get<DealerReportBody>(`${API.dealer.report('payment-status')}?status=paid`, dealer.token);
    expect(list.body.rows.filter((r) => r.via === 'Payment link' && r.client === 'Test Buyer')).toHaveLength(1);
  });

  it('an expired link is refused, and a refused checkout leaves the link usable', async () => {
    await send({ client: client.id, plan: plan.id, client_key: testClientKey() });
    const expiring = tokenOf(sent.at(-1)!);
    await file.t.db.query(
      `UPDATE dealer_payment_links SET expires_at = now() - interval '1 second' WHERE transaction_id IS NULL`,
    );
    const e = await api.post(API.dealer.paymentLinkPay, { token: expiring, client_key: testClientKey() }, client.token);
    expect([e.status, e.head.message]).toEqual([400, R.expired]);
    const bare = await testUser(file.t);
    await linkClient(bare.id);
    await send({ client: bare.id, plan: plan.id, client_key: testClientKey() });
    const link = tokenOf(sent.at(-1)!);
    const refused = await api.post(API.dealer.paymentLinkPay, { token: link, client_key: testClientKey() }, bare.token);
    expect(refused.status).toBe(400);
    const open = await api.get(`${API.dealer.paymentLinkCheck}?token=${link}`, bare.token);
    expect(open.status).toBe(200);
  });
});
