import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { investButton } from './support/buy-basket';
import { fillLoginDialog, loginDialog, passwordLogin } from './support/session';

/**
 * Where the snackbar shows (docs/session.md, decision 0278): top centre; on a phone over the header's band, never over
 * the page's heading, a dialog's title, the Invest bar or the navigation bar; on a desktop under the header, never over
 * its navigation. The welcome after signing in on a basket page is the case a review found covering the title (D21).
 */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const welcome = (page: Page) => page.getByRole('status').filter({ hasText: /^Welcome, / });

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  return box!;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The snackbar is whole on the screen and shares no pixel with any of `others`. */
async function expectClearOf(page: Page, snack: Locator, others: Locator[]) {
  // Measured where it comes to rest: it slides in from 8 px higher.
  await snack.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const box = await boxOf(snack);
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  for (const other of others) expect(overlaps(box, await boxOf(other)), String(other)).toBe(false);
}

onceAcrossBrands(test, 'starfolio', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the welcome after signing in on a basket page leaves its title, the Invest bar and the navigation clear', async ({
      page,
      brand,
    }) => {
      await page.goto(`/baskets/${BASKET.hash}/`);
      const title = page.getByRole('heading', { level: 1, name: BASKET.name });
      await expect(title).toBeInViewport();
      await passwordLogin(page, brand);
      await expect(welcome(page)).toBeVisible();
      await expectClearOf(page, welcome(page), [
        title,
        page.getByRole('region', { name: `Invest in ${BASKET.name}` }),
        page.getByRole('navigation', { name: 'Main' }),
      ]);
    });

    test('the welcome as Invest carries on after signing in leaves the dialog’s title and amount clear', async ({
      page,
      brand,
    }) => {
      await page.goto(`/baskets/${BASKET.hash}/`);
      await expect(page.getByRole('heading', { level: 1, name: BASKET.name })).toBeVisible();
      await investButton(page).click();
      await expect(loginDialog(page, brand)).toBeVisible();
      await fillLoginDialog(page, brand);
      const invest = page.getByRole('dialog', { name: `Invest in ${BASKET.name}` });
      await expect(invest).toBeVisible();
      await expect(welcome(page)).toBeVisible();
      await expectClearOf(page, welcome(page), [
        invest.getByRole('heading', { name: `Invest in ${BASKET.name}` }),
        invest.getByLabel('Amount to invest (₹)'),
      ]);
    });
  });

  test('on a desktop the welcome sits under the header, clear of its navigation', async ({ page, brand }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/baskets/${BASKET.hash}/`);
    await passwordLogin(page, brand);
    await expect(welcome(page)).toBeVisible();
    const header = await boxOf(page.getByRole('banner'));
    expect((await boxOf(welcome(page))).y).toBeGreaterThanOrEqual(header.y + header.height);
    await expectClearOf(page, welcome(page), [page.getByRole('navigation', { name: 'Main' })]);
  });
});
