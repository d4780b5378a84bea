import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { studioSignIn } from './support/ops';
import { uniqueNumber } from './support/subscribe';

/** The adviser studio's basket editor (src/features/studio/editor): create, check, draft, preview, publish. */

async function addStock(page: Page, symbol: string) {
  const combo = page.getByRole('combobox', { name: 'Add a stock' });
  await combo.fill(symbol);
  await page
    .getByRole('listbox', { name: 'Add a stock: suggestions' })
    .getByRole('option')
    .filter({ hasText: symbol })
    .first()
    .click();
  await expect(page.getByLabel(`Weight of ${symbol}, %`)).toBeVisible();
}

onceAcrossBrands(test, 'starfolio', () => {
  test('the adviser creates a basket, meets each check once, saves a draft, previews and publishes it', async ({
    page,
    brand,
    axe,
  }) => {
    const name = `Tata Tech Pair ${uniqueNumber()}`;
    // The studio gate asks a visitor to sign in; the seed adviser does.
    await studioSignIn(page, brand, '/studio/baskets/new/');
    await expect(page.getByRole('heading', { level: 1, name: 'New basket' })).toBeVisible();
    await expect(page.getByLabel('Benchmark').locator('option').nth(1)).toBeAttached();
    await axe(page, 'main');

    // Each spec §5 message once, letter for letter.
    await page.getByLabel('Name').fill('Tata <b>Tech</b>');
    await page.getByLabel('Description', { exact: true }).fill('Two <i>Tata</i> technology companies.');
    await page.getByLabel(/^Basket image/).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(51201, 1),
    });
    await expect(page.getByText('Image exceeds 50KB limit', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('HTML tags are not allowed in basket name', { exact: true })).toBeVisible();
    await expect(page.getByText('HTML tags are not allowed in basket description', { exact: true })).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Two Tata technology companies, held in equal parts.');
    await page.getByLabel('Benchmark').selectOption({ index: 1 });
    await page.getByLabel('Fee, ₹ a year').fill('999');
    await addStock(page, 'TATAELXSI');
    await addStock(page, 'TCS');
    await page.getByRole('button', { name: 'Equal weight' }).click();
    await expect(page.getByText('Total 100.00%')).toBeVisible();
    // A double click saves one draft.
    await page.getByRole('button', { name: 'Save draft' }).dblclick();
    const saved = /\/studio\/baskets\/(?!new\/)([A-Za-z0-9_-]+)\/$/;
    await expect(page).toHaveURL(saved);
    const hash = saved.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name: `Edit basket: ${name}` })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Preview — not yet published' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { name: 'Preview — Published' })).toBeVisible();

    await page.goto('/discover/expertbaskets/?stock=TATAELXSI');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.goto(`/baskets/${hash}/`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

onBrands(test, ['harborbank'], () => {
  test('without drafts the editor only publishes', async ({ page, brand }) => {
    // A broker-only brand has no password sign-in: the test hook signs the seed adviser in.
    await page.goto('/');
    expect((await callApi(page, brand, 'POST', '__test__/adviser-session/')).status).toBe(200);
    await page.goto('/studio/baskets/new/');
    await expect(page.getByRole('heading', { level: 1, name: 'New basket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  });
});
