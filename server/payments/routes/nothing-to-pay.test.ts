import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { API } from '#contract/http/api-paths';
import { DISCOUNT_MESSAGES } from '#contract/subscriptions/billing-messages';
import type { CheckoutRedirectBody, PlanCheckoutBody, TransactionBody } from '#contract/subscriptions/payments';

import { insertDiscountCode, insertPlan } from '../../billing/testing/billing-test-fixtures';
import { CHECKOUT_REFUSALS } from '../../subscriptions/checkout-checks';
import { testBuyer, testPlan } from '../../subscriptions/testing/payment-test-fixtures';
import { starfolio, testClientKey } from '../../subscriptions/testing/payment-test-server';
import { blogCaller } from '../../blog/testing/blog-test-client';

/**
 * Decision 0232: a discount code that takes a whole fee leaves nothing to pay, and the plan starts at
 * once; less than ₹1 to pay is refused. On the simulated checkout, which refuses an order under ₹1.
 */
const file = testServerPerFile();
let api: ReturnType<typeof blogCaller>;
let adviserId: number;
let hundred: number;

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  adviserId = (await testPlan(file.t.db)).adviser_id;
  hundred = await insertPlan(file.t.db, adviserId, { interval: 'month', amount: 100 });
});

const orders = async () =>
  (await file.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM paysim_orders')).rows[0]!.n;

describe('a flat code worth more than the plan (₹500 off ₹100)', () => {
  it('starts the plan at once: no provider order, a ₹0 paid transaction with its invoice, the code redeemed', async () => {
    const buyer = await testBuyer(file.t, starfolio, adviserId);
    const { code, id: codeId } = await insertDiscountCode(file.t.db, { kind: 'flat', value: 500 });
    const ordersBefore = await orders();
    const clientKey = testClientKey();
    const res = await api.post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: hundred, code, client_key: clientKey },
      buyer.token,
    );
    expect([res.status, res.head.status]).toEqual([200, 6]);
    const { transaction } = res.body;
    const page = new URL(res.body.redirect_url);
    expect(`${page.pathname}${page.search}`).toBe(`/payment/status/?transaction=${transaction}`);
    expect(await orders()).toBe(ordersBefore);

    const details = await api.get<TransactionBody>(
      `${API.payments.transactionDetails}?transaction=${transaction}`,
      buyer.token,
    );
    expect(details.body).toMatchObject({
      status: 'success',
      base_amount: 100,
      discount_amount: 100,
      taxable_amount: 0,
      total_amount: 0,
      payment_id: null,
      invoice_number: expect.stringMatching(/^INV\//),
    });
    const { rows } = await file.t.db.query<{ amount_paid: number; codes: number }>(
      `SELECT s.amount_paid::float8 AS amount_paid,
              (SELECT count(*)::int FROM discount_redemptions WHERE transaction_id = $1 AND discount_code_id = $2) AS codes
         FROM subscriptions s WHERE s.id = $3`,
      [transaction, codeId, details.body.subscription],
    );
    expect(rows).toEqual([{ amount_paid: 0, codes: 1 }]);
    const invoice = await file.t.request(starfolio, `/${starfolio.segment}/api/${API.payments.invoice(transaction)}`, {
      headers: { KEY: buyer.token },
    });
    expect(invoice.status).toBe(200);

    // A retry with the same key answers the same, and the code is now used.
    const again = await api.post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: hundred, code, client_key: clientKey },
      buyer.token,
    );
    expect(again.body).toEqual(res.body);
    const other = await api.post(
      API.payments.createTransaction,
      { plan: hundred, code, client_key: testClientKey() },
      buyer.token,
    );
    expect([other.status, other.head.message]).toEqual([400, DISCOUNT_MESSAGES.usedByYou]);
  });
});

describe('less than ₹1 to pay', () => {
  it('is refused for a code that would leave a few paise, at apply-discount and at create-transaction', async () => {
    const buyer = await testBuyer(file.t, starfolio, adviserId);
    const { code } = await insertDiscountCode(file.t.db, { kind: 'flat', value: 99.5 });
    const applied = await api.post(API.plans.applyDiscount, { plan: hundred, code }, buyer.token);
    expect([applied.status, applied.body.errors?.code]).toEqual([400, DISCOUNT_MESSAGES.leavesTooLittle]);
    const created = await api.post(
      API.payments.createTransaction,
      { plan: hundred, code, client_key: testClientKey() },
      buyer.token,
    );
    expect([created.status, created.head.message]).toEqual([400, DISCOUNT_MESSAGES.leavesTooLittle]);
  });

  it('is refused (400, never 500) for an AUA plan, whose fee is billed on value, and the summary says so', async () => {
    const buyer = await testBuyer(file.t, starfolio, adviserId);
    const aua = await insertPlan(file.t.db, adviserId, { feeKind: 'AUM', aumPercent: 1.5, amount: 0 });
    const summary = await api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${aua}`, buyer.token);
    expect(summary.body.refusal).toBe(CHECKOUT_REFUSALS.tooLittle);
    const created = await api.post(
      API.payments.createTransaction,
      { plan: aua, client_key: testClientKey() },
      buyer.token,
    );
    expect([created.status, created.head.message]).toEqual([400, CHECKOUT_REFUSALS.tooLittle]);
    const { rows } = await file.t.db.query('SELECT 1 FROM payment_transactions WHERE user_id = $1', [buyer.id]);
    expect(rows).toHaveLength(0);
  });
});
