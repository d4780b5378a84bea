import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { USERS } from './support/blog';
import { apiSignIn, type Account } from './support/ops';

/**
 * A preload never fires a status rule (docs/session.md, decision 0242): the router loads a basket's
 * details while the pointer or the focus rests on its card, and a subscriber-only basket answers 4, 7
 * or 10, but the 'Subscriber exclusive screener' dialog opens only when the reader opens the basket.
 * On Featured Baskets at 1280 px and on Discover's premium list at 360 px, for each of the three statuses.
 */
const PREMIUM_FEATURED = '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity';
const PREMIUM_DISCOVER = '/discover/expertbaskets/?basket-type=premium&order-by=&order-by-field=popularity';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Who meets which screener (server/baskets/entitlement.ts) in the seed. */
const SCREENED = [
  // 4: a visitor.
  { status: 4, basket: { hash: 'quality-compounders', name: 'Quality Compounders' }, who: 'a visitor' },
  // 7: Sahyadri Wealth's '1 month' plan in force leaves out its last published premium basket (basket-details.ts).
  {
    status: 7,
    basket: { hash: 'retirement-income', name: 'Retirement Income' },
    who: 'a subscriber whose plan leaves it out',
    account: USERS.subscriber,
  },
  // 10: the dealer's client Vikram Singh bought that plan 75 days ago (dealer-clients-data.ts); it has expired.
  {
    status: 10,
    basket: { hash: 'goal-builder-large-cap', name: 'Goal Builder Large Cap' },
    who: 'a client whose plan that included it has expired',
    account: { email: 'vikram.singh@example.com', password: 'Client@123' } satisfies Account,
  },
] as const;

const screener = (page: Page) => page.getByRole('dialog', { name: 'Subscriber exclusive screener' });
/**
 * The preload's call for the basket's details, answered with `status`: proof the loader ran and met the rule, so no
 * dialog is not for want of a call.
 */
async function detailsCall(page: Page, hash: string, status: number) {
  const response = await page.waitForResponse((r) => r.url().includes(`/api/basket/details/${hash}/`));
  expect(((await response.json()) as { head: { status: number } }).head.status).toBe(status);
}

/** The pointer rests on the card's link: the preload is answered, and a second later still no dialog. */
async function hoverOpensNothing(page: Page, link: Locator, hash: string, status: number) {
  const hovered = detailsCall(page, hash, status);
  await link.hover();
  await hovered;
  await page.waitForTimeout(1000);
  await expect(screener(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A fresh page, Tab until the card's link has the focus (visibly): the preload is answered, and still no dialog. */
async function tabbingOpensNothing(page: Page, link: Locator, hash: string, status: number) {
  await page.mouse.move(0, 0);
  await page.reload();
  await expect(link).toBeVisible();
  const focused = detailsCall(page, hash, status);
  for (let i = 0; i < 150 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await focused;
  await page.waitForTimeout(1000);
  await expect(screener(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opening it is the reader's own navigation: the spec's dialog, over the page that says why. */
async function enterOpensTheScreener(page: Page, hash: string) {
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/baskets/${hash}/`);
  await expect(screener(page)).toBeVisible();
  await expect(page.locator('h1', { hasText: 'For subscribers' })).toBeAttached();
}

onceAcrossBrands(test, 'starfolio', () => {
  test('Featured Baskets at 1280 px: hovering a premium card, or tabbing to it, opens no dialog; opening it shows the screener', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(DESKTOP);
    const { basket, status } = SCREENED[0];
    await page.goto(PREMIUM_FEATURED);
    const link = page.getByRole('link', { name: basket.name });
    await expect(link).toBeVisible();
    await hoverOpensNothing(page, link, basket.hash, status);
    await tabbingOpensNothing(page, link, basket.hash, status);
    await enterOpensTheScreener(page, basket.hash);
    await axe(page);
  });

  for (const { status, basket, who, ...rest } of SCREENED) {
    test(`Discover's premium list at 360 px, ${who} (status ${status}): a pointer or the keyboard on the card opens no dialog`, async ({
      page,
      brand,
      axe,
    }) => {
      await page.setViewportSize(PHONE);
      if ('account' in rest) await apiSignIn(page, brand, rest.account);
      await page.goto(PREMIUM_DISCOVER);
      const link = page.getByRole('link', { name: basket.name });
      await expect(link).toBeVisible();
      // A phone has no hover, but a narrow window with a mouse does; the keyboard is the phone's own case.
      await hoverOpensNothing(page, link, basket.hash, status);
      await tabbingOpensNothing(page, link, basket.hash, status);
      await enterOpensTheScreener(page, basket.hash);
      await axe(page);
    });
  }

  test('a click while the hover’s preload is still on its way shows the screener all the same', async ({ page }) => {
    await page.goto(PREMIUM_FEATURED);
    const link = page.getByRole('link', { name: SCREENED[0].basket.name });
    await expect(link).toBeVisible();
    // The navigation may take over the preload's call; the page's error screen then runs the rule.
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(`/baskets/${SCREENED[0].basket.hash}/`);
    await expect(screener(page)).toBeVisible();
  });
});
