import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { fillLoginDialog } from './support/session';
import { signUpFresh } from './support/sign-up';
import type { BrandConfig } from '../../brands/schema';
import { closedMarketURL } from './support/closed-market';

/** /account/subscriptions/ (docs/account-settings.md): brand-independent, so on one brand (decision 0099). */

const SUBSCRIBER = { email: 'subscriber@example.com', password: 'Subscriber@123' };

async function logInAs(page: Page, brand: BrandConfig, who: { email: string; password: string }) {
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  await fillLoginDialog(page, brand, who);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

onceAcrossBrands(test, 'starfolio', () => {
  test('no subscriptions yet: a way to advisers’ plans', async ({ page, brand, axe }) => {
    await page.goto('/');
    await signUpFresh(page, brand, 'Neel Shah');
    await page.goto('/account/subscriptions/');
    await expect(page).toHaveTitle(`Subscriptions — ${brand.displayName}`);
    const empty = page.getByTestId('subscriptions-empty');
    await expect(empty).toContainText('No subscriptions yet');
    await expect(region(page, 'Payments')).toContainText('No payments yet.');
    await axe(page);
    // A 320 px phone: nothing wider than the screen, here and in Settings.
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/account/settings/');
    await expect(
      page.getByRole('region', { name: 'Signed-in devices', exact: true }).getByRole('listitem'),
    ).toHaveCount(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/account/subscriptions/');
    await page.getByRole('link', { name: 'Browse advisers and their plans' }).click();
    await expect(page).toHaveURL(/\/discover\/managers\/$/);
  });

  test('the subscriber’s plans; cancel shows the refund, then Cancelled', async ({ page, brand, axe }) => {
    // On the second server: cancelling the seeded subscriber's plan must not change what the other
    // specs, on the main server, read as that subscriber.
    const origin = closedMarketURL(brand);
    await page.goto(`${origin}/`);
    await logInAs(page, brand, SUBSCRIBER);
    await page.goto(`${origin}/account/subscriptions/`);
    const cards = page.getByTestId('subscription');
    await expect(cards).toHaveCount(2);
    const meera = cards.filter({ hasText: 'Meera Iyer' });
    await expect(meera).toContainText('1 year');
    await expect(meera).toContainText(/Fee per period|AUA fee per period/);
    await expect(page.getByRole('heading', { name: 'Subscriptions', exact: true })).toHaveCount(1);
    await expect(meera.getByTestId('subscription-state')).toHaveText(/Active|Expiring/);
    await axe(page);

    await meera.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel / });
    await expect(dialog.getByTestId('cancel-refund')).toHaveText(
      /^You will be refunded ₹[\d,.]+ for the \d+ unused days? of this \d+-day period\. There will be no further charges\.$/,
    );
    await axe(page);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(meera.getByTestId('subscription-state')).toHaveText('Cancelled');
    await expect(meera).toContainText('Refund');
  });

  test('a paid transaction’s GST invoice downloads as a PDF', async ({ page, brand }) => {
    await page.goto('/');
    await logInAs(page, brand, SUBSCRIBER);
    await page.goto('/account/subscriptions/');
    const paid = page.getByTestId('transaction').filter({ hasText: 'Paid' }).first();
    const download = page.waitForEvent('download');
    await paid.getByRole('button', { name: /^Download GST invoice / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
