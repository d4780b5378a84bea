import { test, expect } from './support/fixtures';
import { dropDocument404s } from './support/not-found';
import { fetchInPage } from './support/in-page';
import { onceAcrossBrands } from './support/brand-shard';

/** /discover/managers/{slug}/: an adviser's registration, bio, plans and baskets, reached from the list. */

test('the managers page links each adviser to their profile, which the server renders', async ({
  page,
  brand,
  axe,
}) => {
  await page.goto('/discover/managers/');
  await page.getByRole('link', { name: 'Meera Iyer', exact: true }).click();
  await expect(page).toHaveURL(/\/discover\/managers\/meera-iyer\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  await expect(page).toHaveTitle(`Meera Iyer — ${brand.displayName}`);
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration).toContainText('Registered Investment Adviser');
  await expect(registration).toContainText('INA000017523');
  await expect(registration).toContainText('14 Mar 2019');
  await expect(registration).toContainText('Chennai');
  await expect(page.getByRole('region', { name: 'Plans' }).getByRole('table')).toBeVisible();
  const baskets = page.getByRole('list', { name: 'Published baskets' });
  await expect(baskets.getByRole('link', { name: 'Quality Compounders', exact: true })).toHaveAttribute(
    'href',
    '/baskets/quality-compounders/',
  );
  await axe(page);

  // The same page straight from the server, without the app's script.
  const html = await fetchInPage(page, '/discover/managers/meera-iyer/');
  expect(html.status).toBe(200);
  expect(html.text).toContain('INA000017523');
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('an unknown adviser is the not-found page, a 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/discover/managers/no-such-adviser/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    dropDocument404s(consoleErrors);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the profile fits and axe finds nothing', async ({ page, axe }) => {
    await page.goto('/discover/managers/meera-iyer/');
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
  });
});
