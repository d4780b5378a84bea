import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker } from './support/buy-basket';
import { investmentIn } from './support/investments';
import { API } from '#contract/http/api-paths';
import { TAX_API } from '#contract/tax/tax-paths';

/**
 * A stop-loss breached for real, against the real server (no answer rewritten). The market clock is
 * fixed (MARKET_NOW), so a fresh buy is valued at the very last prices it paid, less the slippage: the
 * simulated broker fills a market buy at the last price rounded up to ₹0.05, and a stock under ₹250
 * trades on a ₹0.01 tick. Midcap Growth holds enough of those for its value to sit about 0.018 % under
 * the money put in (docs/investments.md, "Stop-loss"), so the smallest stop-loss (0.01 %) is breached.
 * Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in, several stocks under ₹250. */
const BASKET = { hash: 'midcap-growth', name: 'Midcap Growth' };
const PERCENT = 0.01;

test('a breached stop-loss is said plainly with the way out, and nothing is sold', async ({ page, brand, axe }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);
  await buyBasket(page, BASKET);

  const summary = () => investmentIn(page, brand, BASKET.hash);
  const bought = await summary();
  // The real figures: the value at last prices is below the trigger a 0.01 % stop-loss sets.
  const trigger = Math.round(bought.invested * (1 - PERCENT / 100) * 100) / 100;
  expect(bought.current_value, `invested ${bought.invested}`).toBeLessThan(trigger);
  const set = await callApi(page, brand, 'POST', API.investment.stoplossAdd, true, {
    investment: bought.investment,
    percent: PERCENT,
  });
  expect(set.status).toBe(200);

  const posted: string[] = [];
  page.on('request', (r) => (r.method() === 'POST' ? posted.push(r.url()) : undefined));
  await page.goto(`/account/investments/${bought.investment}/`);
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Stop-loss breached' }) });
  await expect(alert).toContainText('Nothing has been sold: you decide.');
  await axe(page);
  await alert.getByRole('button', { name: 'Exit this investment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this investment' });
  await expect(dialog.getByRole('table', { name: /orders/ })).toBeVisible();
  await expect(dialog.getByText('Charges')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing placed: the only POST is the exit's tax estimate, which places nothing (decision 0300).
  expect(
    posted.filter((u) => u.includes('/api/') && !u.includes('userinfo') && !u.endsWith(TAX_API.tax.saleEstimate)),
  ).toEqual([]);
  expect(posted.filter((u) => u.endsWith(TAX_API.tax.saleEstimate))).toHaveLength(1);

  // The server says the same, and nothing was sold: the investment is active with its holdings.
  const after = await summary();
  expect(after).toMatchObject({
    status: 'active',
    stoploss: { percent: PERCENT, trigger_value: trigger, breached: true },
  });
  expect(after.current_value).toBe(bought.current_value);
});
