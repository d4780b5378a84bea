import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';
import { insertDiscountCode } from '../../billing/testing/billing-test-fixtures';
import { log } from '../../log';
import type { WebhookEvent } from '../payment-provider';
import { AMOUNT_REFUSED } from '../../subscriptions/settle-payment';
import { PROVIDER_UNREACHABLE } from '../../subscriptions/complete-payment';
import { testBuyer } from '../../subscriptions/testing/payment-test-fixtures';
import { testClientKey, paymentTestServer, starfolio } from '../../subscriptions/testing/payment-test-server';

/**
 * Decision 0231: the amount and currency of every payment event are the transaction's, or the event
 * is refused and the transaction stays exactly as it was.
 */
const pay = paymentTestServer();
const { provider } = pay;

/** A transaction for the test plan with a fresh 10 % code: ₹900 + GST = ₹1,062.00, 106,200 paise. */
async function started() {
  const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
  const { code } = await insertDiscountCode(pay.t.db);
  const res = await pay.api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan: pay.plan.id, code, client_key: testClientKey() },
    buyer.token,
  );
  expect(res.head.status).toBe(6);
  const transaction = res.body.transaction;
  const { rows } = await pay.t.db.query<{ provider_order_id: string }>(
    'SELECT provider_order_id FROM payment_transactions WHERE id = $1',
    [transaction],
  );
  const orderId = rows[0]!.provider_order_id;
  expect(provider.amountOf(orderId)).toBe(106_200);
  return { buyer, transaction, orderId };
}

/** Everything a settlement writes, for one buyer and transaction. */
async function stateOf(transaction: string, userId: number) {
  const q = async (sql: string, params: unknown[] = []) => (await pay.t.db.query(sql, params)).rows;
  return {
    transaction: await q(
      `SELECT status, provider_payment_id, subscription_id, invoice_number, settled_at, failure_reason
         FROM payment_transactions WHERE id = $1`,
      [transaction],
    ),
    subscriptions: await q('SELECT id, expires_at FROM subscriptions WHERE user_id = $1', [userId]),
    redemptions: await q('SELECT discount_code_id, created_at FROM discount_redemptions WHERE user_id = $1', [userId]),
    invoices: await q('SELECT financial_year, last_number FROM invoice_counters ORDER BY financial_year'),
  };
}

async function deliver(event: WebhookEvent) {
  const { body, headers } = provider.webhook(event);
  const res = await pay.t.request(starfolio, pay.api.url(API.payments.webhook), { method: 'POST', body, headers });
  return { status: res.status, body: ((await res.json()) as { body: unknown }).body };
}

describe('a payment.captured webhook', () => {
  it('for 1 paisa or in another currency is refused (200, not applied, logged) and changes nothing', async () => {
    const { buyer, transaction, orderId } = await started();
    const before = await stateOf(transaction, buyer.id);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);

    const paisa = await deliver(provider.event(transaction, orderId, 'success', { amountPaise: 1 }));
    expect(paisa).toEqual({ status: 200, body: { applied: false, replay: false } });
    expect(warn).toHaveBeenCalledWith('payment amount refused', {
      transaction,
      payment: expect.any(String),
      expected: { amount: 106_200, currency: 'INR' },
      got: { amount: 1, currency: 'INR' },
    });
    const dollars = await deliver(provider.event(transaction, orderId, 'success', { currency: 'USD' }));
    expect(dollars).toEqual({ status: 200, body: { applied: false, replay: false } });
    expect(warn).toHaveBeenCalledWith(
      'payment amount refused',
      expect.objectContaining({ got: { amount: 106_200, currency: 'USD' } }),
    );
    // A failure of another amount is not this transaction's payment either.
    await deliver(provider.event(transaction, orderId, 'failed', { amountPaise: 106_199 }));
    expect(await stateOf(transaction, buyer.id)).toEqual(before);
    expect(before.transaction[0]).toMatchObject({ status: 'created', subscription_id: null, invoice_number: null });

    const paid = await deliver(provider.event(transaction, orderId, 'success'));
    expect(paid).toEqual({ status: 200, body: { applied: true, replay: false } });
    const after = await stateOf(transaction, buyer.id);
    expect(after.transaction[0]).toMatchObject({ status: 'success', invoice_number: expect.stringMatching(/^INV\//) });
    expect(after.subscriptions).toHaveLength(1);
    expect(after.redemptions).toHaveLength(1);
  });

  it('of the wrong amount after settlement leaves the paid transaction as it was', async () => {
    const { buyer, transaction, orderId } = await started();
    expect((await deliver(provider.event(transaction, orderId, 'success'))).body).toMatchObject({ applied: true });
    const paid = await stateOf(transaction, buyer.id);
    const late = await deliver(provider.event(transaction, orderId, 'success', { amountPaise: 1 }));
    expect(late).toEqual({ status: 200, body: { applied: false, replay: false } });
    expect(await stateOf(transaction, buyer.id)).toEqual(paid);
  });
});

describe('the signed return (complete-payment)', () => {
  it('settles by the payment the provider holds, refusing another amount or currency (400) without a change', async () => {
    const { buyer, transaction, orderId } = await started();
    const before = await stateOf(transaction, buyer.id);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);

    const low = provider.signedReturn(transaction, orderId, 'success', 'pay_low', { amountPaise: 1 });
    const refused = await pay.api.post(API.payments.complete, low, buyer.token);
    expect([refused.status, refused.head.message]).toEqual([400, AMOUNT_REFUSED]);
    expect(warn).toHaveBeenCalledWith('payment amount refused', {
      transaction,
      payment: 'pay_low',
      expected: { amount: 106_200, currency: 'INR' },
      got: { amount: 1, currency: 'INR' },
    });
    const usd = provider.signedReturn(transaction, orderId, 'success', 'pay_usd', { currency: 'USD' });
    expect((await pay.api.post(API.payments.complete, usd, buyer.token)).status).toBe(400);
    expect(await stateOf(transaction, buyer.id)).toEqual(before);

    const good = provider.signedReturn(transaction, orderId, 'success', 'pay_good');
    const done = await pay.api.post<TransactionBody>(API.payments.complete, good, buyer.token);
    expect(done.body).toMatchObject({ status: 'success', payment_id: 'pay_good', total_amount: 1062 });
  });

  it('refuses (400) a well-signed return naming a payment the provider does not hold for this order', async () => {
    const a = await started();
    const b = await started();
    // b's payment, held by the provider for b's order, named in a return signed for a's order.
    const theirs = provider.signedReturn(b.transaction, b.orderId, 'success', 'pay_theirs');
    const held = provider.payments.get('pay_theirs')!;
    const forged = provider.signedReturn(a.transaction, a.orderId, 'success', 'pay_theirs');
    provider.payments.set('pay_theirs', held);
    const before = await stateOf(a.transaction, a.buyer.id);
    const other = await pay.api.post(API.payments.complete, forged, a.buyer.token);
    expect([other.status, other.head.message]).toEqual([400, 'The payment could not be verified.']);
    // A payment the provider never made.
    const invented = provider.signedReturn(a.transaction, a.orderId, 'success', 'pay_invented');
    provider.payments.delete('pay_invented');
    expect((await pay.api.post(API.payments.complete, invented, a.buyer.token)).status).toBe(400);
    expect(await stateOf(a.transaction, a.buyer.id)).toEqual(before);
    expect((await pay.api.post<TransactionBody>(API.payments.complete, theirs, b.buyer.token)).body.status).toBe(
      'success',
    );
  });

  it('answers 503 and changes nothing while the provider cannot be asked; the same return settles later', async () => {
    const { buyer, transaction, orderId } = await started();
    const ret = provider.signedReturn(transaction, orderId, 'success', 'pay_later');
    const before = await stateOf(transaction, buyer.id);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const down = vi.spyOn(provider, 'fetchPayment').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const res = await pay.api.post(API.payments.complete, ret, buyer.token);
    expect([res.status, res.head.message]).toEqual([503, PROVIDER_UNREACHABLE]);
    expect(warn).toHaveBeenCalledWith('payment provider unreachable for a return', {
      transaction,
      error: 'connect ECONNREFUSED',
    });
    expect(await stateOf(transaction, buyer.id)).toEqual(before);
    down.mockRestore();
    warn.mockRestore();
    expect((await pay.api.post<TransactionBody>(API.payments.complete, ret, buyer.token)).body.status).toBe('success');
  });
});
