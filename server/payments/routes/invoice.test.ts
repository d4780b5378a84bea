import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, PlanCheckoutBody, TransactionBody } from '#contract/subscriptions/payments';
import { CHECKOUT_REFUSALS } from '../../subscriptions/checkout-checks';
import { INVESTMENT_ADVICE_SAC } from '../../subscriptions/invoice-pdf';
import { testBuyer } from '../../subscriptions/testing/payment-test-fixtures';
import { paymentTestServer, starfolio } from '../../subscriptions/testing/payment-test-server';

const pay = paymentTestServer();
const { provider } = pay;

const invoice = (transaction: string, token: string) =>
  pay.t.request(starfolio, `/${starfolio.segment}/api/${API.payments.invoice(transaction)}`, {
    headers: { KEY: token },
  });

describe('the GST invoice', () => {
  it('is a PDF for the owner of a paid transaction only', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id, { state: 'KA' });
    const created = await pay.api.post<CheckoutRedirectBody>(
      API.payments.createTransaction,
      { plan: pay.plan.id, client_key: 'invoice-key-1' },
      buyer.token,
    );
    const { transaction } = created.body;
    expect((await invoice(transaction, buyer.token)).status).toBe(404);
    const { rows } = await pay.t.db.query<{ o: string }>(
      'SELECT provider_order_id AS o FROM payment_transactions WHERE id = $1',
      [transaction],
    );
    const paid = await pay.api.post<TransactionBody>(
      API.payments.complete,
      provider.signedReturn(transaction, rows[0]!.o, 'success'),
      buyer.token,
    );
    // Karnataka buying from an adviser in another state (the seed's Meera Iyer is in Tamil Nadu): IGST.
    expect(paid.body.gst).toMatchObject({ igst: 180, cgst: 0, sgst: 0, place_of_supply: 'KA' });
    const res = await invoice(transaction, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    for (const text of [
      paid.body.invoice_number!,
      `SAC ${INVESTMENT_ADVICE_SAC}`,
      'ABCDE1234F',
      'IGST 18%: Rs. 180.00',
      'Total: Rs. 1,180.00',
      'Karnataka',
    ]) {
      expect(pdf).toContain(text.replace(/[()]/g, (ch) => `\\${ch}`));
    }
    const other = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    expect((await invoice(transaction, other.token)).status).toBe(404);
  });
});

describe('get-plan-customer-details', () => {
  it('sums up what the checkout needs, and what would be refused', async () => {
    const ready = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const a = await pay.api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${pay.plan.id}`, ready.token);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      plan: { id: pay.plan.id, period_label: '1 month', fee_label: 'Monthly Fee', amount: 1000 },
      adviser: { slug: 'meera-iyer' },
      required_fields: starfolio.requiredCustomerFields,
      missing: {},
      risk_profile: { needed: true, current: true },
      agreement: { status: 'signed' },
      price: { taxable_amount: 1000, total_amount: 1180 },
      refusal: null,
    });
    const fresh = await testBuyer(pay.t, starfolio, pay.plan.adviser_id, {
      customer: false,
      riskProfile: false,
      agreement: false,
    });
    const b = await pay.api.get<PlanCheckoutBody>(`${API.plans.customerDetails}?plan=${pay.plan.id}`, fresh.token);
    expect(b.body).toMatchObject({
      customer: null,
      risk_profile: { current: false },
      agreement: { status: 'none' },
      price: { gst: null },
      refusal: CHECKOUT_REFUSALS.details,
    });
    expect((await pay.api.get(`${API.plans.customerDetails}?plan=999999`, ready.token)).status).toBe(404);
    expect((await pay.api.get(`${API.plans.customerDetails}?plan=${pay.plan.id}`)).status).toBe(401);
  });
});
