import { API } from '#contract/http/api-paths';
import { TRADING } from '#contract/trading/messages';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { closedMarketURL, CLOSED_MARKET_PORT } from './support/closed-market';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { investButton } from './support/buy-basket';

/**
 * The order window from the outside (spec §8, issue 13): against the suite's second server, whose
 * clock is Sunday 22 Nov 2026, 20:00 IST (playwright.config.ts), a fresh investor connects the
 * simulated broker and asks to invest. The review shows the spec's exact sentence and when the next
 * window opens, Place stays disabled, and the server itself refuses the same order with that sentence.
 * Brand-independent: moneyleaf has its own accounts, so a fresh sign-up works there.
 */

onceAcrossBrands(test, 'moneyleaf');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in. */
const FREE_BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
/** Monday 23 Nov 2026 is a trading day (server/market/data/holidays-2025-2027.ts). */
const NEXT_WINDOW = TRADING.nextWindow('Monday 23 Nov, 9:15 AM');

test('on a Sunday the review says exactly when orders are accepted, and nothing can be placed', async ({
  page,
  brand,
  axe,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const origin = closedMarketURL(brand);
  const broker = brand.brokers[0]!;

  await page.goto(`${origin}/`);
  await signUpFresh(page, brand);

  // Connect the simulated broker: its sign-in page on its dev host, at the Sunday server's port.
  await page.goto(`${origin}/settings/brokers/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Connected brokers' })).toBeVisible();
  await page.getByRole('button', { name: `Connect ${broker.name}` }).click();
  const brokerHost = broker.redirectHost.replace(/\.example$/, '.localhost');
  await expect(page).toHaveURL(
    new RegExp(`^http://${brokerHost.replace(/\./g, '\\.')}:${CLOSED_MARKET_PORT}/connect/login\\?`),
  );
  await page.getByLabel('Client ID').fill(`E2E${Date.now() % 1_000_000_000}`);
  await page.getByLabel('Password').fill('Broker@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/settings/brokers/`);
  await expect(page.getByRole('status').filter({ hasText: `${broker.name} is connected.` })).toBeVisible();

  // Invest: an amount above the minimum, then the review.
  await page.goto(`${origin}/baskets/${FREE_BASKET.hash}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FREE_BASKET.name);
  await investButton(page).click();
  const invest = page.getByRole('dialog', { name: `Invest in ${FREE_BASKET.name}` });
  const amountField = invest.getByLabel('Amount to invest (₹)');
  await expect(amountField).toBeVisible();
  const amount = Number((await amountField.inputValue()).replace(/[^\d.]/g, '')) + 5000;
  await amountField.fill(String(amount));
  await expect(invest.getByRole('radio', { name: new RegExp(`^${broker.name} · `) })).toBeChecked();
  await invest.getByRole('button', { name: 'Review the orders' }).click();

  // The review: the exact sentence, the next window, and no way to place.
  const review = page.getByRole('dialog', { name: 'Order review' });
  const closed = review.getByTestId('window-closed');
  await expect(closed.getByRole('alert')).toHaveText(TRADING.outsideWindow);
  await expect(closed.getByText(NEXT_WINDOW, { exact: true })).toBeVisible();
  await expect(closed).toHaveText(`${TRADING.outsideWindow}${NEXT_WINDOW}`);
  await expect(review.getByRole('button', { name: 'Place orders' })).toBeDisabled();
  await axe(page, '[role="dialog"]');

  // The server's own refusal of the very order, whatever the screen allows.
  const placed = await callApi(page, brand, 'POST', API.trading.requestOrder, true, {
    basket_hash: FREE_BASKET.hash,
    broker_id: broker.id,
    amount,
    order_type: 'MARKET',
    client_key: `sunday-${Date.now()}`,
  });
  expect(placed.status).toBe(400);
  const answer = placed.json as { head: { status: number; message: string }; body: { next_window: string } };
  expect(answer.head.message).toBe(TRADING.outsideWindow);
  expect(answer.body.next_window).toBe(NEXT_WINDOW);
  // The browser logs the expected 400 of that call; nothing else.
  const refused = consoleErrors.findIndex((e) => /status of 400/.test(e));
  if (refused >= 0) consoleErrors.splice(refused, 1);
});
