import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fetchInPage } from './support/in-page';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import type { BrandConfig } from '../../brands/schema';
import type { BasketListingBody, BasketSummary } from '#contract/baskets/types';
import { formatPercent, formatRupees } from '#contract/locale/format';

/**
 * What the listing API answers (server/db/seed/: figures computed from the market's prices), in the
 * order asked: the page must show the same baskets in the same order.
 */
async function listed(
  page: Page,
  brand: BrandConfig,
  { premiumOnly = true, by = 'popularity', order = '' }: { premiumOnly?: boolean; by?: string; order?: string } = {},
): Promise<BasketSummary[]> {
  const type = premiumOnly ? 'premium' : 'all';
  const query = `basket-type=${type}&order-by=${order}&order-by-field=${by}`;
  const res = await fetchInPage(page, `/${brand.segment}/api/basket/listing/?${query}`);
  return (JSON.parse(res.text) as { body: BasketListingBody }).body.baskets;
}

const expected = async (page: Page, brand: BrandConfig, options?: Parameters<typeof listed>[2]) =>
  (await listed(page, brand, options)).map((b) => b.name);

const SORT_LABELS: Record<string, string> = {
  popularity: 'Popularity',
  cagr: 'CAGR',
  'minAmount-asc': 'Minimum amount (low to high)',
  'minAmount-desc': 'Minimum amount (high to low)',
  'riskProfile-asc': 'Risk (low to high)',
  'riskProfile-desc': 'Risk (high to low)',
  'fee-asc': 'Fee (low to high)',
  'fee-desc': 'Fee (high to low)',
};

const FEATURED = '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity';

const basketList = (page: Page) => page.getByRole('list', { name: 'Featured Baskets' });
const basketNames = (page: Page) => basketList(page).getByRole('heading', { level: 2 });
const sortSelect = (page: Page) => page.getByLabel('Sort by');

test.describe('Featured Baskets', () => {
  test('lists premium baskets in popularity order, in the brand wording', async ({ page, brand, axe }) => {
    await page.goto(FEATURED);
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Baskets' })).toBeVisible();
    await expect(basketNames(page)).toHaveText(await expected(page, brand));
    await expect(sortSelect(page)).toHaveValue('popularity');
    await expect(page.getByRole('button', { name: 'Premium only' })).toHaveAttribute('aria-pressed', 'true');

    const quality = basketList(page).getByRole('article', { name: 'Quality Compounders' });
    const wording = brand.wording === 'recommended' ? 'Recommended' : 'Suggested';
    await expect(quality).toContainText(`${wording} by Meera Iyer`);
    const card = (await listed(page, brand)).find((b) => b.name === 'Quality Compounders')!;
    const risk = `${card.riskType.charAt(0).toUpperCase()}${card.riskType.slice(1)} risk`;
    await expect(quality.getByText(risk)).toBeVisible();
    expect(card.fixedMinimumAmount).toBeGreaterThanOrEqual(25000);
    await expect(quality.getByRole('definition').nth(0)).toHaveText(formatRupees(card.fixedMinimumAmount));
    await expect(quality.getByRole('term').nth(1)).toHaveText('3Y CAGR');
    await expect(quality.getByRole('definition').nth(1)).toHaveText(formatPercent(card.cagr));
    await expect(quality.getByRole('term').nth(2)).toHaveText('FEES');
    await expect(quality.getByRole('definition').nth(2)).toHaveText('₹1,499 / year');
    await expect(quality.getByRole('definition').nth(3)).toHaveText('Quarterly');
    const consumption = basketList(page).getByRole('article', { name: 'Consumption Story' });
    await expect(consumption.getByRole('term').nth(2)).toHaveText('AUA Fee');
    await expect(consumption.getByRole('definition').nth(2)).toHaveText('1.25% a year');
    await axe(page);
  });

  onceAcrossBrands(test, 'harborbank', () => {
    test('sorting by CAGR reorders the list and updates the URL', async ({ page, brand }) => {
      await page.goto(FEATURED);
      await expect(basketNames(page)).toHaveText(await expected(page, brand));
      await sortSelect(page).selectOption({ label: 'CAGR' });
      await expect(page).toHaveURL(/[?&]order-by-field=cagr(&|$)/);
      await expect(page).toHaveURL(/[?&]basket-type=premium(&|$)/);
      await expect(basketNames(page)).toHaveText(await expected(page, brand, { by: 'cagr' }));
      await expect(sortSelect(page)).toHaveValue('cagr');
      // Back restores the previous order.
      await page.goBack();
      await expect(basketNames(page)).toHaveText(await expected(page, brand));
    });
  });

  test('offers the brand sort options; fee sorts only where the brand lists them', async ({ page, brand }) => {
    await page.goto(FEATURED);
    const labels = brand.sortOptions.map((o) => SORT_LABELS[o]!);
    await expect(sortSelect(page).getByRole('option')).toHaveText(labels);
    const feeSorts = brand.sortOptions.includes('fee-asc');
    await expect(sortSelect(page).getByRole('option', { name: 'Fee (low to high)' })).toHaveCount(feeSorts ? 1 : 0);
    if (feeSorts) {
      await sortSelect(page).selectOption({ label: 'Fee (high to low)' });
      await expect(page).toHaveURL(/order-by=desc&order-by-field=fee/);
      const [dearest] = await expected(page, brand, { by: 'fee', order: 'desc' });
      await expect(basketNames(page).first()).toHaveText(dearest!);
    }
  });

  test('a fee-sorted link opens by popularity on a brand without fee sorts', async ({ page, brand }) => {
    await page.goto('/featured/all/?basket-type=premium&order-by=asc&order-by-field=fee');
    const feeSorts = brand.sortOptions.includes('fee-asc');
    await expect(sortSelect(page)).toHaveValue(feeSorts ? 'fee-asc' : 'popularity');
    if (!feeSorts) {
      await expect(page).toHaveURL(/order-by=&order-by-field=popularity/);
      await expect(basketNames(page)).toHaveText(await expected(page, brand));
    }
  });

  test('all baskets include only the brand rebalance frequencies', async ({ page, brand }) => {
    await page.goto(FEATURED);
    await page.getByRole('button', { name: 'All baskets' }).click();
    await expect(page).toHaveURL(/basket-type=all/);
    await expect(page.getByRole('button', { name: 'All baskets' })).toHaveAttribute('aria-pressed', 'true');
    await expect(basketNames(page)).toHaveText(await expected(page, brand, { premiumOnly: false }));
    const monthly = basketList(page).getByRole('article', { name: 'Momentum Leaders' });
    if (brand.rebalanceFrequencies.includes('monthly')) {
      await expect(monthly).toBeVisible();
      await expect(monthly).toContainText('Monthly');
    } else {
      await expect(monthly).toHaveCount(0);
      await expect(basketList(page).getByText('Monthly', { exact: true })).toHaveCount(0);
      const all = await listed(page, brand, { premiumOnly: false });
      await expect(basketList(page).getByText('Quarterly', { exact: true })).toHaveCount(all.length);
    }
  });

  test('is usable at 360 px without sideways scrolling, and by keyboard', async ({ page, brand, axe }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(FEATURED);
    await expect(basketNames(page)).toHaveText(await expected(page, brand));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    // Tab reaches the toggle, then the sort control; the keyboard changes the sort.
    await page.getByRole('button', { name: 'Premium only' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'All baskets' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sortSelect(page)).toBeFocused();
    await sortSelect(page).press('ArrowDown');
    await expect(page).toHaveURL(/order-by-field=cagr/);
    await expect(basketNames(page)).toHaveText(await expected(page, brand, { by: 'cagr' }));
  });

  // The error's colours are the app's status colours, no brand's; the page around it is axe-checked on
  // every brand above.
  onceAcrossBrands(test, 'moneyleaf', () => {
    test('says what failed when offline, and recovers on retry', async ({
      page,
      brand,
      context,
      consoleErrors,
      axe,
    }) => {
      test.setTimeout(45_000);
      await page.goto(FEATURED);
      await expect(basketNames(page)).toHaveText(await expected(page, brand));
      const [riskiest] = await expected(page, brand, { by: 'riskProfile', order: 'desc' });
      await context.setOffline(true);
      await sortSelect(page).selectOption({ label: 'Risk (high to low)' });
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Baskets could not be loaded', { timeout: 15_000 });
      await expect(alert).toContainText('You appear to be offline');
      await expect(page.getByRole('heading', { level: 1, name: 'Featured Baskets' })).toBeVisible();
      await axe(page);
      await context.setOffline(false);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(basketNames(page).first()).toHaveText(riskiest!);
      await expect(alert).toHaveCount(0);
      // The browser reports each refused request, and the error boundary logs the error it caught:
      // those, and only those, were expected.
      const expectedErrors = /ERR_INTERNET_DISCONNECTED|^ApiError: You appear to be offline/;
      expect(consoleErrors.filter((e) => !expectedErrors.test(e))).toEqual([]);
      consoleErrors.splice(0);
    });
  });

  onceAcrossBrands(test, 'arrowline', () => {
    test('shows a loading state while the list is on its way', async ({ page, brand }) => {
      await page.goto('/');
      const names = await expected(page, brand);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 2500,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Featured Baskets' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Loading baskets…' })).toBeVisible();
      await expect(basketNames(page)).toHaveText(names, { timeout: 15_000 });
    });
  });

  // A brand that sorts by fee and one that does not (the fee answer differs).
  onBrands(test, ['starfolio', 'arrowline'], () => {
    test('the listing API answers garbage with 4xx and a message', async ({ page, brand, consoleErrors }) => {
      await page.goto(FEATURED);
      const api = `/${brand.segment}/api/basket/listing/`;
      const garbage = await fetchInPage(page, `${api}?basket-type=%3Cscript%3E&order-by-field=__proto__`);
      expect(garbage.status).toBe(400);
      const body = JSON.parse(garbage.text) as { head: { status: number; message: string } };
      expect(body.head.status).toBe(400);
      expect(body.head.message).toContain('basket-type must be premium, free or all.');
      expect(body.head.message).toContain('order-by-field must be one of');
      const fee = await fetchInPage(page, `${api}?order-by=asc&order-by-field=fee`);
      expect(fee.status).toBe(brand.sortOptions.includes('fee-asc') ? 200 : 400);
      const good = await fetchInPage(page, `${api}?basket-type=premium&order-by=&order-by-field=popularity`);
      expect(good.status).toBe(200);
      expect(good.headers['x-cache-scope']).toBe('public');
      // The browser logs each 400 it was sent; those, and only those, were expected.
      expect(consoleErrors.length).toBeGreaterThan(0);
      expect(consoleErrors.every((e) => /status of 400 \(Bad Request\)/.test(e))).toBe(true);
      consoleErrors.splice(0);
    });
  });
});
