import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectFocusRing } from './support/focus';
import { loginDialog } from './support/session';
import { onBrands, whereBrand } from './support/brand-shard';
import { expectOnScreen } from './support/on-screen';
import { expectNoHorizontalOverflow } from './support/blog';

/** Issue 30: at 360 px the basket page and the home page show what matters first. */

/** A free basket every brand lists (server/db/seed/basket-seed-list.ts). */
const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The phone's navigation bar, fixed to the bottom of the screen (src/app/site-header.css.ts). */
const navBar = (page: Page) => page.getByRole('navigation', { name: /main/i });

const figures = (page: Page) => page.getByTestId('decision-figures');
const figure = (page: Page, term: RegExp) =>
  figures(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) });
const investBar = (page: Page) => page.getByRole('region', { name: `Invest in ${BASKET.name}` });

const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

test.describe('the basket page on a phone', () => {
  test.use({ viewport: PHONE });

  test('shows the minimum amount, fee, CAGR against the benchmark, risk and Invest on the first screen', async ({
    page,
  }) => {
    await page.goto(`/baskets/${BASKET.hash}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BASKET.name);
    const barTop = await topOf(investBar(page));
    await expect(figure(page, /^Minimum amount$/).getByRole('definition')).toHaveText(/^₹[\d,]+$/);
    await expect(figure(page, /^FEES$/).getByRole('definition')).toHaveText('₹249.8 / 3 months (₹999 / year)');
    await expect(figure(page, /CAGR/).getByRole('definition')).toHaveText(/%.*vs Nifty 50 .*%$/);
    await expect(figure(page, /^Risk$/).getByRole('definition')).toHaveText(/risk$/);
    // Every figure above the Invest bar, the bar above the navigation bar, all without scrolling.
    for (const term of [/^Minimum amount$/, /^FEES$/, /CAGR/, /^Risk$/])
      await expectOnScreen(page, figure(page, term), barTop);
    const barInvest = investBar(page).getByRole('button', { name: 'Invest' });
    await expectOnScreen(page, barInvest, await topOf(navBar(page)));
    await expect(investBar(page)).toContainText('Minimum amount');
  });

  // The bar's placement is alike on every brand: on two (decision 0099).
  onBrands(test, ['starfolio', 'moneyleaf'], () => {
    test('keeps the Invest bar in reach while scrolling, by keyboard too, and never over the last section', async ({
      page,
      brand,
    }) => {
      await page.goto(`/baskets/${BASKET.hash}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(BASKET.name);
      const barInvest = investBar(page).getByRole('button', { name: 'Invest' });
      await page.getByRole('heading', { level: 2, name: 'Constituents' }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expectOnScreen(page, barInvest, await topOf(navBar(page)));
      // Reached with the keyboard (backwards from the footer, the next thing on the page), with a visible
      // ring; it opens the flow.
      await page.getByRole('contentinfo').locator('a, button').first().focus();
      await page.keyboard.press('Shift+Tab');
      await expectFocusRing(barInvest);
      await page.keyboard.press('Enter');
      await expect(loginDialog(page, brand)).toBeVisible();
      await page.keyboard.press('Escape');
      // At the end of the page the bar rests in its own space, under the last section.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastSection = page.getByRole('heading', { level: 2, name: 'Questions and answers' }).locator('..');
      const last = (await lastSection.boundingBox())!;
      await expect.poll(async () => topOf(investBar(page))).toBeGreaterThanOrEqual(last.y + last.height);
    });
  });

  test.describe('while the consent banner waits for a choice', () => {
    test.use({ analyticsConsent: null });
    whereBrand(
      test,
      (brand) => brand.analytics.googleAnalyticsId !== null,
      'the brand asks no consent: no analytics id',
    );

    test('the Invest bar stands on the banner, not under it, and returns to the navigation bar after the choice', async ({
      page,
    }) => {
      await page.goto(`/baskets/${BASKET.hash}/`);
      const banner = page.getByTestId('analytics-consent');
      await expect(banner).toBeVisible();
      const barInvest = investBar(page).getByRole('button', { name: 'Invest' });
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await expectOnScreen(page, barInvest, await topOf(banner));
      await banner.getByRole('button', { name: 'Reject' }).click();
      await expect(banner).toBeHidden();
      await expectOnScreen(page, barInvest, await topOf(navBar(page)));
    });
  });

  test('axe finds nothing, on the phone and on a desktop, where the figures stay beside Invest without a bar', async ({
    page,
    axe,
  }) => {
    await page.goto(`/baskets/${BASKET.hash}/`);
    await expect(investBar(page)).toBeVisible();
    await axe(page);
    await page.setViewportSize(DESKTOP);
    await expect(investBar(page)).toBeHidden();
    const topInvest = page.getByRole('group', { name: 'Basket actions' }).getByRole('button', { name: 'Invest' });
    await expectOnScreen(page, topInvest);
    await expectOnScreen(page, figure(page, /^Minimum amount$/));
    await expectOnScreen(page, figure(page, /CAGR/));
    await axe(page);
  });
});

test.describe('the home page', () => {
  const sections = ['Popular baskets', 'How it works', 'The advisers behind the baskets', 'Your money stays yours'];

  test('sells the product: baskets with returns and minimum amounts, how it works, advisers and safety', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Popular baskets' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole('definition').first()).toHaveText(/%$|under a year/);
      await expect(card.getByRole('term').filter({ hasText: 'Minimum amount' })).toBeVisible();
    }
    await expect(cards.getByText(/^vs Nifty /).first()).toBeVisible();
    await expect(page.getByText(/^SEBI registration IN[AH]\d+$/).first()).toBeVisible();
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('heading', { level: 3 });
    const brokerOnly = brand.loginType === 'broker';
    await expect(steps).toHaveText([
      'Choose a basket',
      brokerOnly ? 'Sign in with your broker' : 'Connect your broker',
      'Invest',
      'Follow and rebalance',
    ]);
    const safety = page.getByRole('region', { name: 'Your money stays yours' });
    await expect(safety).toContainText(`${brand.shortName} never holds your money`);
    await expect(safety).toContainText(brand.brokers[0]!.name);
    // The first basket begins on the phone's first screen, under the page's lead.
    await expectOnScreen(
      page,
      page.getByRole('heading', { level: 2, name: 'Popular baskets' }),
      await topOf(navBar(page)),
    );
  });

  test.describe('without the app’s script', () => {
    test.use({ javaScriptEnabled: false });
    test('is in the server’s first HTML', async ({ page }) => {
      await page.goto('/');
      for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Popular baskets' }).getByRole('article')).toHaveCount(4);
    });
  });

  test('fits 360 px, and axe finds nothing there and on a desktop', async ({ page, brand, axe }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.pages.home.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Popular baskets' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await axe(page);
    await page.setViewportSize(DESKTOP);
    await axe(page);
  });
});
