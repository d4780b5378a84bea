import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';

/**
 * A preload never fires a status rule (docs/session.md, decision 0242): the router loads a basket's
 * details while the pointer or the focus rests on its card, and a subscriber-only basket answers 4,
 * but the 'Subscriber exclusive screener' dialog opens only when the visitor opens the basket.
 */
const PREMIUM_FEATURED = '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity';
const PREMIUM = { hash: 'quality-compounders', name: 'Quality Compounders' };

const screener = (page: Page) => page.getByRole('dialog', { name: 'Subscriber exclusive screener' });
/** The preload's call for the basket's details: proof the loader ran, so no dialog is not for want of a call. */
const detailsCall = (page: Page) =>
  page.waitForResponse((r) => r.url().includes(`/api/basket/details/${PREMIUM.hash}/`));

onceAcrossBrands(test, 'starfolio', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering a premium basket card, or tabbing to it, opens no dialog; opening it shows the screener', async ({
    page,
    axe,
  }) => {
    await page.goto(PREMIUM_FEATURED);
    const link = page.getByRole('link', { name: PREMIUM.name });
    await expect(link).toBeVisible();

    const hovered = detailsCall(page);
    await link.hover();
    await hovered;
    await page.waitForTimeout(1000);
    await expect(screener(page)).toHaveCount(0);

    // The keyboard: a fresh page, Tab until the card's link has the focus (visibly).
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(link).toBeVisible();
    const focused = detailsCall(page);
    for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await focused;
    await page.waitForTimeout(1000);
    await expect(screener(page)).toHaveCount(0);

    // Opening it is the visitor's own navigation: the spec's dialog, over the page that says why.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/baskets/${PREMIUM.hash}/`);
    await expect(screener(page)).toBeVisible();
    await expect(page.locator('h1', { hasText: 'For subscribers' })).toBeAttached();
    await axe(page);
  });

  test('a click while the hover’s preload is still on its way shows the screener all the same', async ({ page }) => {
    await page.goto(PREMIUM_FEATURED);
    const link = page.getByRole('link', { name: PREMIUM.name });
    await expect(link).toBeVisible();
    // The navigation may take over the preload's call; the page's error screen then runs the rule.
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(`/baskets/${PREMIUM.hash}/`);
    await expect(screener(page)).toBeVisible();
  });
});
