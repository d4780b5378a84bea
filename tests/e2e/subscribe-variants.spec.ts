import { PAYMENT_BANNERS } from '#contract/subscriptions/payment-messages';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { signUpFresh } from './support/sign-up';
import { callApi } from './support/session';
import {
  answerRiskProfile,
  fillDetails,
  payAtCheckout,
  settlePendingPayments,
  signAgreement,
  uniqueNumber,
} from './support/subscribe';

/**
 * The payment's other outcomes, once (brand-independent, decision 0099), one fresh investor:
 * a failed payment gives 'Payment failed !' and a way back; a discount code lowers the price before
 * paying; a payment left pending shows 'Your payment is being processed' until the provider's webhook
 * settles it (the simulated checkout's test hook settles it now), then 'Payment Successful !'.
 */
onceAcrossBrands(test, 'starfolio', () => {
  test('failure, then a discount code and a pending payment settled by webhook', async ({ page, brand, axe }) => {
    test.slow();
    await page.goto('/discover/managers/');
    await signUpFresh(page, brand, 'Nisha Kulkarni');
    const plans = await callApi(page, brand, 'GET', 'plans/?adviser=sahyadri-wealth');
    const plan = (plans.json as { body: { plans: { id: number; needs_risk_profile: boolean }[] } }).body.plans.find(
      (p) => p.needs_risk_profile,
    )!;
    await page.goto(`/subscribe/${plan.id}/`);
    const mobile = `6${String(uniqueNumber()).padStart(9, '0').slice(-9)}`;
    await fillDetails(page, mobile);
    await answerRiskProfile(page);
    await signAgreement(page, brand, mobile);

    await payAtCheckout(page, /^Fail$/);
    await expect(page.getByText(PAYMENT_BANNERS.failed, { exact: true })).toBeVisible();
    // Not a dead end: the subscriptions and help are offered beside paying again.
    await expect(page.getByRole('link', { name: 'Your subscriptions' })).toHaveAttribute(
      'href',
      '/account/subscriptions/',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
    await axe(page);
    await page.getByRole('link', { name: 'Try the payment again' }).click();

    // The steps already done are skipped: straight to Review and pay.
    await expect(page.getByRole('heading', { level: 2, name: 'Review and pay', exact: true })).toBeVisible();
    const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
    const before = await total.innerText();
    await page.getByLabel('Discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code WELCOME10 applied')).toBeVisible();
    await expect(total).not.toHaveText(before);
    await axe(page);

    await payAtCheckout(page, /^Leave pending \(will succeed\)$/);
    await expect(page.getByText(PAYMENT_BANNERS.loading, { exact: true })).toBeVisible();
    await settlePendingPayments(page);
    await expect(page.getByText(PAYMENT_BANNERS.success, { exact: true })).toBeVisible({ timeout: 20_000 });
  });
});
