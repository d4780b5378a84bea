import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { BrandConfig } from '../../../brands/schema';

/**
 * The basket page's own Invest button, beside its figures. On a phone the sticky Invest bar
 * (decision 0252) carries a second one; tests of the bar name it through its region.
 */
export const investButton = (page: Page) =>
  page.getByRole('group', { name: 'Basket actions' }).getByRole('button', { name: 'Invest', exact: true });

/** Connects the brand's first broker on settings/brokers/: its own sign-in page, a new client with funds. */
export async function connectSimulatedBroker(page: Page, brand: BrandConfig) {
  const broker = brand.brokers[0]!;
  await page.goto('/settings/brokers/');
  await page.getByRole('button', { name: `Connect ${broker.name}` }).click();
  await signInAtSimulatedBroker(page, broker);
}

/**
 * On the simulated broker's own sign-in page: a new client with funds signs in, and the app's broker
 * settings say the broker is connected.
 */
export async function signInAtSimulatedBroker(page: Page, broker: BrandConfig['brokers'][number]) {
  await expect(page.getByRole('heading', { level: 1, name: `Sign in to ${broker.name}` })).toBeVisible();
  await page.getByLabel('Client ID').fill(`E2E${Date.now() % 1_000_000_000}`);
  await page.getByLabel('Password').fill('Broker@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings\/brokers\/$/);
  await expect(page.getByRole('status').filter({ hasText: `${broker.name} is connected.` })).toBeVisible();
}

/**
 * Places a buy of `extra` rupees above the basket's minimum at market from its page; returns the live status view
 * ('Your orders') as it opens and how many lines the review had.
 */
export async function placeBuy(page: Page, basket: { hash: string; name: string }, extra = 5000) {
  await page.goto(`/baskets/${basket.hash}/`);
  await investButton(page).click();
  const invest = page.getByRole('dialog', { name: `Invest in ${basket.name}` });
  const amountField = invest.getByLabel('Amount to invest (₹)');
  await expect(amountField).toBeVisible();
  const minimum = Number((await amountField.inputValue()).replace(/[^\d.]/g, ''));
  await amountField.fill(String(minimum + extra));
  await invest.getByRole('button', { name: 'Review the orders' }).click();
  const review = page.getByRole('dialog', { name: 'Order review' });
  await expect(review.getByRole('table')).toContainText(/\d+ orders, at the last prices/);
  const lineCount = await review.getByRole('table').locator('tbody tr').count();
  await review.getByRole('button', { name: 'Place orders' }).click();
  return { orders: page.getByRole('dialog', { name: 'Your orders' }), lineCount };
}

/** The live status view says every one of its `lineCount` orders is complete. */
export async function expectAllComplete(orders: Locator, lineCount: number) {
  await expect(orders.getByRole('status')).toHaveText(
    `Every order has reached its final status. ${lineCount} of ${lineCount} orders complete.`,
    { timeout: 30_000 },
  );
}

/** Buys `extra` rupees above the basket's minimum at market from its page, and waits until every order is complete. */
export async function buyBasket(page: Page, basket: { hash: string; name: string }, extra = 5000) {
  const { orders, lineCount } = await placeBuy(page, basket, extra);
  await expectAllComplete(orders, lineCount);
}
