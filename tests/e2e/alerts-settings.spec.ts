import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker } from './support/buy-basket';
import { investmentIn } from './support/investments';

/**
 * Where the investor chooses alerts (issue 35, decision 0302), at 360 px against the real server: the channels of
 * each kind, a price alert on a stock of the basket they hold (a wrong price refused in words, a right one listed,
 * then removed), and a target beside the stop-loss on the investment. Brand-independent: once, on a brand with its
 * own sign-up.
 */
onceAcrossBrands(test, 'moneyleaf');

/** Seeded, free to invest in; a fresh account holds nothing. */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('channels per kind, a price alert and a target are set at 360 px, each refused in words when wrong', async ({
  page,
  brand,
  axe,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);
  await buyBasket(page, BASKET);
  const bought = await investmentIn(page, brand, BASKET.hash);

  await page.goto('/account/settings/');
  // The stop-loss, target and SIP notices: push and e-mail on, SMS off, until the investor says otherwise.
  const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
  const investments = notifications.getByRole('group', { name: /SIP, stop-loss and target/ });
  await expect(investments.getByRole('checkbox', { name: /Push/ })).toBeChecked();
  await expect(investments.getByRole('checkbox', { name: /E-mail/ })).toBeChecked();
  await expect(investments.getByRole('checkbox', { name: /SMS/ })).not.toBeChecked();
  const email = investments.getByRole('checkbox', { name: /E-mail/ });
  await email.click();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByRole('group', { name: /SIP, stop-loss and target/ })
      .getByRole('checkbox', { name: /E-mail/ }),
  ).not.toBeChecked();

  const alerts = page.getByRole('region', { name: 'Price alerts', exact: true });
  await expect(alerts.getByText('No price alerts yet.')).toBeVisible();
  const stock = await alerts.getByLabel('Stock').inputValue();
  expect(stock).not.toBe('');
  await alerts.getByLabel('Price (₹)').fill('0');
  await alerts.getByRole('button', { name: 'Add alert' }).click();
  await expect(alerts.getByRole('alert')).toHaveText('Please enter a price of at least ₹0.01');
  await alerts.getByLabel('When it goes').selectOption('below');
  await alerts.getByLabel('Price (₹)').fill('1.5');
  await alerts.getByRole('button', { name: 'Add alert' }).click();
  const list = alerts.getByRole('list', { name: 'Your price alerts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`${stock} below ₹1.5`);
  await fits(page);
  await axe(page);
  const saved = await callApi(page, brand, 'GET', 'account/price-alerts/');
  expect(JSON.stringify(saved.json)).toContain(stock);
  await list.getByRole('button', { name: new RegExp(`^Remove ${stock}`) }).click();
  await expect(alerts.getByText('No price alerts yet.')).toBeVisible();

  // The target, in the stop-loss's dialog: a wrong percent refused, a right one saved and shown on the page.
  await page.goto(`/account/investments/${bought.investment}/`);
  await page.getByRole('button', { name: 'Stop-loss and target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop-loss and target' });
  const percent = dialog.getByLabel('Percent above the invested amount');
  await percent.fill('2000');
  await dialog.getByRole('button', { name: 'Save target' }).click();
  await expect(dialog.getByText('Please enter a percent from 0.01 to 1000')).toBeVisible();
  await percent.fill('25');
  await expect(dialog.getByText(/^You will be told at ₹[\d,.]+ or more\.$/)).toBeVisible();
  await fits(page);
  await axe(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save target' }).click();
  await expect(page.getByText('Your target is set.')).toBeVisible();
  expect((await investmentIn(page, brand, BASKET.hash)).target).toMatchObject({ percent: 25, reached: false });
});
