import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onBrands } from './support/brand-shard';
import { accountMenu, brokerLogin } from './support/session';
import { investButton } from './support/buy-basket';

/**
 * On a brand entered only through its broker, signing in at the broker is the broker connection
 * (docs/trading-screens.md, decision 0243): Invest goes on to the order review with that broker,
 * never asking to connect it a second time. On both broker-only brands, Arrowline and Harbor Bank.
 */
const FREE = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

const investDialog = (page: Page) => page.getByRole('dialog', { name: `Invest in ${FREE.name}` });

async function reviewWithSignedInBroker(page: Page, brokerName: string, clientCode: string) {
  const invest = investDialog(page);
  await expect(invest).toBeVisible();
  await expect(invest.getByRole('radio', { name: `${brokerName} · ${clientCode}` })).toBeChecked();
  await expect(invest.getByRole('button', { name: /^(Connect|Sign in to|Sign in again)/ })).toHaveCount(0);
  await invest.getByRole('button', { name: 'Review the orders' }).click();
  const review = page.getByRole('dialog', { name: 'Order review' });
  await expect(review.getByRole('table')).toContainText(/\d+ orders, at the last prices/);
  return review;
}

onBrands(test, ['arrowline', 'harborbank'], () => {
  test('the seeded client signs in at the broker, presses Invest, and reaches the order review', async ({
    page,
    brand,
    axe,
    consoleErrors,
  }) => {
    const broker = brand.brokers[0]!;
    await page.goto('/');
    await brokerLogin(page, brand, consoleErrors, false, { code: 'INVESTOR1', password: 'Investor@123' });
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Asha Investor');

    await page.goto(`/baskets/${FREE.hash}/`);
    await investButton(page).click();
    await reviewWithSignedInBroker(page, broker.name, 'INVESTOR1');
    await axe(page);
  });

  test('a visitor on a phone presses Invest, signs in at the broker, and goes on to the order review', async ({
    page,
    brand,
    axe,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const broker = brand.brokers[0]!;
    const code = `E2E${Date.now() % 1_000_000_000}`;
    await page.goto(`/baskets/${FREE.hash}/`);
    await investButton(page).click();
    await brokerLogin(page, brand, consoleErrors, true, { code, password: 'Broker@12345' });

    // Invest carries on by itself after the sign-in (decision 0242), with the broker signed in at.
    const review = await reviewWithSignedInBroker(page, broker.name, code);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(review.getByRole('button', { name: 'Place orders' })).toBeEnabled();
    await axe(page);
  });
});
