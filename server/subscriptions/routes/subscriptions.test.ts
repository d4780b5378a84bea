import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type {
  CancelPreviewBody,
  CheckoutRedirectBody,
  Subscription,
  SubscriptionsBody,
  TransactionBody,
} from '#contract/subscriptions/payments';
import type { PushPayload } from '#contract/account/settings';
import { settlePayment } from '../settle-payment';
import { testBuyer } from '../testing/payment-test-fixtures';
import { paymentTestServer, providerOrderOf, starfolio, testClientKey } from '../testing/payment-test-server';
import type { PushSender, PushTarget } from '../../push/push-sender';

const pay = paymentTestServer();
const { provider } = pay;
const orderOf = (id: string) => providerOrderOf(pay.t, id);

async function paid(token: string, body: Record<string, unknown>, path: string = API.payments.createTransaction) {
  const created = await pay.api.post<CheckoutRedirectBody>(path, { client_key: testClientKey(), ...body }, token);
  expect(created.head.status).toBe(6);
  const { transaction } = created.body;
  const ret = provider.signedReturn(transaction, await orderOf(transaction), 'success', `pay_${transaction}`);
  return (await pay.api.post<TransactionBody>(API.payments.complete, ret, token)).body;
}

const userinfo = async (token: string) =>
  (await pay.api.get<{ user: { isSubscriber: boolean } }>('auth/userinfo/', token)).body.user.isSubscriber;

describe('subscriptions', () => {
  it('renews at the recurring amount and extends the subscription from its end', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const first = await paid(buyer.token, { plan: pay.plan.id });
    const before = (await pay.api.get<SubscriptionsBody>(API.payments.subscriptions, buyer.token)).body
      .subscriptions[0]!;
    const renewal = await paid(buyer.token, { subscription: first.subscription }, API.payments.renew);
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'success', base_amount: 900, total_amount: 1062 });
    expect(renewal.subscription).toBe(first.subscription);
    const after = (await pay.api.get<SubscriptionsBody>(API.payments.subscriptions, buyer.token)).body.subscriptions;
    expect(after).toHaveLength(1);
    const days = (new Date(after[0]!.expires_at).getTime() - new Date(before.expires_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(renewal.invoice_number).not.toBe(first.invoice_number);
  });

  it('previews and records the refund of the unexpired period on cancel; the subscriber is one no more', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const first = await paid(buyer.token, { plan: pay.plan.id });
    // Ten days into the month.
    await pay.t.db.query(
      `UPDATE subscriptions SET starts_at = now() - interval '10 days', expires_at = now() - interval '10 days' + interval '30 days' WHERE id = $1`,
      [first.subscription],
    );
    expect(await userinfo(buyer.token)).toBe(true);
    const preview = await pay.api.get<CancelPreviewBody>(
      `${API.payments.cancelPreview}?subscription=${first.subscription}`,
      buyer.token,
    );
    expect(preview.body).toMatchObject({ period_days: 30, unexpired_days: 19 });
    // 19/30 of ₹1,000 and of its ₹180 GST.
    expect(preview.body.refund_amount).toBe(633.33 + 114);
    const cancelled = await pay.api.post<Subscription>(
      API.payments.cancel,
      { subscription: first.subscription },
      buyer.token,
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled', refund_amount: 747.33, fee_per_period: 0 });
    // The refund goes to the provider, against the payment that paid the period, and is recorded.
    const payment = await pay.t.db.query<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payment_transactions WHERE subscription_id = $1',
      [first.subscription],
    );
    expect(pay.provider.refunds).toEqual([
      { paymentId: payment.rows[0]!.provider_payment_id, amountPaise: 74_733, receipt: `cancel_${first.subscription}` },
    ]);
    const recorded = await pay.t.db.query('SELECT provider_refund_id, refund_status FROM subscriptions WHERE id = $1', [
      first.subscription,
    ]);
    expect(recorded.rows[0]).toEqual({ provider_refund_id: 'rfnd_1', refund_status: 'processed' });
    expect(await userinfo(buyer.token)).toBe(false);
    const twice = await pay.api.post(API.payments.cancel, { subscription: first.subscription }, buyer.token);
    expect(twice.status).toBe(400);
    expect(pay.provider.refunds).toHaveLength(1);
    const other = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    expect((await pay.api.post(API.payments.cancel, { subscription: first.subscription }, other.token)).status).toBe(
      404,
    );
  });

  it('keeps the cancel when the provider refuses the refund, recorded as failed for an operator', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const first = await paid(buyer.token, { plan: pay.plan.id });
    const refund = vi.spyOn(pay.provider, 'refund').mockRejectedValueOnce(new Error('400 BAD_REQUEST_ERROR'));
    const cancelled = await pay.api.post<Subscription>(
      API.payments.cancel,
      { subscription: first.subscription },
      buyer.token,
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    expect(refund).toHaveBeenCalledOnce();
    const recorded = await pay.t.db.query('SELECT provider_refund_id, refund_status FROM subscriptions WHERE id = $1', [
      first.subscription,
    ]);
    expect(recorded.rows[0]).toEqual({ provider_refund_id: null, refund_status: 'failed' });
    refund.mockRestore();
  });

  it('reads expiring within 7 days and expired after; is_subscriber follows', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    expect(await userinfo(buyer.token)).toBe(false);
    const first = await paid(buyer.token, { plan: pay.plan.id });
    expect(await userinfo(buyer.token)).toBe(true);
    await pay.t.db.query(`UPDATE subscriptions SET expires_at = now() + interval '3 days' WHERE id = $1`, [
      first.subscription,
    ]);
    expect(
      (await pay.api.get<SubscriptionsBody>(API.payments.subscriptions, buyer.token)).body.subscriptions[0]!.state,
    ).toBe('expiring');
    await pay.t.db.query(
      `UPDATE subscriptions SET starts_at = now() - interval '10 days', expires_at = now() - interval '1 hour' WHERE id = $1`,
      [first.subscription],
    );
    const list = (await pay.api.get<SubscriptionsBody>(API.payments.subscriptions, buyer.token)).body;
    expect([list.subscriptions[0]!.state, list.is_subscriber]).toEqual(['expired', false]);
    expect(await userinfo(buyer.token)).toBe(false);
  });

  it('pushes the settled payment to the payer once', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const created = await pay.api.post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: pay.plan.id, client_key: testClientKey() },
      buyer.token,
    );
    const pushed: { target: PushTarget; payload: PushPayload }[] = [];
    const push: PushSender = {
      notify: async (target, payload) => {
        pushed.push({ target, payload });
        return { sent: 1, removed: 0, failed: 0 };
      },
    };
    const orderId = await orderOf(created.body.transaction);
    const outcome = provider.event(created.body.transaction, orderId, 'success', { paymentId: 'pay_x' });
    await settlePayment(pay.t.db, outcome, { push });
    await settlePayment(pay.t.db, outcome, { push });
    expect(pushed).toEqual([
      {
        target: { userId: buyer.id, brandId: 'starfolio' },
        payload: expect.objectContaining({
          kind: 'payments',
          url: `/payment/status/?transaction=${created.body.transaction}`,
        }),
      },
    ]);
  });
});
