import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { CheckoutRedirectBody, TransactionBody } from '#contract/subscriptions/payments';
import { outboxMessenger } from '../messages/message-outbox';
import { setMessenger } from '../messages/message-sender';
import { deliverMessages, transportsFromEnv } from '../messages/outbox-job';
import { startTestSmtpServer } from '../messages/testing/test-smtp-server';
import { testBuyer } from './testing/payment-test-fixtures';
import { paymentTestServer, starfolio } from './testing/payment-test-server';

const pay = paymentTestServer();
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  setMessenger(pay.t.db, outboxMessenger(pay.t.db));
});
afterAll(() => smtp.close());

/** The provider's signed return of the transaction's order, paid as `outcome` by payment `pay_<key>`. */
async function returnOf(transaction: string, key: string, outcome: 'success' | 'failed') {
  const { rows } = await pay.t.db.query<{ o: string }>(
    'SELECT provider_order_id AS o FROM payment_transactions WHERE id = $1',
    [transaction],
  );
  return pay.provider.signedReturn(transaction, rows[0]!.o, outcome, `pay_${key}`);
}

/** A transaction for the buyer, settled by the provider's signed return as `outcome`. */
async function settle(token: string, key: string, outcome: 'success' | 'failed') {
  const created = await pay.api.post<CheckoutRedirectBody>(
    API.payments.createTransaction,
    { plan: pay.plan.id, client_key: key },
    token,
  );
  const ret = await returnOf(created.body.transaction, key, outcome);
  return pay.api.post<TransactionBody>(API.payments.complete, ret, token);
}

describe('the payment receipt', () => {
  it('goes to the payer by e-mail, once, in the brand name, with the GST invoice attached as a PDF', async () => {
    const buyer = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    const paid = await settle(buyer.token, 'receipt-key-1', 'success');
    const number = paid.body.invoice_number!;
    expect(number).toBeTruthy();
    expect(await deliverMessages(pay.t.db, transportsFromEnv({ SMTP_URL: smtp.url }))).toBe(1);
    const { rows } = await pay.t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [buyer.id]);
    const [{ to, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(to).toEqual([rows[0]!.email]);
    expect(mail.subject).toBe(`${starfolio.displayName}: Payment receipt, invoice ${number}`);
    expect(mail.text).toContain(`Your GST invoice ${number} is attached.`);
    expect(mail.html).toContain(starfolio.displayName);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`invoice-${number}.pdf`, 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.toString('latin1')).toMatch(/^%PDF/);
    expect(mail.attachments[0]!.content.toString('latin1')).toContain(number);
    // The same return again settles nothing new, so no second receipt.
    const again = await returnOf(paid.body.transaction, 'receipt-key-1', 'success');
    expect((await pay.api.post(API.payments.complete, again, buyer.token)).status).toBe(200);
    expect(await deliverMessages(pay.t.db, transportsFromEnv({ SMTP_URL: smtp.url }))).toBe(0);

    const failed = await testBuyer(pay.t, starfolio, pay.plan.adviser_id);
    await settle(failed.token, 'receipt-key-2', 'failed');
    expect(await deliverMessages(pay.t.db, transportsFromEnv({ SMTP_URL: smtp.url }))).toBe(0);
  });
});
