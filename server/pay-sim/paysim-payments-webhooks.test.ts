import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER } from '../payments/razorpay/razorpay-wire';
import { deliverWebhooks, settleDuePending } from './paysim-webhooks';
import type { Seen } from './testing/paysim-server';
import {
  choose,
  provider,
  razorpayFor,
  receiver,
  request,
  returnOf,
  startPaysimServer,
  t,
} from './testing/paysim-server';

startPaysimServer();

describe('the payments API (fetchPayment)', () => {
  it('answers a payment to its own merchant only: its order, status, amount and currency', async () => {
    const paid = await provider.createCheckout(request({ amountPaise: 59_000 }));
    const paidRet = returnOf(await choose(paid.redirectUrl, 'success'));
    expect(paidRet.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await provider.fetchPayment(paidRet.payment_id)).toEqual({
      orderId: paid.orderId,
      paymentId: paidRet.payment_id,
      status: 'success',
      amountPaise: 59_000,
      currency: 'INR',
    });
    const waiting = await provider.createCheckout(request());
    const waitingRet = returnOf(await choose(waiting.redirectUrl, 'pending-success'));
    expect(await provider.fetchPayment(waitingRet.payment_id)).toMatchObject({
      status: 'pending',
      amountPaise: 118000,
    });
    const declined = await provider.createCheckout(request());
    const declinedRet = returnOf(await choose(declined.redirectUrl, 'failure'));
    expect(await provider.fetchPayment(declinedRet.payment_id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payer chose to fail the payment.',
    });
    const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
    const other = razorpayFor(moneyleaf);
    expect(await other.fetchPayment(paidRet.payment_id)).toBeUndefined();
    expect(await provider.fetchPayment('pay_AAAAAAAAAAAAAA')).toBeUndefined();
    expect(await provider.fetchPayment('../v1/orders')).toBeUndefined();
  });
});

describe('the webhooks', () => {
  it('signs the final events for the merchant, retries a failed delivery with back-off, records delivery', async () => {
    await deliverWebhooks(t.db, async () => new Response('ok')); // earlier tests' events
    const req = request();
    const { orderId, redirectUrl } = await provider.createCheckout(req);
    const ret = returnOf(await choose(redirectUrl, 'success'), req.transaction);
    const now = new Date();
    const failing: Seen[] = [];
    expect(await deliverWebhooks(t.db, receiver(failing, 503), { now })).toBe(0);
    // A captured payment's two events, as Razorpay sends them: payment.captured and order.paid.
    expect(failing.map((f) => JSON.parse(f.body).event).sort()).toEqual(['order.paid', 'payment.captured']);
    const { rows } = await t.db.query<{ attempts: number; wait: number; last_error: string }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS wait, last_error
         FROM paysim_webhooks WHERE delivered_at IS NULL`,
      [now],
    );
    expect(rows).toEqual([
      { attempts: 1, wait: 5, last_error: 'HTTP 503' },
      { attempts: 1, wait: 5, last_error: 'HTTP 503' },
    ]);
    const seen: Seen[] = [];
    expect(await deliverWebhooks(t.db, receiver(seen), { now })).toBe(0);
    const later = new Date(now.getTime() + 5000);
    expect(await deliverWebhooks(t.db, receiver(seen), { now: later })).toBe(2);
    for (const hook of seen) {
      expect(hook.url).toBe(req.webhookUrl);
      expect(hook.host).toBe('starfolio.localhost');
      expect(hook.headers.get(RAZORPAY_SIGNATURE_HEADER)).toMatch(/^[0-9a-f]{64}$/);
      const event = provider.parseWebhook(hook.body, hook.headers);
      expect(event).toMatchObject({
        transaction: req.transaction,
        orderId,
        paymentId: ret.payment_id,
        status: 'success',
        amountPaise: 118000,
      });
      // The retry is the same event: one id, the same body.
      const first = failing.find((f) => f.headers.get(RAZORPAY_EVENT_ID_HEADER) === event.eventId)!;
      expect(first.body).toBe(hook.body);
      const delivered = await t.db.query<{ delivered_at: Date | null }>(
        'SELECT delivered_at FROM paysim_webhooks WHERE event_id = $1',
        [event.eventId],
      );
      expect(delivered.rows[0]!.delivered_at).not.toBeNull();
    }
    expect(await deliverWebhooks(t.db, receiver(seen), { now: new Date(later.getTime() + 60_000) })).toBe(0);
  });

  it('settles a pending payment later, by webhook alone, to the outcome the payer chose', async () => {
    // Earlier tests' pending payments and events out of the way.
    const farAhead = new Date(Date.now() + 3_600_000);
    await settleDuePending(t.db, { now: farAhead });
    await deliverWebhooks(t.db, async () => new Response('ok'), { now: farAhead });
    const win = request();
    const lose = request();
    const a = await provider.createCheckout(win);
    const b = await provider.createCheckout(lose);
    await choose(a.redirectUrl, 'pending-success');
    await choose(b.redirectUrl, 'pending-failure');
    const seen: Seen[] = [];
    const now = new Date();
    expect(await settleDuePending(t.db, { now })).toBe(0);
    expect(await deliverWebhooks(t.db, receiver(seen), { now })).toBe(0);
    const due = new Date(now.getTime() + 21_000);
    expect(await settleDuePending(t.db, { now: due })).toBe(2);
    // The won payment's payment.captured and order.paid, the lost one's payment.failed.
    expect(await deliverWebhooks(t.db, receiver(seen), { now: due })).toBe(3);
    const events = seen.map((s) => provider.parseWebhook(s.body, s.headers));
    expect(events.find((e) => e.orderId === a.orderId)).toMatchObject({
      transaction: win.transaction,
      status: 'success',
    });
    expect(events.find((e) => e.orderId === b.orderId)).toMatchObject({
      transaction: lose.transaction,
      status: 'failed',
      failureReason: 'The bank declined the payment.',
    });
    expect(await settleDuePending(t.db, { now: due })).toBe(0);
  });
});

const paid = async () => {
  const req = request();
  const { redirectUrl } = await provider.createCheckout(req);
  return { req, ret: returnOf(await choose(redirectUrl, 'success'), req.transaction) };
};

describe('refunds (POST /v1/payments/:id/refund through the razorpay client)', () => {
  it('refunds part, then the rest; never more than was paid; sends refund.processed', async () => {
    await deliverWebhooks(t.db, async () => new Response('ok'));
    const { req, ret } = await paid();
    const part = await provider.refund({ paymentId: ret.payment_id, amountPaise: 18_000, receipt: 'cancel_1' });
    expect(part).toEqual({
      refundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      paymentId: ret.payment_id,
      amountPaise: 18_000,
      status: 'processed',
    });
    await expect(
      provider.refund({ paymentId: ret.payment_id, amountPaise: 100_001, receipt: 'cancel_2' }),
    ).rejects.toThrow('400 BAD_REQUEST_ERROR: The refund amount provided is greater than amount captured');
    await provider.refund({ paymentId: ret.payment_id, amountPaise: 100_000, receipt: 'cancel_3' });
    expect(await provider.fetchPayment(ret.payment_id)).toMatchObject({ status: 'success', amountPaise: 118_000 });

    const seen: Seen[] = [];
    await deliverWebhooks(t.db, receiver(seen));
    const refunds = seen
      .map((s) => provider.parseWebhook(s.body, s.headers))
      .filter((e) => e.refund)
      .map((e) => ({ transaction: e.transaction, amount: e.refund!.amountPaise }));
    expect(refunds).toEqual([
      { transaction: req.transaction, amount: 18_000 },
      { transaction: req.transaction, amount: 100_000 },
    ]);
  });

  it("refuses a payment not captured, and another merchant's payment", async () => {
    const req = request();
    const { redirectUrl } = await provider.createCheckout(req);
    const failed = returnOf(await choose(redirectUrl, 'failure'), req.transaction);
    await expect(provider.refund({ paymentId: failed.payment_id, amountPaise: 100, receipt: 'r' })).rejects.toThrow(
      'The payment has not been captured',
    );
    const { ret } = await paid();
    const moneyleaf = razorpayFor(brands.find((b) => b.id === 'moneyleaf')!);
    await expect(moneyleaf.refund({ paymentId: ret.payment_id, amountPaise: 100, receipt: 'r' })).rejects.toThrow(
      'The id provided does not exist',
    );
  });
});

describe('payment links (POST /v1/payment_links through the razorpay client)', () => {
  it('makes a link on the checkout host, once per reference', async () => {
    const link = {
      reference: 'dealer_link_1',
      amountPaise: 59_000,
      description: 'Starfolio: 1 month plan',
      customer: { name: 'Asha Rao', email: 'asha@example.com', mobile: null },
      callbackUrl: 'http://starfolio.localhost:3000/subscribe/7/',
      expiresAt: new Date('2026-12-31T00:00:00Z'),
      merchantName: 'Starfolio',
      webhookUrl: 'http://starfolio.localhost:3000/starfolio/api/payments/webhook/',
    };
    const made = await provider.createPaymentLink(link);
    expect(made.linkId).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    // On the `.localhost` twin, as the payer's browser on a loopback page reaches it.
    expect(made.url).toBe(`http://checkout.paygate-demo.localhost:3000/l/${made.linkId}`);
    await expect(provider.createPaymentLink(link)).rejects.toThrow('The reference_id provided is already used.');
    await expect(
      provider.createPaymentLink({ ...link, reference: 'dealer_link_2', callbackUrl: 'https://evil.example/' }),
    ).rejects.toThrow("The callback URL must be on the merchant's site.");
  });
});
