import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { appReady } from './support/app-ready';
import { accountMenu, passwordLogin } from './support/session';

/** The staff areas' routes, a chunk of their own since decision 0294. */
const STAFF_CHUNK = /\/assets\/[\w-]*staff-route-tree-[\w-]+\.js$/;
/** The later public areas' routes (discover, featured, contact…), a chunk of their own since decision 0308. */
const LATER_CHUNK = /\/assets\/[\w-]*later-route-tree-[\w-]+\.js$/;

function staffChunkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (STAFF_CHUNK.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

// The same code on every brand; a brand with its own accounts signs in through the dialog, no reload.
onceAcrossBrands(test, 'starfolio', () => {
  test.use({ serviceWorkers: 'block' });

  test("a visitor's pages never load the staff routes; the first link to one loads them, and Back and Forward keep working", async ({
    page,
    brand,
  }) => {
    const staff = staffChunkRequests(page);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(1).click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.waitForLoadState('networkidle');
    expect(staff, 'requested on public pages').toEqual([]);
    const publicPage = page.url();

    // Signed in without a reload: the tree still has the public pages only.
    await passwordLogin(page, brand);
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Investments' }).click();
    await expect(page).toHaveURL(/\/account\/investments\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    expect(staff).toHaveLength(1);

    await page.goBack();
    await expect(page).toHaveURL(publicPage);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    expect(staff).toHaveLength(1);
  });

  test('a staff page opened first has its routes before the router matches it', async ({ page, brand }) => {
    const staff = staffChunkRequests(page);
    await page.goto('/');
    await passwordLogin(page, brand);
    await page.goto('/account/watchlist/');
    await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
    await expect(page).toHaveTitle(/^Watchlist/);
    expect(staff.length).toBeGreaterThanOrEqual(1);
  });

  test("home hydrates without the later areas' routes; a link to one of their pages waits for them, and a page of theirs preloads them", async ({
    page,
    consoleErrors,
  }) => {
    // The later subtree's chunk is held until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(LATER_CHUNK, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Asked for once the page had hydrated, not before: home is live while it is still held.
    await expect.poll(() => asked.length).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Managers' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page).toHaveURL(/\/discover\/managers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(asked).toHaveLength(1);

    // Landing on one of their pages: its HTML names the subtree's chunk among what it preloads.
    const response = await page.goto('/discover/managers/');
    expect(await response!.text()).toMatch(/data-preloads="[^"]*later-route-tree-/);
    await appReady(page);
    expect(consoleErrors).toEqual([]);
  });
});
