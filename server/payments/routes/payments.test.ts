import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';
import { CHECKOUT_REFUSALS } from '../../subscriptions/checkout-checks';
import { financialYear } from '../../subscriptions/invoice-number';
import { testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import {
  paymentTestServer,
  providerOrderOf,
  starfolio,
  testClientKey,
} from '../../subscriptions/testing/payment-test-server';

const pay = paymentTestServer();
const { provider } = pay;

async function start(token: string, planId = pay.plan.id, clientKey = testClientKey()) {
  return pay.api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan: planId, client_key: clientKey },
    token,
  );
}

const orderOf = (transaction: string) => providerOrderOf(pay.t, transaction);

describe('create-transaction', () => {
  it('answers head.status 6 with the hosted checkout and records the price with GST', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const res = await start(buyer.token);
    expect(res.status).toBe(200);
    expect(res.head.status).toBe(6);
    expect(res.body.redirect_url).toMatch(/^https:\/\/checkout\.paygate-demo\.example\/pay\/order_/);
    expect(res.body.transaction).toMatch(/^txn_[0-9a-f]{24}$/);
    const { rows } = await pay.t.db.query<{ total: number; cgst: number; sgst: number; igst: number; status: string }>(
      `SELECT total_amount::float8 AS total, cgst::float8 AS cgst, sgst::float8 AS sgst, igst::float8 AS igst, status
         FROM payment_transactions WHERE id = $1`,
      [res.body.transaction],
    );
    expect(rows[0]).toEqual({ total: 1180, cgst: 90, sgst: 90, igst: 0, status: 'created' });
    const checkout = provider.checkouts.at(-1)!;
    expect(checkout).toMatchObject({ transaction: res.body.transaction, amountPaise: 118_000, currency: 'INR' });
    expect(checkout.webhookUrl).toMatch(/\/starfolio\/api\/payments\/webhook\/$|\/api\/payments\/webhook\/$/);
  });

  it('gives two concurrent calls with one client key one transaction and one checkout', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const clientKey = testClientKey();
    const [a, b] = await Promise.all([
      start(buyer.token, pay.plan.id, clientKey),
      start(buyer.token, pay.plan.id, clientKey),
    ]);
    expect(a.head.status).toBe(6);
    expect(b.body).toEqual(a.body);
    const again = await start(buyer.token, pay.plan.id, clientKey);
    expect(again.body).toEqual(a.body);
    const { rows } = await pay.t.db.query('SELECT id FROM payment_transactions WHERE user_id = $1', [buyer.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses an inactive plan, missing details, no current risk profile and an unsigned agreement', async () => {
    const inactive = await testPlan(pay.t.db, 'meera-iyer', { active: false });
    const ready = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const r1 = await start(ready.token, inactive.id);
    expect([r1.status, r1.head.message]).toEqual([400, CHECKOUT_REFUSALS.inactive]);

    const noDetails = await testBuyer(pay.t, starfolio, pay.plan.adviser_id, { customer: false });
    const r2 = await start(noDetails.token);
    expect([r2.status, r2.head.message]).toEqual([400, CHECKOUT_REFUSALS.details]);
    expect(r2.body.errors).toMatchObject({ name: 'Required field', pan: 'Required field', state: 'Required field' });

    const noRisk = await testBuyer(pay.t, starfolio, pay.plan.adviser_id, { riskProfile: false });
    const r3 = await start(noRisk.token);
    expect([r3.status, r3.head.message]).toEqual([400, CHECKOUT_REFUSALS.riskProfile]);
    await pay.t.db.query(`UPDATE risk_profiles SET created_at = now() - interval '13 months' WHERE user_id = $1`, [
      ready.id,
    ]);
    const stale = await start(ready.token);
    expect([stale.status, stale.head.message]).toEqual([400, CHECKOUT_REFUSALS.riskProfile]);
    const noRiskNeeded = await testPlan(pay.t.db, 'meera-iyer', { needsRisk: false });
    expect((await start(noRisk.token, noRiskNeeded.id)).head.status).toBe(6);

    const unsigned = await testBuyer(pay.t, starfolio, pay.plan.adviser_id, { agreement: false });
    const r4 = await start(unsigned.token);
    expect([r4.status, r4.head.message]).toEqual([400, CHECKOUT_REFUSALS.agreement]);

    const { rows } = await pay.t.db.query('SELECT 1 FROM payment_transactions WHERE user_id = ANY($1)', [
      [noDetails.id, unsigned.id],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('answers 401 to a visitor and 400 to a bad body', async () => {
    expect(
      (await pay.api.post(API.payments.createTransaction, { plan: pay.plan.id, client_key: testClientKey() })).status,
    ).toBe(401);
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const bad = await pay.api.post(API.payments.createTransaction, { plan: 'x', client_key: 'short' }, buyer.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['plan', 'client_key']));
  });
});

describe('complete-payment', () => {
  it('settles a signed success: a subscription, an invoice number, and the user becomes a subscriber', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    expect(
      (await pay.api.get<{ user: { isSubscriber: boolean } }>('auth/userinfo/', buyer.token)).body.user.isSubscriber,
    ).toBe(false);
    const { transaction } = (await start(buyer.token)).body;
    const ret = provider.signedReturn(transaction, await orderOf(transaction), 'success');
    const res = await pay.api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ transaction, status: 'success', payment_id: 'pay_1', total_amount: 1180 });
    expect(res.body.invoice_number).toMatch(new RegExp(`^INV/${financialYear(new Date())}/\\d{6}$`));
    const { rows } = await pay.t.db.query<{ amount_paid: number; recurring_amount: number; months: number }>(
      `SELECT amount_paid::float8 AS amount_paid, recurring_amount::float8 AS recurring_amount,
              round(extract(epoch FROM expires_at - starts_at) / 86400) AS months
         FROM subscriptions WHERE id = $1 AND transaction_id = $2`,
      [res.body.subscription, transaction],
    );
    expect(rows[0]).toMatchObject({ amount_paid: 1180, recurring_amount: 900 });
    expect([28, 29, 30, 31]).toContain(Number(rows[0]!.months));
    expect(
      (await pay.api.get<{ user: { isSubscriber: boolean } }>('auth/userinfo/', buyer.token)).body.user.isSubscriber,
    ).toBe(true);
    // The same return again changes nothing.
    const again = await pay.api.post<TransactionBody>(API.payments.complete, ret, buyer.token);
    expect(again.body.invoice_number).toBe(res.body.invoice_number);
    expect((await pay.t.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [buyer.id])).rows).toHaveLength(1);
  });

  it('refuses a tampered return (400) and another user’s transaction (404)', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const { transaction } = (await start(buyer.token)).body;
    const failed = provider.signedReturn(transaction, await orderOf(transaction), 'failed');
    const tampered = await pay.api.post(API.payments.complete, { ...failed, status: 'success' }, buyer.token);
    expect(tampered.status).toBe(400);
    const other = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    expect((await pay.api.post(API.payments.complete, failed, other.token)).status).toBe(404);
    expect(
      (await pay.api.get(`${API.payments.transactionDetails}?transaction=${transaction}`, other.token)).status,
    ).toBe(404);
    const details = await pay.api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body.status).toBe('created');
  });

  it('keeps the reason of a failed payment', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const { transaction } = (await start(buyer.token)).body;
    const res = await pay.api.post<TransactionBody>(
      API.payments.complete,
      provider.signedReturn(transaction, await orderOf(transaction), 'failed'),
      buyer.token,
    );
    expect(res.body).toMatchObject({ status: 'failed', invoice_number: null, subscription: null });
    expect(res.body.failure_reason).toBeTruthy();
  });
});
