import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onBrands } from './support/brand-shard';
import { investButton } from './support/buy-basket';
import { OPS_ACCOUNTS, signIn } from './support/ops';
import { accountMenu, logIn } from './support/session';

/**
 * Issue 30, decision 0257: on a 360 px phone a wide table's rows are cards, so each row's key cell
 * (weight, value, action, the row's button) is on the screen with no sideways scroll of the page or
 * of the table's box; and at 1280 px the dealer's clients show the row's button without one.
 */
onBrands(test, ['starfolio', 'arrowline']);
// Signing in, an order review and axe on long pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** A free basket every brand lists (server/db/seed/basket-seed-list.ts). */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

/** The key cell lies inside the window once scrolled to, and neither the page nor its table's box scrolls sideways. */
async function expectKeyCellInView(page: Page, table: Locator, keyCell: Locator) {
  // Scrolled by the page itself: a dialog's content never counts as still for Playwright's own scroll.
  await keyCell.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await keyCell.boundingBox();
  const { width } = page.viewportSize()!;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const scroll = await table.evaluate((el) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    box: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
  }));
  expect(scroll).toEqual({ page: 0, box: 0 });
}

const firstRow = (table: Locator) => table.locator('tbody tr').first();
/** A row's cell under the column `header` (the column header's position among the row's cells). */
async function cellUnder(table: Locator, header: string) {
  const headers = await table.getByRole('columnheader').allTextContents();
  return firstRow(table).locator('th, td').nth(headers.indexOf(header));
}

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE });

  test("a basket's constituents and the order review show each row's key cell without a sideways scroll", async ({
    page,
    brand,
    consoleErrors,
    axe,
  }) => {
    await page.goto(`/baskets/${BASKET.hash}/`);
    const constituents = page.getByRole('table', { name: /stocks, with their weights/ });
    await expectKeyCellInView(page, constituents, await cellUnder(constituents, 'Weight'));
    await expect(firstRow(constituents).getByRole('rowheader')).toBeVisible();
    await axe(page);

    await logIn(page, brand, consoleErrors);
    await investButton(page).click();
    const invest = page.getByRole('dialog', { name: `Invest in ${BASKET.name}` });
    await invest.getByRole('button', { name: 'Review the orders' }).click();
    const review = page.getByRole('dialog', { name: 'Order review' });
    const lines = review.getByRole('table');
    await expect(lines).toContainText(/\d+ orders, at the last prices/);
    await expectKeyCellInView(page, lines, await cellUnder(lines, 'Value'));
    // The review's figures: each label keeps the width of its words, never drawn over its value.
    const available = review.getByRole('term').filter({ hasText: 'Available at your broker' });
    expect(await available.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await axe(page);
  });

  test("holdings and a rebalance's orders show the weight and the action without a sideways scroll", async ({
    page,
    brand,
    consoleErrors,
    axe,
  }) => {
    test.skip(brand.id !== 'starfolio', 'the seeded investments and their pending rebalance are on Starfolio');
    await page.goto('/');
    await logIn(page, brand, consoleErrors);
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Investments' }).click();
    await page.getByRole('list', { name: 'Active investments' }).getByRole('link', { name: 'Midcap Momentum' }).click();
    const holdings = page.getByRole('table', { name: /stocks held/ });
    await expectKeyCellInView(page, holdings, await cellUnder(holdings, 'Weight'));
    await axe(page);

    const rebalance = page.getByRole('button', { name: 'Rebalance' });
    // investments.spec.ts settles the seed's rebalance; before it runs, its orders are checked here.
    if ((await rebalance.count()) === 0) return;
    await rebalance.click();
    const dialog = page.getByRole('dialog', { name: 'Rebalance this investment' });
    const orders = dialog.getByTestId('rebalance-lines');
    await expectKeyCellInView(page, orders, firstRow(orders).getByTestId('rebalance-tag'));
    await axe(page);
  });
});

test.describe("the dealer's clients", () => {
  test.skip(({ brand }) => !brand.features.dealer, 'the dealer screens are on brands with the dealer feature');

  for (const viewport of [PHONE, DESKTOP]) {
    test(`show the subscription and the row's button at ${viewport.width} px without a sideways scroll`, async ({
      page,
      brand,
      axe,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await signIn(page, brand, OPS_ACCOUNTS.dealer);
      await page.goto('/dealer/');
      const clients = page.getByRole('region', { name: 'Clients table' }).getByRole('table');
      await expectKeyCellInView(page, clients, await cellUnder(clients, 'Subscription'));
      await expectKeyCellInView(page, clients, firstRow(clients).getByRole('button', { name: /^Send payment link/ }));
      await axe(page);
    });
  }
});
