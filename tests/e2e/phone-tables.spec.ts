import { test, expect } from './support/fixtures';
import { onBrands } from './support/brand-shard';
import { expectOnScreen } from './support/on-screen';
import { connectSimulatedBroker, expectAllComplete, investButton, placeBuy } from './support/buy-basket';
import { readNewWeightsNotice } from './support/new-weights';
import { OPS_ACCOUNTS, signIn } from './support/ops';
import { accountMenu, callApi, logIn } from './support/session';
import { signUpFresh } from './support/sign-up';
import { bodyRows, cellUnder, expectKeyCellInView, firstRow } from './support/table-cells';

/**
 * Issue 30, decision 0257: on a 360 px phone a wide table's rows are cards, so each row's key cell
 * (weight, value, a live order's status and filled, a rebalance line's action, the row's button) is on the screen
 * with no sideways scroll of the page or of the table's box; and at 1280 px the dealer's clients show the row's
 * button without one.
 */
onBrands(test, ['starfolio', 'arrowline']);
// Signing in, an order review and axe on long pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** A free basket every brand lists (server/db/seed/basket-seed-list.ts). */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
/** A free basket no other spec opens: the hook gives it a new version for the rest of the run. */
const OWN_BASKET = { hash: 'rural-consumption', name: 'Rural Consumption' };

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

  test('holdings show the weight without a sideways scroll', async ({ page, brand, consoleErrors, axe }) => {
    test.skip(brand.id !== 'starfolio', 'the seeded investments are on Starfolio');
    await page.goto('/');
    await logIn(page, brand, consoleErrors);
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Investments' }).click();
    await page.getByRole('list', { name: 'Active investments' }).getByRole('link', { name: 'Midcap Momentum' }).click();
    const holdings = page.getByRole('table', { name: /stocks held/ });
    await expectKeyCellInView(page, holdings, await cellUnder(holdings, 'Weight'));
    await axe(page);
  });

  test("a buy's live orders show each line's status and filled, and its rebalance each line's action, without a sideways scroll", async ({
    page,
    brand,
    axe,
  }) => {
    test.skip(brand.id !== 'starfolio', 'brand-independent: once, with a fresh investor and the simulated broker');
    test.setTimeout(180_000);
    await page.goto('/');
    await signUpFresh(page, brand);
    await connectSimulatedBroker(page, brand);

    // The live status view, as it opens and once every order is final: each line's Status and Filled on the screen.
    const { orders, lineCount } = await placeBuy(page, OWN_BASKET);
    // Placed from the foot of a long review, the orders open at their top: their heading and progress in view.
    await expect(orders.getByRole('heading', { name: 'Your orders' })).toBeVisible();
    await expect.poll(() => orders.evaluate((el) => el.scrollTop)).toBe(0);
    await expectOnScreen(page, orders.getByRole('heading', { name: 'Your orders' }));
    await expectOnScreen(page, orders.getByRole('status'));
    const placed = orders.getByRole('table');
    await expect(bodyRows(placed)).toHaveCount(lineCount);
    const expectEveryLineInView = async () => {
      for (let i = 0; i < lineCount; i++) {
        const row = bodyRows(placed).nth(i);
        await expectKeyCellInView(page, placed, await cellUnder(placed, 'Status', row));
        await expectKeyCellInView(page, placed, await cellUnder(placed, 'Filled', row));
      }
    };
    await expectEveryLineInView();
    await expectAllComplete(orders, lineCount);
    await expectEveryLineInView();
    await axe(page);

    // Its own pending rebalance: the adviser publishes a new version (the e2e hook), never racing another spec's.
    const hook = await callApi(page, brand, 'POST', '__test__/publish-basket-version/', true, {
      basket_hash: OWN_BASKET.hash,
    });
    expect(hook.status).toBe(200);
    await page.goto('/account/investments/');
    const { card } = await readNewWeightsNotice(page, OWN_BASKET.name);
    await card.getByRole('link', { name: OWN_BASKET.name }).click();
    await page.getByRole('button', { name: 'Rebalance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rebalance this investment' });
    const lines = dialog.getByTestId('rebalance-lines');
    await expect(bodyRows(lines).first()).toBeVisible();
    const count = await bodyRows(lines).count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const row = bodyRows(lines).nth(i);
      await expectKeyCellInView(page, lines, row.getByTestId('rebalance-side'));
      await expectKeyCellInView(page, lines, row.getByTestId('rebalance-tag'));
    }
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
