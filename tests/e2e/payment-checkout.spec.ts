import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { createPayGateOrder, expectedReturnSignature, settlePendingPayments } from './support/paygate';

/** The simulated hosted checkout "PayGate Demo" (docs/payment-provider.md) in a real browser. */
test.describe('simulated checkout', () => {
  onceAcrossBrands(test, 'starfolio');

  test('at 320 px: its own page, accessible; Pay returns to the merchant with a valid signature', async ({
    page,
    brand,
    baseURL,
    axe,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { orderId, url } = await createPayGateOrder(baseURL!, brand, { receipt: 'txn_e2e_pay' });
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page).toHaveTitle(`Pay ${brand.displayName} · PayGate Demo`);
    await expect(page.getByRole('heading', { level: 1, name: `Pay ${brand.displayName}` })).toBeVisible();
    await expect(page.getByText('Meera Iyer · 1 year plan')).toBeVisible();
    await expect(page.getByText('GST included')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await axe(page);

    await page.getByRole('button', { name: 'Pay ₹1,180.00' }).click();
    await page.waitForURL(`${baseURL}/blog/?**`);
    // Standard Checkout's return: razorpay_payment_id, razorpay_order_id and razorpay_signature.
    const back = new URL(page.url());
    expect(back.searchParams.get('razorpay_order_id')).toBe(orderId);
    const paymentId = back.searchParams.get('razorpay_payment_id')!;
    expect(back.searchParams.get('razorpay_signature')).toBe(
      await expectedReturnSignature(baseURL!, brand, orderId, paymentId),
    );
  });

  test('Leave pending (will fail): returns authorised, then settles failed by the job', async ({
    page,
    brand,
    baseURL,
  }) => {
    const { url } = await createPayGateOrder(baseURL!, brand, { receipt: 'txn_e2e_pending' });
    await page.goto(url);
    await page.getByRole('button', { name: 'Leave pending (will fail)' }).click();
    await page.waitForURL(`${baseURL}/blog/?**`);
    // An authorised payment whose bank has not finished: signed, as Razorpay's return names no status.
    expect(new URL(page.url()).searchParams.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeVisible();
    expect((await settlePendingPayments(baseURL!)).settled).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Return to ${brand.displayName}` })).toHaveAttribute(
      'href',
      /error%5Breason%5D=payment_failed&error%5Bmetadata%5D=/,
    );
  });
});
