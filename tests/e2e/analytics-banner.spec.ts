import { test, expect } from './support/fixtures';
import { collectAnalytics, pageViews } from './support/analytics';
import { expectFocusRing } from './support/focus';
import { accountMenu, logIn } from './support/session';
import { onceAcrossBrands, whereBrand } from './support/brand-shard';
import { analyticsKeys } from '../../src/features/analytics/consent';
import { ANALYTICS_MESSAGES as M } from '../../src/features/analytics/messages';
import { layoutShift, layoutShiftSources, watchLayoutShift } from './support/layout-shift';
import { banner, settingsButton, stored } from './support/analytics-consent';

/**
 * Analytics with consent (docs/analytics.md): nothing of Google Analytics is loaded and nothing is
 * sent before the reader accepts; then one page_view per page reached. Google cannot be reached from
 * here: every request to its origin is answered by the test, which is how the test sees it.
 */

// These tests make the choice themselves: no choice is stored before they start.
test.use({ analyticsConsent: null });

test.describe('a brand with an analytics id', () => {
  whereBrand(test, (brand) => brand.analytics.googleAnalyticsId !== null, 'the brand has no analytics id');
  test.use({ videoPlayersStubbed: true });

  onceAcrossBrands(test, 'harborbank', () => {
    test("the footer's 'Analytics settings' brings the banner back to change the choice", async ({ page, brand }) => {
      const collected = await collectAnalytics(page);
      await page.goto('/');
      await banner(page).getByRole('button', { name: M.accept }).click();
      await expect.poll(() => pageViews(collected).length).toBe(1);

      await settingsButton(page).click();
      await expect(banner(page)).toContainText(M.currentGranted);
      await expect(banner(page).getByRole('heading', { name: M.bannerTitle })).toBeFocused();
      await banner(page).getByRole('button', { name: M.reject }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await stored(page, analyticsKeys(brand.id).client)).toBeNull();

      // From now on, nothing.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page.locator('[data-story="lead"]')).toBeVisible();
      await page.reload();
      await expect(page.locator('[data-story="lead"]')).toBeVisible();
      await settingsButton(page).click();
      await expect(banner(page)).toContainText(M.currentDenied);
      expect(pageViews(collected)).toHaveLength(1);
    });
  });

  onceAcrossBrands(test, 'starfolio', () => {
    test('a logout clears the choice with the rest of local storage: nothing more is sent, and the banner asks again', async ({
      page,
      brand,
      consoleErrors,
    }) => {
      const collected = await collectAnalytics(page);
      await page.goto('/');
      await banner(page).getByRole('button', { name: M.accept }).click();
      await expect.poll(() => pageViews(collected).length).toBe(1);
      await logIn(page, brand, consoleErrors);
      const before = pageViews(collected).length;

      await accountMenu(page).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      expect(await stored(page, analyticsKeys(brand.id).consent)).toBeNull();
      // The next page the reader opens is not counted, and the choice is asked for again.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page.locator('[data-story="lead"]')).toBeVisible();
      await expect(banner(page)).toBeVisible();
      expect(pageViews(collected)).toHaveLength(before);
      expect(await stored(page, analyticsKeys(brand.id).client)).toBeNull();
    });
  });

  test('the banner covers neither the header nor the phone navigation at 320 px, moves nothing, hides nothing for good, and works by keyboard', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await watchLayoutShift(page);
    await page.goto('/blog');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
    await axe(page);
    // Appearing after the page, it moves nothing on it.
    await page.waitForTimeout(300);
    expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThanOrEqual(0.02);

    const header = (await page.getByRole('banner').boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    const box = (await region.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 0.5);
    // It leaves most of the window to the page.
    expect(box.height).toBeLessThanOrEqual(640 * 0.4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Scrolled to the end, the footer's last line shows above the banner: nothing stays under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const disclaimer = page
      .getByRole('contentinfo')
      .getByText('Investments in securities are subject to market risks.');
    const last = (await disclaimer.boundingBox())!;
    const end = (await region.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(end.y);

    // Not a trap: the page is usable and the banner is in the tab order after the footer, with visible focus.
    await settingsButton(page).focus();
    await page.keyboard.press('Tab');
    const accept = region.getByRole('button', { name: M.accept });
    await expectFocusRing(accept);
    await page.keyboard.press('Tab');
    const reject = region.getByRole('button', { name: M.reject });
    await expectFocusRing(reject);
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    // Focus lands where the choice can be changed again.
    await expectFocusRing(settingsButton(page));
  });
});
