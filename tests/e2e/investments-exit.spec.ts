import type { Page } from '@playwright/test';
import { TRADING } from '#contract/trading/messages';
import { API } from '#contract/http/api-paths';
import type { Trade } from '#contract/trading/types';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { closedMarketURL } from './support/closed-market';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker, signInAtSimulatedBroker } from './support/buy-basket';
import { investmentIn } from './support/investments';

/**
 * Closing an investment end to end against the simulated broker (UX review D10, issue 30): a fresh investor buys a
 * basket, opens its page and sells everything; the exit's dialog stays with 'The exit orders were placed.' and the
 * orders' progress to Complete while the investment turns closed under it, at 360 px and on a desktop. On the
 * suite's Sunday server the exit review says the closed window as the buy review does and queues the exit as an
 * after-market order (decision 0277), which the broker sends at Monday's open (the e2e hook, as trading-amo.spec.ts).
 * Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in; a fresh account holds nothing. */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Nothing essential is off the side of the screen. */
async function fits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await page.getByRole('dialog').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const [name, size] of [
  ['360 px', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`an exit shows its confirmation and its orders to Complete while the investment closes (${name})`, async ({
    page,
    brand,
    axe,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size);
    await page.goto('/');
    await signUpFresh(page, brand);
    await connectSimulatedBroker(page, brand);
    await buyBasket(page, BASKET);
    const investment = (await investmentIn(page, brand, BASKET.hash)).investment;

    await page.goto(`/account/investments/${investment}/`);
    await page.getByRole('button', { name: 'Close investment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this investment' });
    const lines = dialog.getByRole('table', { name: /orders/ });
    await expect(lines).toBeVisible();
    const count = await lines.locator('tbody tr').count();
    expect(count).toBeGreaterThan(0);
    await expect(dialog.getByTestId('window-closed')).toHaveCount(0);
    await fits(page, size.width);
    await axe(page, '[role="dialog"]');

    // From the keyboard.
    await dialog.getByRole('button', { name: 'Sell everything' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('The exit orders were placed.')).toBeVisible();
    const progress = dialog.getByTestId('order-progress');
    await expect(progress.getByRole('status')).toHaveText('Complete. Updates as your broker reports them.', {
      timeout: 30_000,
    });
    await expect(progress.getByRole('table').locator('tbody tr')).toHaveCount(count);
    // The page behind is the closed investment's by now; the dialog stayed.
    await expect(page.getByRole('button', { name: 'Close investment' })).toHaveCount(0);
    await fits(page, size.width);
    await axe(page, '[role="dialog"]');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: BASKET.name })).toBeVisible();
    await axe(page);
  });
}

test('on a Sunday the exit review says when the window opens and queues the exit for Monday’s open (360 px)', async ({
  page,
  brand,
  axe,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const origin = closedMarketURL(brand);
  const broker = brand.brokers[0]!;
  await page.goto(`${origin}/`);
  await signUpFresh(page, brand);
  await page.goto(`${origin}/settings/brokers/`);
  await page.getByRole('button', { name: `Connect ${broker.name}` }).click();
  await signInAtSimulatedBroker(page, broker);

  // Bought as an after-market order, sent and filled as at Monday's open (trading-amo.spec.ts does it on screen).
  const bought = await callApi(page, brand, 'POST', API.trading.requestOrder, true, {
    basket_hash: BASKET.hash,
    broker_id: broker.id,
    amount: 100_000,
    order_type: 'MARKET',
    client_key: `e2e-exit-amo-buy-${Date.now()}`,
    variety: 'amo',
  });
  expect(bought.status).toBe(200);
  const buy = (bought.json as { body: Trade }).body;
  const buyStatus = async () =>
    ((await callApi(page, brand, 'GET', `${API.trading.orderStatus}?trade=${buy.trade}`)).json as { body: Trade }).body
      .status;
  // The buy answers before its lines reach the broker (decision 0286): all of them queued before the open.
  await expect.poll(buyStatus, { timeout: 30_000 }).toBe('open');
  expect((await callApi(page, brand, 'POST', '__test__/broker/amo-open/', true, {})).status).toBe(200);
  await expect.poll(buyStatus, { timeout: 30_000 }).toBe('complete');

  await page.goto(`${origin}/account/investments/${buy.investment}/`);
  await page.getByRole('button', { name: 'Close investment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this investment' });
  await expect(dialog.getByTestId('window-closed')).toHaveText(
    `${TRADING.outsideWindow}${TRADING.nextWindow('Monday 23 Nov, 9:15 AM')}`,
  );
  await expect(dialog.getByRole('button', { name: 'Sell everything', exact: true })).toBeDisabled();
  await expect(dialog.getByTestId('amo-note')).toHaveText(
    'An after-market order (AMO) waits at your broker and is sent to the exchange when the market opens. Prices may move by then: market orders sell no lower than 2% below the opening price.',
  );
  await fits(page, PHONE.width);
  await axe(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Sell everything as after-market order' }).click();
  await expect(dialog.getByText('The exit orders were placed.')).toBeVisible();
  await expect(dialog.getByTestId('amo-queued')).toHaveText(
    'Queued at the broker for the open on Monday 23 Nov, 9:15 AM.',
  );
  await fits(page, PHONE.width);
  await axe(page, '[role="dialog"]');

  // Monday 9:15: the queued sells go; the dialog follows them to Complete, and the investment is closed.
  expect((await callApi(page, brand, 'POST', '__test__/broker/amo-open/', true, {})).status).toBe(200);
  await expect(dialog.getByTestId('order-progress').getByRole('status')).toHaveText(
    'Complete. Updates as your broker reports them.',
    { timeout: 30_000 },
  );
  await expect(dialog.getByText('The exit orders were placed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BASKET.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close investment' })).toHaveCount(0);
});
