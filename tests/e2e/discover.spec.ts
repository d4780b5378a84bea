import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fetchInPage } from './support/in-page';
import type { BrandConfig } from '../../brands/schema';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { appReady } from './support/app-ready';

/** /discover/expertbaskets/: filters and sorts in the address, cards that open the basket page, the stock combobox. */

const DESTINATION = '/discover/expertbaskets/?order-by=&order-by-field=popularity';
const results = (page: Page) => page.getByRole('list', { name: 'Baskets found' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 2 });
const filters = (page: Page) => page.getByRole('region', { name: 'Filters', exact: true });

/** Opens the filters where they sit behind a disclosure (a phone). */
async function showFilters(page: Page) {
  // The server paints the filters before the app hydrates them: a box ticked before then is the
  // browser's own tick, which hydration puts back to what the address says (the fresh-clone run lost one).
  await appReady(page);
  const toggle = page.getByRole('button', { name: /^Show filters/ });
  if (await toggle.isVisible()) await toggle.click();
  await expect(filters(page)).toBeVisible();
}

/** What the listing answers for these params (every basket unless asked): the order the page must show. */
async function listed(page: Page, brand: BrandConfig, params: Record<string, string>) {
  const query = new URLSearchParams({ 'basket-type': 'all', ...params });
  const res = await fetchInPage(page, `/${brand.segment}/api/basket/listing/?${query}`);
  expect(res.status).toBe(200);
  const body = JSON.parse(res.text) as { body: { baskets: { name: string; riskType: string }[] } };
  return body.body.baskets;
}

test.describe('Discover', () => {
  test("the spec's destination lists every basket, each card opening its basket page", async ({ page, brand, axe }) => {
    const response = await page.goto(DESTINATION);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Discover baskets — ${brand.displayName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover baskets' })).toBeVisible();
    const expected = await listed(page, brand, { 'order-by': '', 'order-by-field': 'popularity' });
    expect(expected.length).toBeGreaterThan(8);
    await expect(cardNames(page)).toHaveText(expected.map((b) => b.name));
    const link = results(page).getByRole('link', { name: 'Quality Compounders', exact: true });
    await expect(link).toHaveAttribute('href', '/baskets/quality-compounders/');
    await axe(page);
  });

  // Filters and sorts every brand has, against each brand's own listing: the address and the
  // controls work alike on every brand, so two brands with different rebalance frequencies (decision 0159).
  onBrands(test, ['starfolio', 'arrowline'], () => {
    test('a shared address with a filter and a sort reproduces the view', async ({ page, brand }) => {
      // CAGR is a sort every brand offers; low risk a filter every brand has.
      await page.goto('/discover/expertbaskets/?order-by=&order-by-field=cagr&risk=low');
      const expected = await listed(page, brand, { 'order-by': '', 'order-by-field': 'cagr', risk: 'low' });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.every((b) => b.riskType === 'low')).toBe(true);
      await expect(cardNames(page)).toHaveText(expected.map((b) => b.name));
      await showFilters(page);
      await expect(filters(page).getByLabel('Sort by')).toHaveValue('cagr');
      await expect(filters(page).getByRole('checkbox', { name: 'Low risk' })).toBeChecked();
      await expect(filters(page).getByRole('checkbox', { name: 'High risk' })).not.toBeChecked();
    });
  });

  onBrands(test, ['starfolio', 'arrowline'], () => {
    test('each filter change goes to the address; a bad range keeps what was typed; clear filters', async ({
      page,
      brand,
    }) => {
      await page.goto(DESTINATION);
      await showFilters(page);
      await filters(page).getByRole('checkbox', { name: 'High risk' }).check();
      await expect(page).toHaveURL(/[?&]risk=high(&|$)/);
      await filters(page).getByLabel('Adviser type').selectOption({ label: 'Research Analyst' });
      await expect(page).toHaveURL(/[?&]adviser-type=ra(&|$)/);
      const expected = await listed(page, brand, {
        'order-by': '',
        'order-by-field': 'popularity',
        risk: 'high',
        'adviser-type': 'ra',
      });
      await expect(cardNames(page)).toHaveText(expected.map((b) => b.name));

      const from = filters(page).getByRole('textbox', { name: 'From' });
      const to = filters(page).getByRole('textbox', { name: 'To' });
      await from.fill('50000');
      await to.fill('1000');
      await expect(filters(page).getByRole('alert')).toHaveText(
        'The "From" amount must not be more than the "To" amount.',
      );
      await expect(from).toHaveValue('50000');
      await expect(page).not.toHaveURL(/min-amount/);
      await to.fill('90000');
      await expect(page).toHaveURL(/[?&]min-amount-max=90000(&|$)/);
      await expect(page).toHaveURL(/[?&]min-amount-min=50000(&|$)/);

      await filters(page).getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).not.toHaveURL(/risk=|adviser-type=|min-amount/);
      await expect(from).toHaveValue('');
      await expect(filters(page).getByRole('checkbox', { name: 'High risk' })).not.toBeChecked();
    });
  });

  onceAcrossBrands(test, 'arrowline', () => {
    test('an empty view says so and clears back to every basket', async ({ page }) => {
      await page.goto('/discover/expertbaskets/?order-by=&order-by-field=popularity&min-amount-max=1');
      await expect(page.getByRole('heading', { level: 2, name: 'No baskets match these filters' })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
      await expect(cardNames(page).first()).toBeVisible();
      await expect(page).not.toHaveURL(/min-amount/);
    });
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test('garbage in the address falls back quietly', async ({ page }) => {
      const response = await page.goto(
        '/discover/expertbaskets/?order-by=up&order-by-field=name&risk=extreme&sector=%3Cb%3E&min-amount-min=-4',
      );
      expect(response?.status()).toBe(200);
      await expect(cardNames(page).first()).toBeVisible();
    });
  });

  onceAcrossBrands(test, 'harborbank', () => {
    test('the stock combobox is used with the keyboard alone', async ({ page, brand }) => {
      await page.goto(DESTINATION);
      await showFilters(page);
      const combo = page.getByRole('combobox', { name: 'Holds the stock' });
      await combo.focus();
      await page.keyboard.type('INF');
      const listbox = page.getByRole('listbox', { name: 'Holds the stock: suggestions' });
      await expect(combo).toHaveAttribute('aria-expanded', 'true');
      const first = listbox.getByRole('option').first();
      await expect(first).toContainText('Infosys');
      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(combo).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(combo).toHaveValue('INFY');
      await expect(page).toHaveURL(/[?&]stock=INFY(&|$)/);
      const expected = await listed(page, brand, { 'order-by': '', 'order-by-field': 'popularity', stock: 'INFY' });
      await expect(cardNames(page)).toHaveText(expected.map((b) => b.name));
    });
  });
});

for (const viewport of [
  { name: '360 px', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // On a desktop the filters are always open: the destination test above axe-checks this very view
    // on every brand, so this one runs once.
    if (viewport.name === 'desktop') onceAcrossBrands(test, 'starfolio');

    test('discover fits, with its filters open, and axe finds nothing', async ({ page, axe }) => {
      await page.goto(DESTINATION);
      await showFilters(page);
      await expect(cardNames(page).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe(page);
    });
  });
}
