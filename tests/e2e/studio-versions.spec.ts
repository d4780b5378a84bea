import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { presetAnalyticsConsent } from './support/analytics';
import { waitForAppOnNavigation } from './support/app-ready';
import { fillLoginDialog } from './support/session';
import { freshInvestorHolding } from './support/subscribe';
import type { BrandConfig } from '../../brands/schema';

/**
 * The adviser studio's constituents edit (docs/studio.md, "New versions and rebalances"): the seed
 * adviser publishes new weights for one of their baskets that an investor holds, and the investor,
 * who has no push subscription, finds the rebalance waiting and the in-app notice. Brand-independent.
 */
onceAcrossBrands(test, 'starfolio');

/** Seeded, owned by the seed adviser (Sahyadri Wealth Advisors); no other spec opens it. */
const BASKET = { hash: 'retirement-income', name: 'Retirement Income' };
const ADVISER = { email: 'adviser@example.com', password: 'Adviser@123' };

async function adviserLogin(page: Page, brand: BrandConfig) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await fillLoginDialog(page, brand, ADVISER);
}

test('an adviser publishes new weights; the investor finds the rebalance waiting and the notice', async ({
  page,
  brand,
  browser,
  baseURL,
  axe,
}) => {
  test.setTimeout(90_000);
  const held = await freshInvestorHolding(page, brand, BASKET.hash);
  expect(held.status).toBe(200);

  const adviserContext = await browser.newContext({ baseURL });
  await presetAnalyticsConsent(adviserContext, brand, 'denied');
  const adviser = await adviserContext.newPage();
  waitForAppOnNavigation(adviser);
  await adviserLogin(adviser, brand);
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
  const notice = page.getByRole('dialog', { name: 'For your attention' });
  await expect(notice).toContainText(`${BASKET.name} has new weights. Review the changes to your investment.`);
  await axe(page);
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  await expect(notice).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Active investments' })
    .getByRole('article')
    .filter({ hasText: BASKET.name });
  await expect(card.getByRole('listitem').filter({ hasText: 'Rebalance pending' })).toHaveCount(1);
  // Read once, gone: a new start of the app asks again and shows nothing.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(notice).toBeHidden();
});
