import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { deliverWebhooks } from './paysim-webhooks';
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
    };
    const made = await provider.createPaymentLink(link);
    expect(made.linkId).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(made.url).toBe(`http://checkout.paygate-demo.example/l/${made.linkId}`);
    await expect(provider.createPaymentLink(link)).rejects.toThrow('The reference_id provided is already used.');
    await expect(
      provider.createPaymentLink({ ...link, reference: 'dealer_link_2', callbackUrl: 'https://evil.example/' }),
    ).rejects.toThrow("The callback URL must be on the merchant's site.");
  });
});
