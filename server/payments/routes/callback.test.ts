import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { API } from '#contract/http/api-paths';
import { testServerPerFile } from '../../test-server-per-file';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();
const CALLBACK = `/${starfolio.segment}/api/${API.payments.callback}`;
const SIGNATURE = 'a'.repeat(64);

const where = (res: Response) => {
  expect(res.status).toBe(303);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.headers.get('location');
};

describe("the checkout's return (Standard Checkout's callback)", () => {
  it('sends a signed return on to the status page as the return complete-payment takes, by GET', async () => {
    const q = `?transaction=txn_abc&razorpay_payment_id=pay_BBBBBBBBBBBBBB&razorpay_order_id=order_AAAAAAAAAAAAAA&razorpay_signature=${SIGNATURE}`;
    expect(where(await file.t.request(starfolio, `${CALLBACK}${q}`))).toBe(
      `/payment/status/?transaction=txn_abc&payment_id=pay_BBBBBBBBBBBBBB&status=success&signature=${SIGNATURE}`,
    );
  });

  it("and by Razorpay's cross-site form POST, with no CSRF token", async () => {
    const res = await file.t.request(starfolio, `${CALLBACK}?transaction=txn_abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://api.razorpay.com' },
      body: new URLSearchParams({
        razorpay_payment_id: 'pay_BBBBBBBBBBBBBB',
        razorpay_order_id: 'order_AAAAAAAAAAAAAA',
        razorpay_signature: SIGNATURE,
      }).toString(),
    });
    expect(where(res)).toBe(
      `/payment/status/?transaction=txn_abc&payment_id=pay_BBBBBBBBBBBBBB&status=success&signature=${SIGNATURE}`,
    );
  });

  it('sends a failure (unsigned error[…] fields) or anything malformed on with the transaction alone', async () => {
    const failed = new URLSearchParams({
      transaction: 'txn_abc',
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[metadata]': JSON.stringify({ payment_id: 'pay_BBBBBBBBBBBBBB', order_id: 'order_AAAAAAAAAAAAAA' }),
    });
    expect(where(await file.t.request(starfolio, `${CALLBACK}?${failed}`))).toBe(
      '/payment/status/?transaction=txn_abc',
    );
    const odd = `?transaction=txn_abc&razorpay_payment_id=pay_B&razorpay_signature=${SIGNATURE}`;
    expect(where(await file.t.request(starfolio, `${CALLBACK}${odd}`))).toBe('/payment/status/?transaction=txn_abc');
    const noTransaction = `?transaction=<script>&razorpay_payment_id=pay_BBBBBBBBBBBBBB&razorpay_signature=${SIGNATURE}`;
    expect(where(await file.t.request(starfolio, `${CALLBACK}${noTransaction}`))).toBe('/payment/status/');
  });
});
