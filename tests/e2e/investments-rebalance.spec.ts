import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';
import { signUpFresh } from './support/sign-up';
import { buyBasket, connectSimulatedBroker } from './support/buy-basket';
import { readNewWeightsNotice } from './support/new-weights';
import { API } from '#contract/http/api-paths';
import type { InvestmentsBody, RebalanceDetailsBody } from '#contract/investments/types';

/**
 * A rebalance in RECOMMENDED_CHANGES mode for real (the seed's pending rebalance is accepted in
 * ADJUST_ALL_STOCK mode by investments.spec.ts): a fresh investor buys a free basket through the
 * simulated broker, the adviser publishes a new version (the e2e-only hook publish-basket-version/:
 * one stock swapped, one point of weight moved), and the investor reviews only the adviser's changes,
 * accepts and follows the orders to Complete. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded (server/db/seed/basket-seed-list.ts): published, free to invest in. */
// A basket no other spec opens: the hook gives it a new version for the rest of the run.
const FREE_BASKET = { hash: 'family-balanced-multi-cap', name: 'Family Balanced Multi Cap' };

interface Published {
  version: number;
  removed: string;
  added: string;
  lowered: string;
  raised: string;
}

test("a new version's pending rebalance is accepted with only the adviser's changes and completes", async ({
  page,
  brand,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpFresh(page, brand);
  await connectSimulatedBroker(page, brand);
  await buyBasket(page, FREE_BASKET);

  const investments = async () =>
    ((await callApi(page, brand, 'GET', API.myBaskets.investments)).json as { body: InvestmentsBody }).body.investments;
  const bought = (await investments()).find((i) => i.basket_hash === FREE_BASKET.hash)!;
  expect(bought.rebalance_pending).toBe(false);
  const hook = await callApi(page, brand, 'POST', '__test__/publish-basket-version/', true, {
    basket_hash: FREE_BASKET.hash,
  });
  expect(hook.status).toBe(200);
  const published = (hook.json as { body: Published }).body;

  await page.goto('/account/investments/');
  // No push subscription here: the new version's rebalance is told in the app (docs/push.md).
  const { card } = await readNewWeightsNotice(page, FREE_BASKET.name);
  await card.getByRole('link', { name: FREE_BASKET.name }).click();
  await expect(page).toHaveURL(new RegExp(`/account/investments/${bought.investment}/$`));

  await page.getByRole('button', { name: 'Rebalance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebalance this investment' });
  await expect(dialog.getByRole('radio', { name: 'Only the adviser’s changes' })).toBeChecked();
  const details = await callApi(
    page,
    brand,
    'GET',
    `${API.investment.rebalanceDetails}?investment=${bought.investment}&mode=RECOMMENDED_CHANGES`,
  );
  const lines = (details.json as { body: RebalanceDetailsBody }).body.lines;
  const tagOf = new Map(lines.map((l) => [l.symbol, l.tag]));
  expect(tagOf.get(published.removed)).toBe('full sell');
  expect(tagOf.get(published.added)).toBe('buy');
  const changed = [published.removed, published.added, published.lowered, published.raised];
  for (const [symbol, tag] of tagOf) if (!changed.includes(symbol)) expect(tag, symbol).toBe('no change');

  // The screen shows every line with the server's tag, letter for letter.
  const rows = dialog.getByTestId('rebalance-lines').locator('tbody tr');
  await expect(rows).toHaveCount(lines.length);
  for (const l of lines) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: l.symbol, exact: true }) });
    await expect(row.getByTestId('rebalance-tag')).toHaveText(l.tag);
  }
  await expect(
    rows
      .filter({ has: page.getByRole('rowheader', { name: published.removed, exact: true }) })
      .getByTestId('rebalance-tag'),
  ).toHaveText('full sell');
  await expect(
    rows
      .filter({ has: page.getByRole('rowheader', { name: published.added, exact: true }) })
      .getByTestId('rebalance-tag'),
  ).toHaveText('buy');

  // Once placed, the review is never asked for again: settled, there is none to review (404).
  const reviewMisses: string[] = [];
  page.on('response', (r) =>
    r.url().includes(`/api/${API.investment.rebalanceDetails}`) && r.status() === 404
      ? reviewMisses.push(r.url())
      : undefined,
  );
  const accepts: string[] = [];
  page.on('request', (r) =>
    r.url().includes(API.investment.rebalanceAccept) ? accepts.push(r.postData()!) : undefined,
  );
  await dialog.getByRole('button', { name: 'Accept and place orders' }).click();
  await expect(dialog.getByText('The rebalance orders were placed.')).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: /^Complete\./ })).toBeVisible({ timeout: 30_000 });
  expect(accepts.map((b) => (JSON.parse(b) as { mode: string }).mode)).toEqual(['RECOMMENDED_CHANGES']);

  // Settled: the investment follows the new version, with the new stock and without the old one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: FREE_BASKET.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rebalance' })).toHaveCount(0);
  const holdings = page.getByRole('table', { name: /stocks held/ });
  await expect(holdings.getByRole('rowheader', { name: published.added, exact: true })).toHaveCount(1);
  await expect(holdings.getByRole('rowheader', { name: published.removed, exact: true })).toHaveCount(0);
  expect((await investments()).find((i) => i.investment === bought.investment)!.rebalance_pending).toBe(false);
  expect(reviewMisses).toEqual([]);
});
