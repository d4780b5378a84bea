import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { hydrated } from './support/app-ready';
import { expectOnScreen } from './support/on-screen';

/**
 * Issue 30, decision 0266: a constituent's name on the basket page opens the stock's sheet (its price,
 * the session's open, high, low and close, its place in the basket, the basket's charges), by click and
 * by keyboard; Escape closes it and gives focus back to the name. A bottom sheet at 360 px, inside the window.
 */
onceAcrossBrands(test, 'starfolio');

/** A free, shareable basket every brand lists (server/db/seed/basket-seed-list.ts). */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const PRICE = /₹[\d,]+\.\d{2}/;

/** A figure's value (dd) under its label (dt) in the sheet. */
const figure = (sheet: Locator, label: string | RegExp) =>
  sheet
    .locator('dl > div')
    .filter({ has: sheet.page().getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a constituent’s sheet opens by click and by keyboard, shows its prices, and gives focus back', async ({
      page,
      axe,
    }) => {
      await page.goto(`/public/baskets/${BASKET.hash}/`);
      const table = page.getByRole('table', { name: /stocks, with their weights/ });
      const row = table.locator('tbody tr').first();
      const symbol = (await row.getByRole('rowheader').textContent())!.trim();
      const name = row.getByRole('button');
      const stock = (await name.textContent())!.trim();
      // The section's code loads after the page's (decision 0252): a click before it has hydrated does nothing.
      await hydrated(name);

      await name.click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toHaveAccessibleName(`${stock} (${symbol})`);
      await expect(figure(sheet, 'Last traded price')).toHaveText(PRICE);
      await expect(figure(sheet, 'Change today')).toHaveText(/^([+−]₹[\d,]+\.\d{2} \([+−][\d.]+%\)|₹0\.00 \(0%\))$/);
      for (const label of ['Open', 'High', 'Low', 'Previous close'])
        await expect(figure(sheet, label)).toHaveText(PRICE);
      await expect(figure(sheet, /^Sector$/)).not.toBeEmpty();
      await expect(figure(sheet, /^The basket in /)).toHaveText(/^[\d.]+%$/);
      await expect(figure(sheet, /^Weight$/)).toHaveText(/^[\d.]+%$/);
      await expect(figure(sheet, /^Shares for ₹/)).toHaveText(/^[1-9]\d*$/);
      await expect(sheet.getByTestId('stock-sheet-charges')).toContainText('Charges for this basket');
      // The whole sheet is in the window: on a phone a bottom sheet, never wider than the screen.
      await expectOnScreen(page, sheet);
      await expectOnScreen(page, sheet.getByRole('button', { name: 'Close' }));
      await expectOnScreen(page, sheet.getByTestId('stock-sheet-charges'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await axe(page);

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(name).toBeFocused();

      // By keyboard: the name is a button in the tab order; Enter opens the same sheet.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(name).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sheet).toHaveAccessibleName(`${stock} (${symbol})`);
      await expect(figure(sheet, 'Last traded price')).toHaveText(PRICE);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(name).toBeFocused();
    });
  });
}
