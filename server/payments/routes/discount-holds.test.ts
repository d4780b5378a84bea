import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { DISCOUNT_MESSAGES } from '#contract/subscriptions/billing-messages';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';
import type { PriceBody } from '#contract/subscriptions/plans';
import { insertDiscountCode } from '../../billing/testing/billing-test-fixtures';
import { UNPAID_HOLD_MINUTES } from '../../billing/discount-lookup';
import { testBuyer } from '../../subscriptions/testing/payment-test-fixtures';
import {
  paymentTestServer,
  providerOrderOf,
  starfolio,
  testClientKey,
} from '../../subscriptions/testing/payment-test-server';

/**
 * Decision 0232: a discount code is held for a transaction from its creation, under a lock on the
 * code, and released when the transaction fails or is left unpaid for UNPAID_HOLD_MINUTES.
 */
const pay = paymentTestServer({ plans: 3 });
const { provider } = pay;
const buyer = () => testBuyer(pay.t, starfolio, pay.plans[0]!.adviser_id);

function checkout(token: string, code: string, plan = pay.plans[0]!.id, clientKey = testClientKey()) {
  return pay.api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan, code, client_key: clientKey },
    token,
  );
}

const orderOf = (transaction: string) => providerOrderOf(pay.t, transaction);

const discounted = async (userId: number) =>
  (
    await pay.t.db.query<{ n: number; held: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM discount_redemptions WHERE user_id = $1) AS held
         FROM payment_transactions WHERE user_id = $1 AND discount_code_id IS NOT NULL`,
      [userId],
    )
  ).rows[0]!;

describe('a one-use discount code', () => {
  it('gives one discount to three checkouts opened at once; the others are refused with the code message', async () => {
    const me = await buyer();
    const { code } = await insertDiscountCode(pay.t.db, { perUser: 1 });
    const answers = await Promise.all(pay.plans.map((p) => checkout(me.token, code, p.id)));
    const opened = answers.filter((a) => a.head.status === 6);
    const refused = answers.filter((a) => a.status === 400);
    expect(opened).toHaveLength(1);
    expect(refused.map((a) => [a.head.message, a.body.errors?.code])).toEqual([
      [DISCOUNT_MESSAGES.usedByYou, DISCOUNT_MESSAGES.usedByYou],
      [DISCOUNT_MESSAGES.usedByYou, DISCOUNT_MESSAGES.usedByYou],
    ]);
    expect(await discounted(me.id)).toEqual({ n: 1, held: 1 });
    // Paying the one that opened redeems the code once; it stays used.
    const { transaction } = opened[0]!.body;
    const ret = provider.signedReturn(transaction, await orderOf(transaction), 'success', `pay_${transaction}`);
    expect((await pay.api.post<TransactionBody>(API.payments.complete, ret, me.token)).body.discount_amount).toBe(100);
    expect((await checkout(me.token, code)).head.message).toBe(DISCOUNT_MESSAGES.usedByYou);
    expect(await discounted(me.id)).toEqual({ n: 1, held: 1 });
  });

  it('keeps its total limit against checkouts of different investors at once', async () => {
    const { code } = await insertDiscountCode(pay.t.db, { maxRedemptions: 2, perUser: 1 });
    const investors = await Promise.all([buyer(), buyer(), buyer()]);
    const answers = await Promise.all(investors.map((b) => checkout(b.token, code)));
    expect(answers.filter((a) => a.head.status === 6)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400).map((a) => a.head.message)).toEqual([DISCOUNT_MESSAGES.usedUp]);
  });

  it('answers one transaction to one client key sent three times at once', async () => {
    const me = await buyer();
    const { code } = await insertDiscountCode(pay.t.db, { perUser: 1 });
    const clientKey = testClientKey();
    const answers = await Promise.all([1, 2, 3].map(() => checkout(me.token, code, pay.plans[0]!.id, clientKey)));
    expect(answers.map((a) => a.head.status)).toEqual([6, 6, 6]);
    expect(new Set(answers.map((a) => a.body.transaction)).size).toBe(1);
    expect(await discounted(me.id)).toEqual({ n: 1, held: 1 });
  });
});

describe('the hold of a transaction that is not paid', () => {
  it('is released when its payment fails: the code can be used again', async () => {
    const me = await buyer();
    const { code } = await insertDiscountCode(pay.t.db, { perUser: 1 });
    const first = await checkout(me.token, code);
    expect((await checkout(me.token, code)).head.message).toBe(DISCOUNT_MESSAGES.usedByYou);
    const { transaction } = first.body;
    const failed = provider.signedReturn(transaction, await orderOf(transaction), 'failed', `pay_${transaction}`);
    expect((await pay.api.post<TransactionBody>(API.payments.complete, failed, me.token)).body.status).toBe('failed');
    const price = await pay.api.post<PriceBody>(API.plans.applyDiscount, { plan: pay.plans[0]!.id, code }, me.token);
    expect(price.body.discount_amount).toBe(100);
    expect((await checkout(me.token, code)).head.status).toBe(6);
  });

  it(`lapses ${UNPAID_HOLD_MINUTES} minutes after an unpaid checkout opened, but not while a payment is pending`, async () => {
    const me = await buyer();
    const { code } = await insertDiscountCode(pay.t.db, { perUser: 1 });
    const abandoned = (await checkout(me.token, code)).body.transaction;
    const age = (transaction: string, minutes: number) =>
      pay.t.db.query(`UPDATE payment_transactions SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
        transaction,
        minutes,
      ]);
    await age(abandoned, UNPAID_HOLD_MINUTES - 1);
    expect((await checkout(me.token, code)).head.message).toBe(DISCOUNT_MESSAGES.usedByYou);
    await age(abandoned, UNPAID_HOLD_MINUTES + 1);
    const next = await checkout(me.token, code);
    expect(next.head.status).toBe(6);

    // A payment the bank has not answered yet keeps its hold, however long it takes.
    const pending = provider.signedReturn(next.body.transaction, await orderOf(next.body.transaction), 'pending');
    expect((await pay.api.post<TransactionBody>(API.payments.complete, pending, me.token)).body.status).toBe('pending');
    await age(next.body.transaction, 24 * 60);
    expect((await checkout(me.token, code)).head.message).toBe(DISCOUNT_MESSAGES.usedByYou);
  });

  it('still settles a payment that arrives after the hold lapsed: the payer paid the price agreed', async () => {
    const me = await buyer();
    const { code } = await insertDiscountCode(pay.t.db, { perUser: 1 });
    const late = (await checkout(me.token, code)).body.transaction;
    await pay.t.db.query(`UPDATE payment_transactions SET created_at = now() - interval '2 hours' WHERE id = $1`, [
      late,
    ]);
    const ret = provider.signedReturn(late, await orderOf(late), 'success', `pay_${late}`);
    const paid = await pay.api.post<TransactionBody>(API.payments.complete, ret, me.token);
    expect(paid.body).toMatchObject({ status: 'success', discount_amount: 100 });
    expect((await checkout(me.token, code)).head.message).toBe(DISCOUNT_MESSAGES.usedByYou);
  });
});
