import { onceAcrossBrands } from './support/brand-shard';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { accountMenu, allowConsoleErrors, callApi, logIn } from './support/session';
import type { BrandConfig } from '../../brands/schema';

/** /account/watchlist/: the signed-in reader's watchlist, with a way off it. */

const BASKET = { hash: 'dividend-yield-plus', name: 'Dividend Yield Plus' };

/** POST basketwatchlist/add/ from the page, with the headers the app sends (KEY, CSRF). */
const addToWatchlist = async (page: Page, brand: BrandConfig, hash: string) =>
  (await callApi(page, brand, 'POST', 'basketwatchlist/add/', true, { basket_hash: hash })).status;

// The watchlist works alike on every brand: once (decision 0099).
onceAcrossBrands(test, 'moneyleaf', () => {
  test('adding needs a session; a basket added through the API is removed in the page, and stays removed', async ({
    page,
    brand,
    consoleErrors,
    axe,
  }) => {
    await page.goto('/account/watchlist/');
    await expect(page.getByRole('heading', { level: 2, name: 'Log in to see your watchlist' })).toBeVisible();
    expect(await addToWatchlist(page, brand, BASKET.hash)).toBe(401);
    allowConsoleErrors(consoleErrors, /401/);

    await page.goto('/');
    await logIn(page, brand, consoleErrors);
    expect(await addToWatchlist(page, brand, BASKET.hash)).toBe(200);
    // The account menu leads here.
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Watchlist' }).click();
    await expect(page).toHaveURL(/\/account\/watchlist\/$/);
    const list = page.getByRole('list', { name: 'Watchlist' });
    await expect(list.getByRole('link', { name: BASKET.name, exact: true })).toHaveAttribute(
      'href',
      `/baskets/${BASKET.hash}/`,
    );
    await axe(page);

    await list.getByRole('button', { name: `Remove ${BASKET.name} from watchlist` }).click();
    await expect(page.getByText(`${BASKET.name} was removed from your watchlist.`)).toBeVisible();
    await expect(page.getByRole('link', { name: BASKET.name, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /baskets?$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: BASKET.name, exact: true })).toHaveCount(0);
  });
});
