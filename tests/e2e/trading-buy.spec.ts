import { test, expect } from './support/fixtures';
import { signUpFresh } from './support/sign-up';
import { signInAtSimulatedBroker, investButton } from './support/buy-basket';

/**
 * Buying a basket for real, against the real server with MARKET_NOW inside the order window
 * (playwright.config.ts): a fresh account connects the simulated broker on settings/brokers/ (the
 * broker's own sign-in page on its dev host opens an account with starting funds), invests in a free
 * basket (amount → review with lines, margin and charges → place), watches every line complete live,
 * and finds the trade complete on /account/orders/. axe on each screen; the review at 360 px too.
 */

test.skip(({ baseURL }) => !baseURL?.startsWith('http://starfolio.'), 'Brand-independent: it runs once.');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in. */
const FREE_BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

/** Each provider's sign-in page on the simulated broker's host: Kite's login, Upstox's OAuth 2 authorization dialog. */
const SIGN_IN_PATH = { kite: '/connect/login', upstox: '/v2/login/authorization/dialog' } as const;

// The brand's first broker speaks Kite Connect, its second Upstox (brands/starfolio/brand.json): one journey, both adapters.
for (const [index, which] of [
  [0, 'first'],
  [1, 'second'],
] as const) {
  test(`a new investor connects the ${which} simulated broker, buys a basket and sees its orders complete`, async ({
    page,
    brand,
    axe,
  }) => {
    test.setTimeout(90_000);
    const broker = brand.brokers[index]!;

    // A fresh account: nothing linked, nothing held.
    await page.goto('/');
    const port = new URL(page.url()).port;
    await signUpFresh(page, brand);

    // Connect: the broker's own sign-in page on its dev host, a new client with starting funds.
    await page.goto('/settings/brokers/');
    await expect(page.getByRole('heading', { level: 2, name: 'Connected brokers' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: `Connect ${broker.name}` }).click();
    const brokerHost = broker.redirectHost.replace(/\.example$/, '.localhost');
    const signInPath = SIGN_IN_PATH[broker.provider];
    await expect(page).toHaveURL(new RegExp(`^http://${brokerHost.replace(/\./g, '\\.')}:${port}${signInPath}\\?`));
    await signInAtSimulatedBroker(page, broker);
    const connected = page.getByRole('region', { name: 'Connected brokers' });
    await expect(connected.getByRole('heading', { level: 3, name: broker.name })).toBeVisible();
    await expect(connected.getByText('Client code')).toBeVisible();
    await axe(page);

    // Invest: an amount above the minimum, then the review.
    await page.goto(`/baskets/${FREE_BASKET.hash}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FREE_BASKET.name);
    await investButton(page).click();
    const invest = page.getByRole('dialog', { name: `Invest in ${FREE_BASKET.name}` });
    const amountField = invest.getByLabel('Amount to invest (₹)');
    await expect(amountField).toBeVisible();
    const minimum = Number((await amountField.inputValue()).replace(/[^\d.]/g, ''));
    expect(minimum).toBeGreaterThan(0);
    await amountField.fill(String(minimum + 5000));
    await expect(invest.getByRole('radio', { name: new RegExp(`^${broker.name} · `) })).toBeChecked();
    await invest.getByRole('button', { name: 'Review the orders' }).click();

    const review = page.getByRole('dialog', { name: 'Order review' });
    await expect(review.getByRole('radio', { name: 'Market' })).toBeChecked();
    const lines = review.getByRole('table').locator('tbody tr');
    const lineCount = await lines.count();
    expect(lineCount).toBeGreaterThan(0);
    await expect(review.getByRole('table')).toContainText(`${lineCount} orders, at the last prices`);
    await expect(review.getByTestId('margin')).toHaveText(/^₹[\d,.]+$/);
    for (const label of ['Total', 'Left as cash', 'Margin for market orders', 'Charges', 'Funds needed'])
      await expect(review.getByText(label, { exact: true })).toBeVisible();
    await expect(review.getByText('Available at your broker', { exact: true })).toBeVisible();
    await expect(review.getByTestId('window-closed')).toHaveCount(0);
    await axe(page, '[role="dialog"]');
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await review.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe(page, '[role="dialog"]');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Place, then follow every line live to complete.
    await review.getByRole('button', { name: 'Place orders' }).click();
    const status = page.getByRole('dialog', { name: 'Your orders' });
    await expect(status.getByRole('status')).toHaveText(
      `Every order has reached its final status. ${lineCount} of ${lineCount} orders complete.`,
      { timeout: 30_000 },
    );
    const placedRows = status.getByRole('table').locator('tbody tr');
    await expect(placedRows).toHaveCount(lineCount);
    for (let i = 0; i < lineCount; i++) await expect(placedRows.nth(i)).toContainText('Complete');
    await expect(status.getByText(/^Invested ₹[\d,.]+\.$/)).toBeVisible();
    await status.getByRole('link', { name: 'See all your orders' }).click();

    // The orders page: the trade, complete, every line complete.
    await expect(page).toHaveURL(/\/account\/orders\/$/);
    // Marked with when it was read (the e2e server's market clock: 11:00 AM IST), as offline copies are.
    await expect(page.getByTestId('fetched-at')).toHaveText('Last updated 11:00 AM');
    const trade = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: FREE_BASKET.name }) });
    await expect(trade).toHaveCount(1);
    await expect(trade.getByText('Buy', { exact: true }).first()).toBeVisible();
    await expect(trade.getByText('Complete', { exact: true }).first()).toBeVisible();
    // The lines stay folded until asked for: the trade's own status is the one showing.
    const tradeLines = trade.locator('ul');
    await expect(tradeLines).toBeHidden();
    await expect(trade.getByText('Complete', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await trade.getByRole('button', { name: `Show ${lineCount} orders` }).click();
    await expect(tradeLines).toBeVisible();
    await expect(trade.getByText('Complete', { exact: true }).filter({ visible: true })).toHaveCount(lineCount + 1);
    await trade.getByRole('button', { name: 'Hide orders' }).click();
    await expect(tradeLines).toBeHidden();
    await axe(page);
  });
}
