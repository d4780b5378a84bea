import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker } from './support/buy-basket';
import { API } from '#contract/http/api-paths';
import type { InvestmentsBody, RebalanceDetailsBody } from '#contract/investments/types';
import type { TransactionsBody } from '#contract/trading/types';
import { formatRupees } from '#contract/locale/format';

/**
 * The buy-only rebalance for real (issue 35, decision 0297): a fresh investor buys a free basket through the
 * simulated broker, the adviser publishes a version that keeps its stocks and moves a point of weight (the e2e-only
 * hook publish-basket-version/ with swap: false), and the investor, on a 360 px phone and by keyboard, asks what
 * ₹20,000 of new money would buy: only buys, the drift left, "invest ₹X more to reach the target weights", the
 * charges and the sales it avoids. Accepting places only those buys, and they complete. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/**
 * Seeded (server/db/seed/basket-seed-list.ts): published, free, no minimum; no other spec opens it and no
 * seeded account holds it, so its new version puts no notice before another spec's investor.
 */
const FREE_BASKET = { hash: 'it-services-leaders', name: 'IT Services Leaders' };
const NEW_MONEY = 20_000;

test('a pending rebalance is previewed and placed buying only, with new money', async ({
  page,
  brand,
  consoleErrors,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);
  await buyBasket(page, FREE_BASKET);

  const investments = async () =>
    ((await callApi(page, brand, 'GET', API.myBaskets.investments)).json as { body: InvestmentsBody }).body.investments;
  const bought = (await investments()).find((i) => i.basket_hash === FREE_BASKET.hash)!;
  const hook = await callApi(page, brand, 'POST', '__test__/publish-basket-version/', true, {
    basket_hash: FREE_BASKET.hash,
    swap: false,
  });
  expect(hook.status).toBe(200);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/account/investments/${bought.investment}/`);
  await page.getByRole('button', { name: 'Rebalance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebalance this investment' });
  await expect(dialog.getByTestId('rebalance-lines')).toBeVisible();
  // Every preview shows the depository charge per stock sold and the sales buying only avoids.
  await expect(dialog.getByText(/^₹15\.34 per stock sold × \d+ = ₹/)).toBeVisible();
  await expect(dialog.getByTestId('sales-avoided')).toBeVisible();

  // By keyboard: the third mode, the amount, Enter.
  await dialog.getByRole('radio', { name: 'Only the adviser’s changes' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Buy only, with new money' })).toBeChecked();
  await expect(dialog.getByText('Enter the new money to see the orders it would place.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept and place orders' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('New money to invest (₹)')).toBeFocused();
  await page.keyboard.type(String(NEW_MONEY));
  await page.keyboard.press('Enter');

  const figures = dialog.getByTestId('buy-only-figures');
  await expect(figures).toBeVisible();
  const preview = (
    (
      await callApi(
        page,
        brand,
        'GET',
        `${API.investment.rebalanceDetails}?investment=${bought.investment}&mode=BUY_ONLY&amount=${NEW_MONEY}`,
      )
    ).json as { body: RebalanceDetailsBody }
  ).body;
  const buys = preview.lines.filter((l) => l.quantity > 0);
  expect(buys.length).toBeGreaterThan(0);
  expect(buys.every((l) => l.side === 'BUY')).toBe(true);
  expect(preview.buy_only!.spent).toBeLessThanOrEqual(NEW_MONEY);
  expect(preview.buy_only!.drift_after).toBeLessThanOrEqual(preview.buy_only!.drift_before);
  expect(preview.buy_only!.to_target).toBeGreaterThan(0);
  await expect(figures.getByTestId('buy-only-to-target')).toHaveText(
    `To remove the drift left, invest ${formatRupees(preview.buy_only!.to_target)} more to reach the target weights.`,
  );
  await expect(dialog.getByTestId('sales-avoided')).toHaveText(
    `Nothing is sold: this avoids ${preview.sales.RECOMMENDED_CHANGES} ${preview.sales.RECOMMENDED_CHANGES === 1 ? 'sale' : 'sales'} of “Only the adviser’s changes” and ${preview.sales.ADJUST_ALL_STOCK} of “Every stock back to its weight”.`,
  );
  await expect(dialog.getByText('₹15.34 per stock sold × 0 = ₹0')).toBeVisible();
  const rows = dialog.getByTestId('rebalance-lines').locator('tbody tr');
  await expect(rows).toHaveCount(preview.lines.length);
  // Fits a 360 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe(page, '[role="dialog"]');

  // The details answer 404 once the rebalance is settled; the dialog's last refetch of them is logged.
  const misses: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.location().url.includes(`/api/${API.investment.rebalanceDetails}`))
      misses.push(m.text());
  });
  const accepts: string[] = [];
  page.on('request', (r) =>
    r.url().includes(API.investment.rebalanceAccept) ? accepts.push(r.postData()!) : undefined,
  );
  await dialog.getByRole('button', { name: 'Accept and place orders' }).click();
  await expect(dialog.getByText('The rebalance orders were placed.')).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: /^Complete\./ })).toBeVisible({ timeout: 30_000 });
  expect(accepts.map((b) => JSON.parse(b) as { mode: string; amount: number })).toMatchObject([
    { mode: 'BUY_ONLY', amount: NEW_MONEY },
  ]);

  // Placed: only the previewed buys, the new money recorded as the trade's amount.
  const trades = (await callApi(page, brand, 'GET', `${API.trading.transactions}?investment=${bought.investment}`))
    .json as { body: TransactionsBody };
  const rebalance = trades.body.trades.find((t) => t.kind === 'rebalance')!;
  expect(rebalance.amount).toBe(NEW_MONEY);
  expect(rebalance.lines.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort()).toEqual(
    buys.map((l) => `${l.side} ${l.symbol} ${l.quantity}`).sort(),
  );
  expect((await investments()).find((i) => i.investment === bought.investment)!.rebalance_pending).toBe(false);
  for (const text of misses) {
    const i = consoleErrors.indexOf(text);
    if (i >= 0) consoleErrors.splice(i, 1);
  }
});
