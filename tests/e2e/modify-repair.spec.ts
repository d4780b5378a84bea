import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { connectSimulatedBroker } from './support/buy-basket';
import { API } from '#contract/http/api-paths';
import { formatPrice } from '#contract/locale/format';
import type { Trade, TradePreviewBody } from '#contract/trading/types';

/**
 * Issue 30: changing an open order and repairing what a trade left short, from the screens. A fresh investor
 * places a limit buy whose first line is priced a tenth under the market (the simulated broker fills a limit buy
 * only at or under its price, so that line stays open; the others fill at once), changes that line's quantity and
 * price in the Modify dialog (at 360 px too), cancels it — the trade is then partly done — and buys the missing
 * shares from the investment's page, following the repair trade to complete. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in; a fresh account holds nothing. */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const PHONE = { width: 360, height: 740 };

/** A tenth under `price`, on the exchange's ₹0.05 tick. */
const under = (price: number) => Math.floor(price * 0.9 * 20) / 20;

/** The snackbar says a success politely (role status). */
const told = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an open limit order is modified in its dialog, then the investment it left short is repaired', async ({
  page,
  brand,
  axe,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);

  const order = { basket_hash: BASKET.hash, broker_id: brand.brokers[0]!.id, amount: 200_000, order_type: 'LIMIT' };
  const preview = await callApi(page, brand, 'POST', API.trading.tradeBasketOrders, true, order);
  expect(preview.status).toBe(200);
  const first = (preview.json as { body: TradePreviewBody }).body.lines[0]!;
  const limit = under(first.indicative_price);
  const placed = await callApi(page, brand, 'POST', API.trading.requestOrder, true, {
    ...order,
    client_key: `e2e-limit-${Date.now()}`,
    limit_prices: { [first.symbol]: limit },
  });
  expect(placed.status).toBe(200);
  // The buy answers before its lines reach the broker (decision 0286): the trade once they all have.
  const answered = (placed.json as { body: Trade }).body;
  const read = async () =>
    ((await callApi(page, brand, 'GET', `${API.trading.orderStatus}?trade=${answered.trade}`)).json as { body: Trade })
      .body;
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).not.toBe('placing');
  const trade = await read();
  expect(trade.lines.find((l) => l.symbol === first.symbol)).toMatchObject({ status: 'OPEN', limit_price: limit });

  // The orders page: the open line with its limit price, and Modify.
  await page.goto('/account/orders/');
  const item = page.getByRole('list', { name: 'Orders' }).locator(':scope > li').first();
  await item.getByRole('button', { name: `Show ${trade.lines.length} orders` }).click();
  const line = item.locator('li').filter({ has: page.getByText(first.symbol, { exact: true }) });
  await expect(line).toContainText(`Buy 0 / ${first.quantity}`);
  await expect(line).toContainText(`Limit ${formatPrice(limit)}`);
  const modify = line.getByRole('button', { name: `Modify the ${first.symbol} order` });
  await modify.click();
  const dialog = page.getByRole('dialog', { name: `Modify the ${first.symbol} order` });
  const quantity = dialog.getByLabel('Quantity (shares)');
  const price = dialog.getByLabel('Limit price (₹)');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue(String(first.quantity));
  await expect(dialog.getByLabel('Order type')).toHaveValue('LIMIT');
  await expect(price).toHaveValue(String(limit));
  await axe(page, '[role="dialog"]');

  // Checked as the server checks: nothing is bought yet, so 0 is not more; a limit order needs its price.
  await quantity.fill('0');
  await price.fill('');
  await dialog.getByRole('button', { name: 'Change the order' }).click();
  await expect(dialog.getByText('The new quantity must be more than the shares already bought.')).toBeVisible();
  await expect(dialog.getByText('Enter a limit price.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');

  // On a phone the dialog fits the screen, and the page does not scroll sideways.
  await page.setViewportSize(PHONE);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await axe(page, '[role="dialog"]');

  // A new quantity and price, sent from the keyboard: the line shows what the broker took.
  const newQuantity = first.quantity + 2;
  const newLimit = under(limit);
  await quantity.fill(String(newQuantity));
  await price.fill(String(newLimit));
  await price.press('Enter');
  await expect(told(page, `The ${first.symbol} order is changed.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(modify).toBeFocused();
  await expect(line).toContainText(`Buy 0 / ${newQuantity}`);
  await expect(line).toContainText(`Limit ${formatPrice(newLimit)}`);

  // Cancelled, the line leaves the trade partly done.
  await line.getByRole('button', { name: `Cancel the ${first.symbol} order` }).click();
  await expect(told(page, `The ${first.symbol} order is cancelled.`)).toBeVisible();
  await expect(item).toContainText('Partly done');

  // The investment's page says what is short and buys it, then follows the repair trade.
  await page.goto(`/account/investments/${trade.investment}/`);
  await expect(page.getByTestId('repair-short')).toContainText(`${first.symbol}: ${newQuantity} shares`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await axe(page);
  await page.getByRole('button', { name: 'Buy the missing shares' }).click();
  const repair = page.getByRole('dialog', { name: 'Buy the missing shares' });
  await expect(repair.getByRole('table')).toContainText(first.symbol);
  await axe(page, '[role="dialog"]');
  await repair.getByRole('button', { name: 'Buy the missing shares' }).click();
  await expect(repair.getByText('The repair orders were placed.')).toBeVisible();
  const progress = repair.getByTestId('order-progress');
  await expect(progress.getByRole('status')).toHaveText('Complete. Updates as your broker reports them.', {
    timeout: 30_000,
  });
  await expect(progress.getByRole('table')).toContainText(first.symbol);
  await repair.getByRole('button', { name: 'Close', exact: true }).first().click();
  // Repaired once: the offer is gone.
  await expect(page.getByTestId('repair-short')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy the missing shares' })).toHaveCount(0);
});
