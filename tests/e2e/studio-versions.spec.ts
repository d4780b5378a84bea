import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { signInAt } from './support/ops';
import { freshInvestorHolding } from './support/subscribe';
import { readNewWeightsNotice } from './support/new-weights';

/**
 * The adviser studio's constituents edit (docs/studio.md, "New versions and rebalances"): the seed
 * adviser publishes new weights for one of their baskets that an investor holds, and the investor,
 * who has no push subscription, finds the rebalance waiting and the in-app notice. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded, owned by the seed adviser (Sahyadri Wealth Advisors); no other spec opens it. */
const BASKET = { hash: 'retirement-income', name: 'Retirement Income' };
test('an adviser publishes new weights; the investor finds the rebalance waiting and the notice', async ({
  page,
  brand,
  secondPerson,
  axe,
}) => {
  await freshInvestorHolding(page, brand, BASKET.hash);

  const { context: adviserContext, page: adviser } = await secondPerson();
  await signInAt(adviser, brand, 'adviser');
  await adviser.goto(`/studio/baskets/${BASKET.hash}/constituents/`);
  await expect(adviser.getByRole('heading', { level: 1 })).toHaveText(`Change stocks and weights: ${BASKET.name}`);
  await expect(adviser.getByText('Total 100.00%')).toBeVisible();
  // One stock out, the rest equal: a real change whatever the seed's weights are.
  const removes = adviser.getByRole('button', { name: /^Remove / });
  const before = await removes.count();
  await removes.last().click();
  await expect(removes).toHaveCount(before - 1);
  await adviser.getByRole('button', { name: 'Equal weight' }).click();
  await expect(adviser.getByText('Total 100.00%')).toBeVisible();
  await adviser.getByLabel('Why the basket changes').fill('One holding out; the rest evenly weighted.');
  await axe(adviser);
  await adviser.getByRole('button', { name: 'Review the changes' }).click();
  const confirm = adviser.getByRole('dialog', { name: 'Publish the new version?' });
  await expect(confirm).toContainText(/removed \(was [\d.]+%\)/);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(adviser.getByRole('heading', { name: /^Version \d+ published/ })).toHaveText(
    /^Version \d+ published\. \d+ investors? (has|have) a rebalance waiting\.$/,
  );
  await adviserContext.close();

  await page.goto('/account/investments/');
  const { notice, card } = await readNewWeightsNotice(page, BASKET.name, axe);
  // Read once, gone: a new start of the app asks again and shows nothing.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(notice).toBeHidden();
});
