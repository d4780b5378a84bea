import { test, expect } from './support/fixtures';

/**
 * /public/baskets/, the spec's fixed destination (docs/baskets.md, "Shared baskets"): the baskets their advisers have
 * shared, each opening its shareable copy for anyone, the subscriber-only ones too, without the screener.
 */
test('a visitor lists the shared baskets and opens a subscriber-only one without the screener', async ({
  page,
  brand,
  axe,
}) => {
  await page.goto('/public/baskets/');
  await expect(page).toHaveTitle(`Shared baskets — ${brand.displayName}`);
  const list = page.getByRole('list', { name: 'Shared baskets' });
  await expect(list.getByRole('heading', { name: 'Quality Compounders' })).toBeVisible();
  // Shared by nobody: not listed.
  await expect(list.getByRole('heading', { name: 'Capital Goods Cycle' })).toHaveCount(0);
  await axe(page);
  await list.getByRole('link', { name: 'Quality Compounders' }).click();
  await expect(page).toHaveURL(/\/public\/baskets\/quality-compounders\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Compounders' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Subscriber exclusive screener' })).toHaveCount(0);
});
