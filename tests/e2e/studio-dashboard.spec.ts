import { test, expect } from './support/fixtures';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { accountMenu, allowConsoleErrors, passwordLogin } from './support/session';
import { signInAt } from './support/ops';

/** The studio's way in and its dashboard (docs/studio.md, "Dashboard"): brand-independent, so on one brand. */

onceAcrossBrands(test, 'starfolio', () => {
  test('the adviser opens Studio from the account menu and sees their baskets by state', async ({
    page,
    brand,
    axe,
  }) => {
    await signInAt(page, brand, 'adviser');
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Studio', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
    // The seed's five baskets: three published, a draft and a hidden one. Other studio specs on this
    // server add baskets of the same adviser as they run, so the counts are at least the seed's.
    const section = (name: RegExp) => page.getByRole('region', { name });
    const published = section(/^Published \(\d+\)$/);
    for (const name of ['Retirement Income', 'Family Balanced Multi Cap', 'Goal Builder Large Cap'])
      await expect(published.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(section(/^Drafts \(\d+\)$/)).toContainText('Sahyadri Green Energy');
    await expect(section(/^Hidden \(\d+\)$/)).toContainText('Sahyadri Realty Revival');
    await expect(section(/^Closed \(\d+\)$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Assets under advice');
    await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Posts' })).toBeVisible();
    await axe(page);
    // A 320 px phone: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('an investor opening /studio/ gets the not-found page', async ({ page, brand }) => {
    await page.goto('/');
    await passwordLogin(page, brand);
    await accountMenu(page).click();
    await expect(page.getByRole('link', { name: 'Investments', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await page.goto('/studio/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
  });
});

onBrands(test, ['arrowline'], () => {
  test("a new basket is not found where the brand's create-basket feature is off", async ({ page, consoleErrors }) => {
    const answer = await page.goto('/studio/baskets/new/');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The document's own 404, which Chromium logs.
    allowConsoleErrors(consoleErrors, /status of 404 \(Not Found\)/);
  });
});
