import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { allowConsoleErrors, logIn, loginDialog } from './support/session';
import { openControlled, tolerateOfflineNetworkErrors } from './support/offline';
import { onBrands, onceAcrossBrands } from './support/brand-shard';

/** Seeded baskets (server/db/seed/basket-seed-list.ts), rebalanced quarterly so every brand lists them. */
const FREE_SHAREABLE = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const SUBSCRIBER_ONLY = { hash: 'quality-compounders', name: 'Quality Compounders' };
const NOT_SHAREABLE = { hash: 'capital-goods-cycle', name: 'Capital Goods Cycle' };
const ALL_BASKETS = '/featured/all/?basket-type=all&order-by=&order-by-field=popularity';

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const chartRows = (page: Page) => page.getByTestId('chart-table').locator('tbody tr');
const watchlistButton = (page: Page) => page.getByRole('button', { name: /^(Add to|Remove from) watchlist$/ });

async function openBasket(page: Page, basket: { hash: string; name: string }) {
  await page.goto(`/baskets/${basket.hash}/`);
  await expect(title(page)).toHaveText(basket.name);
}

test.describe('the basket page', () => {
  test('opens from a Featured Baskets card with its sections, titled by the basket', async ({ page, brand }) => {
    await page.goto(ALL_BASKETS);
    await page.getByRole('link', { name: FREE_SHAREABLE.name }).click();
    await expect(page).toHaveURL(`/baskets/${FREE_SHAREABLE.hash}/`);
    await expect(title(page)).toHaveText(FREE_SHAREABLE.name);
    await expect(page).toHaveTitle(`${FREE_SHAREABLE.name} — ${brand.displayName}`);
    for (const section of ['Performance', 'Constituents', 'Returns and risk', 'Investing', 'Rebalance history']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: /stocks, with their weights/ }).locator('tbody tr')).not.toHaveCount(
      0,
    );
    // The Investing section's (the figures at the top repeat the fee: tests/e2e/phone-first.spec.ts).
    const investing = page.getByRole('region', { name: 'Investing' });
    await expect(investing.getByRole('term').filter({ hasText: 'FEES' })).toBeVisible();
    // Dividend Yield Plus: a FIXFEE of ₹999 a year, charged by the quarter (spec §9: fee × next_charge_period / 12).
    await expect(investing.getByText('₹249.8 / 3 months (₹999 / year)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Factsheet (PDF)' })).toHaveAttribute(
      'href',
      `/${brand.segment}/api/basket/factsheet/${FREE_SHAREABLE.hash}/`,
    );
    await expect(page.getByTestId('performance-chart').locator('path').first()).toBeVisible();
  });

  // Brand-independent (no brand in it): once (decision 0159).
  onceAcrossBrands(test, 'moneyleaf', () => {
    test('the chart switches periods: the call asks for the period and the table lists its points', async ({
      page,
    }) => {
      await openBasket(page, FREE_SHAREABLE);
      const periods = page.getByRole('group', { name: 'Chart period' });
      await expect(periods.getByRole('button', { name: '1yr' })).toHaveAttribute('aria-pressed', 'true');
      const oneYear = await chartRows(page).count();
      expect(oneYear).toBeGreaterThanOrEqual(12);
      const line = page.getByTestId('performance-chart').locator('path').last();
      const oneYearLine = await line.getAttribute('d');
      const call = page.waitForRequest((r) =>
        r.url().includes(`/api/basket/performance-chart/${FREE_SHAREABLE.hash}/`),
      );
      await periods.getByRole('button', { name: '3yr' }).click();
      expect(new URL((await call).url()).searchParams.get('period')).toBe('3yr');
      await expect(periods.getByRole('button', { name: '3yr' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => chartRows(page).count()).toBeGreaterThan(oneYear + 20);
      // The chart draws the period's points: three years of days, not one.
      expect((await line.getAttribute('d'))!.length).toBeGreaterThan(oneYearLine!.length * 2);
      // Visually hidden (a 1 px box) until asked for; screen readers have it all along.
      const tableWidth = () => page.locator('#chart-table').evaluate((el) => el.getBoundingClientRect().width);
      expect(await tableWidth()).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Show as table' }).click();
      await expect.poll(tableWidth).toBeGreaterThan(200);
      await expect(page.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test('a pointer over the chart reads the nearest day, the keyboard and a finger too, inside the chart at 360 px', async ({
      page,
    }) => {
      await openBasket(page, FREE_SHAREABLE);
      const chart = page.getByTestId('performance-chart');
      const readout = page.getByTestId('chart-readout');
      await chart.scrollIntoViewIfNeeded();
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // The day, then each line's value as the table writes it (one decimal, both from 100).
      await expect(readout).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}Basket \d+\.\dNifty 50 \d+\.\d$/);
      await expect(page.getByTestId('performance-chart').locator('circle')).toHaveCount(2);
      await page.mouse.move(box.x + box.width / 2, box.y - 200);
      await expect(readout).toHaveCount(0);
      // The keyboard reads the days too: a slider whose value is the readout's words (after the periods).
      const slider = page.getByRole('slider', { name: 'Day on the chart' });
      await page.getByRole('button', { name: '5yr' }).focus();
      await page.keyboard.press('Tab');
      await expect(readout).toBeVisible();
      for (const key of ['Home', 'ArrowRight']) await page.keyboard.press(key);
      await expect(slider).toHaveAttribute('aria-valuenow', '1');
      await expect(slider).toHaveAttribute('aria-valuetext', /^\d{2} \w{3} \d{4}: Basket [\d.]+, Nifty 50 [\d.]+$/);
      await page.keyboard.press('Tab');
      await expect(readout).toHaveCount(0);

      await page.setViewportSize({ width: 360, height: 780 });
      await chart.scrollIntoViewIfNeeded();
      const phone = (await chart.boundingBox())!;
      await page.mouse.move(phone.x + phone.width - 2, phone.y + phone.height / 2);
      await expect(readout).toBeVisible();
      // The last day's readout stays inside the chart: nothing needs a sideways scroll.
      const text = (await readout.boundingBox())!;
      expect(text.x).toBeGreaterThanOrEqual(phone.x - 1);
      expect(text.x + text.width).toBeLessThanOrEqual(phone.x + phone.width + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  // The screener's rules are the spec's, alike on every brand: once (decision 0099).
  onceAcrossBrands(test, 'moneyleaf', () => {
    test('a visitor opening a subscriber-only basket gets the screener; its button goes to Featured Baskets', async ({
      page,
      brand,
      axe,
    }) => {
      await page.goto(`/baskets/${SUBSCRIBER_ONLY.hash}/`);
      const dialog = page.getByRole('dialog', { name: 'Subscriber exclusive screener' });
      await expect(dialog).toBeVisible();
      // It names the basket's adviser, whose plans include it, beside the spec's button.
      await expect(dialog).toContainText('Quality Compounders is curated by Meera Iyer. Their plans include it.');
      await expect(dialog.getByRole('button', { name: 'See Meera Iyer’s plans' })).toBeFocused();
      // Behind the modal dialog (hidden from assistive technology while it is open): why there is nothing to show.
      await expect(page.locator('h1', { hasText: 'For subscribers' })).toBeAttached();
      // Titled by the basket the refusal names, not the generic 'Basket'.
      await expect(page).toHaveTitle(`${SUBSCRIBER_ONLY.name} — ${brand.displayName}`);
      await axe(page);
      await dialog.getByRole('button', { name: 'Go to Featured Baskets' }).click();
      await expect(page).toHaveURL(/\/featured\/all\//);
    });
  });

  // The screener's rules are the spec's, alike on every brand: once (decision 0099).
  onceAcrossBrands(test, 'harborbank', () => {
    test("the screener's Subscribe opens the basket's adviser's plans (a visitor: through the subscription prompt)", async ({
      page,
    }) => {
      await page.goto(`/baskets/${SUBSCRIBER_ONLY.hash}/`);
      const screener = page.getByRole('dialog', { name: 'Subscriber exclusive screener' });
      await screener.getByRole('button', { name: 'See Meera Iyer’s plans' }).click();
      await expect(screener).toBeHidden();
      const prompt = page.getByRole('dialog', { name: 'Subscribers only' });
      await prompt.getByRole('link', { name: 'Subscribe' }).click();
      // Straight to that adviser's plans: no adviser to pick first.
      const plans = page.getByRole('dialog', { name: 'Choose a plan' });
      await expect(plans).toBeVisible();
      await expect(plans.getByRole('button', { name: /Choose/ }).first()).toBeVisible();
    });
  });

  // The login dialog differs by login type: a password brand and a broker brand (decision 0159).
  onBrands(test, ['starfolio', 'arrowline'], () => {
    test('the watchlist asks a visitor to log in, and a user’s choice survives a reload', async ({
      page,
      brand,
      consoleErrors,
    }) => {
      await openBasket(page, FREE_SHAREABLE);
      await watchlistButton(page).click();
      await expect(loginDialog(page, brand)).toBeVisible();
      await page.keyboard.press('Escape');
      // A click while the reader's state is still asked for (the button is busy) does nothing.
      const readerState = page.waitForResponse((r) => r.url().includes('/api/basket/details/user/') && r.ok());
      await logIn(page, brand, consoleErrors);
      await readerState;
      const button = watchlistButton(page);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toHaveText('Remove from watchlist');
      // The button flips at once; the change is kept once the server has said so.
      await expect(page.getByText('Added to your watchlist.')).toBeVisible();
      await page.reload();
      await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'true');
      // Leave the account as it was found.
      await watchlistButton(page).click();
      await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText('Removed from your watchlist.')).toBeVisible();
    });
  });

  // The basket page is axe-checked on every brand at both widths in phone-first.spec.ts: this one basket once (decision 0099).
  onceAcrossBrands(test, 'arrowline', () => {
    test('axe finds nothing at 360 px and on a desktop', async ({ page, axe }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await openBasket(page, FREE_SHAREABLE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await axe(page);
    });
  });

  onceAcrossBrands(test, 'harborbank', () => {
    test.use({ serviceWorkers: 'allow' });
    test('a visited basket reloads offline', async ({ page, context, consoleErrors }) => {
      await openControlled(page, '/');
      await openBasket(page, FREE_SHAREABLE);
      await expect(chartRows(page)).not.toHaveCount(0);
      await context.setOffline(true);
      await page.reload();
      await expect(title(page)).toHaveText(FREE_SHAREABLE.name);
      await expect(page.getByRole('heading', { level: 2, name: 'Constituents' })).toBeVisible();
      await expect(chartRows(page)).not.toHaveCount(0);
      await context.setOffline(false);
      tolerateOfflineNetworkErrors(consoleErrors);
    });
  });
});

test.describe('the public basket page', () => {
  test.use({ javaScriptEnabled: true });

  test('a shareable basket opens signed out, with its share card', async ({ page, brand, axe }) => {
    const res = await page.goto(`/public/baskets/${FREE_SHAREABLE.hash}/`);
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    // Server-rendered: the figures and the chart's table are in the first HTML.
    expect(html).toContain('Returns and risk');
    expect(html).toContain('data-testid="chart-table"');
    await expect(title(page)).toHaveText(FREE_SHAREABLE.name);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', FREE_SHAREABLE.name);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`^https?://[^/]+/public/baskets/${FREE_SHAREABLE.hash}/$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /icon-512\.png$/);
    await expect(watchlistButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invest' })).toHaveCount(0);
    void brand;
    await axe(page);
  });

  test('a basket that is not shareable is not found, with HTTP 404', async ({ page, brand, consoleErrors }) => {
    const res = await page.goto(`/public/baskets/${NOT_SHAREABLE.hash}/`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.pages.notFound.title.split(' — ')[0]!);
    allowConsoleErrors(consoleErrors, /404/);
  });
});
