import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { studioSignIn } from './support/ops';

/**
 * create-basket-automated (docs/studio.md, "Automated baskets"): the seed adviser writes a rule set,
 * sees what it chooses, saves the draft and publishes the proposed version. Brand-independent.
 */
onceAcrossBrands(test, 'moneyleaf', () => {
  test('the adviser creates an automated basket, reviews its proposed version and publishes it', async ({
    page,
    brand,
    axe,
  }) => {
    await studioSignIn(page, brand, '/studio/automated/new/');
    await expect(page.getByRole('heading', { level: 1, name: 'New automated basket' })).toBeVisible();

    const name = `Top lenders ${Date.now() % 100_000}`;
    await page.getByLabel('Basket name').fill(name);
    await page.getByLabel('Description').fill('The largest lenders by market cap, equal weight.');
    await page.getByLabel('Fee (₹ a year)').fill('999');
    await page.getByRole('checkbox', { name: 'Financial Services' }).check();
    await page.getByLabel('Number of stocks').fill('5');
    await axe(page);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('row')).toHaveCount(6);
    await expect(preview.getByRole('row', { name: /HDFCBANK/ })).toContainText('20.00%');
    await expect(preview).toContainText('Rank 1 by market cap among large caps in Financial Services');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/studio\/baskets\/[\w-]+\/proposal\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review the proposal' })).toBeVisible();
    await expect(page.getByText('Draft, not yet published')).toBeVisible();
    await expect(page.getByRole('row', { name: /HDFCBANK/ })).toContainText('Rank 1 by market cap');
    await axe(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Please enter rationale')).toBeVisible();
    await page.getByLabel('Rationale').fill('Launch: the five largest lenders.');
    await page.getByRole('button', { name: 'Publish' }).dblclick();
    await expect(page.getByText('Published: the basket is live with version 1.')).toBeVisible();
    await expect(page.getByText(`${name} · Version 1`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No proposal is waiting' })).toBeVisible();
  });
});
