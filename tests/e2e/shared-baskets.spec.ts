import { test, expect } from './support/fixtures';
import { onceAcrossBrands, type BrandId } from './support/brand-shard';

/**
 * /public/baskets/, the spec's fixed destination (docs/baskets.md, "Shared baskets"): the baskets their advisers have
 * shared, each opening its shareable copy for anyone, the subscriber-only ones too, without the screener. The same on
 * every brand: it runs once (decision 0099).
 */
onceAcrossBrands(test, 'harborbank', () => {
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
});

/**
 * The shared copy of a subscriber-only basket offers its adviser's plans as the app's screener does (a visitor through
 * the subscription prompt), on a phone without a sideways scroll and on a desktop; a free one offers none. Each width
 * on one brand (decision 0099).
 */
for (const [viewport, brandId] of [
  [{ width: 360, height: 740 }, 'moneyleaf'],
  [{ width: 1280, height: 800 }, 'arrowline'],
] as const satisfies readonly (readonly [{ width: number; height: number }, BrandId])[]) {
  onceAcrossBrands(test, brandId, () => {
    test(`a visitor reaches the adviser's plans from a shared subscriber-only basket at ${viewport.width} px`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/public/baskets/quality-compounders/');
      await expect(page.getByRole('heading', { level: 1, name: 'Quality Compounders' })).toBeVisible();
      const offer = page.getByRole('group', { name: 'Basket actions' });
      await expect(offer).toContainText('Quality Compounders is curated by Meera Iyer. Their plans include it.');
      const plansButton = offer.getByRole('button', { name: 'See Meera Iyer’s plans' });
      await expect(plansButton).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await axe(page);

      await plansButton.click();
      const prompt = page.getByRole('dialog', { name: 'Subscribers only' });
      await prompt.getByRole('link', { name: 'Subscribe' }).click();
      // Straight to that adviser's plans: no adviser to pick first.
      const plans = page.getByRole('dialog', { name: 'Choose a plan' });
      await expect(plans.getByRole('button', { name: /Choose/ }).first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Subscriber exclusive screener' })).toHaveCount(0);
      await axe(page);
    });
  });
}

onceAcrossBrands(test, 'starfolio', () => {
  test('a shared free basket offers no plans', async ({ page }) => {
    await page.goto('/public/baskets/dividend-yield-plus/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dividend Yield Plus' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Basket actions' })).toHaveCount(0);
  });
});
