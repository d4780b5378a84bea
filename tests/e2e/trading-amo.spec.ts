import { TRADING } from '#contract/trading/messages';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { closedMarketURL } from './support/closed-market';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { investButton, signInAtSimulatedBroker } from './support/buy-basket';

/**
 * An after-market order from a phone (issue 30; docs/trading-screens.md, "After-market orders"): on the suite's
 * Sunday server (MARKET_NOW Sunday 22 Nov 2026, 20:00 IST) a fresh investor at 360 px reviews a buy, sees the spec's
 * sentence and the next window, places it as an AMO and sees it queued for Monday's open. Then the simulated broker
 * sends it as at Monday 9:15 — through the e2e hook POST __test__/broker/amo-open/ (ENABLE_TEST_HOOKS only), since
 * the server's clock must stand still for the other Sunday specs — and the same status view shows every order filled.
 * The clock's own move (9:14:59 nothing, 9:15 sent) is server/trading/routes/amo.test.ts.
 */

onceAcrossBrands(test, 'moneyleaf');

const FREE_BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const NEXT_WINDOW = TRADING.nextWindow('Monday 23 Nov, 9:15 AM');

test('a Sunday AMO is queued for Monday’s open, then sent and filled at it (360 px)', async ({ page, brand, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const origin = closedMarketURL(brand);
  const broker = brand.brokers[0]!;

  await page.goto(`${origin}/`);
  await signUpFresh(page, brand);
  await page.goto(`${origin}/settings/brokers/`);
  await page.getByRole('button', { name: `Connect ${broker.name}` }).click();
  await signInAtSimulatedBroker(page, broker);

  await page.goto(`${origin}/baskets/${FREE_BASKET.hash}/`);
  await investButton(page).click();
  const invest = page.getByRole('dialog', { name: `Invest in ${FREE_BASKET.name}` });
  await expect(invest.getByRole('radio', { name: new RegExp(`^${broker.name} · `) })).toBeChecked();
  await invest.getByRole('button', { name: 'Review the orders' }).click();

  // The spec's sentence and the next window stay; the AMO is explained and offered; Place stays disabled.
  const review = page.getByRole('dialog', { name: 'Order review' });
  const closed = review.getByTestId('window-closed');
  await expect(closed).toHaveText(`${TRADING.outsideWindow}${NEXT_WINDOW}`);
  await expect(review.getByTestId('amo-note')).toHaveText(
    'An after-market order (AMO) waits at your broker and is sent to the exchange when the market opens. Prices may move by then: market orders fill up to 2% above the opening price.',
  );
  await expect(review.getByRole('button', { name: 'Place orders' })).toBeDisabled();
  const placeAmo = review.getByRole('button', { name: 'Place as after-market order' });
  await axe(page, '[role="dialog"]');
  // From the keyboard, and inside the phone's width.
  await placeAmo.focus();
  const box = (await placeAmo.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Enter');

  const orders = page.getByRole('dialog', { name: 'Your orders' });
  await expect(orders.getByTestId('amo-queued')).toHaveText(
    'Queued at the broker for the open on Monday 23 Nov, 9:15 AM.',
  );
  const lineCount = await orders.getByRole('table').locator('tbody tr').count();
  expect(lineCount).toBeGreaterThan(0);

  // Monday 9:15: the broker sends the queue; its postbacks reach the status view.
  const sent = await callApi(page, brand, 'POST', '__test__/broker/amo-open/', true, {});
  expect(sent.status).toBe(200);
  expect((sent.json as { body: { sent: number } }).body.sent).toBe(lineCount);
  await expect(orders.getByRole('status')).toHaveText(
    `Every order has reached its final status. ${lineCount} of ${lineCount} orders complete.`,
    { timeout: 30_000 },
  );
});
