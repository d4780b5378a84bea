import { expect, type Page } from '@playwright/test';
import type { BrandConfig } from '../../../brands/schema';
import { apiList, logIn } from './blog';

/**
 * Waits until the service worker controls the page (it claims pages on first install). The suite
 * blocks the worker unless a test allows it (playwright.config.ts, decision 0223).
 */
export async function waitForServiceWorker(page: Page) {
  try {
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
      null,
      { timeout: 20_000 },
    );
  } catch (e) {
    throw new Error(`No service worker took control: does the test allow it, test.use({ serviceWorkers: 'allow' })?`, {
      cause: e,
    });
  }
}

/** Opens `path` and waits until the service worker controls the page. */
export async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await waitForServiceWorker(page);
}

export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The per-user caches (the signed-in reader's private answers). */
export const userCaches = async (page: Page) => (await cacheNames(page)).filter((n) => n.startsWith('sf-blog-user-'));

/** The persisted query store in IndexedDB (src/lib/offline/persist.ts), or null when there is none. */
export async function persistedQueryStore(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('sf-query-cache');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('queries').objectStore('queries').get('client');
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
          get.onerror = () => resolve(null);
        };
      }),
  );
}

/** Opens an article and waits until its title is on screen. */
export async function openArticle(page: Page, post: { postId: number; slug: string; title: string }) {
  await page.goto(`/blog/article/${post.postId}/${post.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
}

const OFFLINE_NETWORK_ERROR = /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)$/;

/**
 * With no connection the browser itself reports each request that fails; those reports are the
 * point of an offline test, not a fault of the page. Everything else stays a failure.
 */
export function tolerateOfflineNetworkErrors(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (OFFLINE_NETWORK_ERROR.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}

/**
 * The blog with the service worker in control and the seed subscriber signed in, reading the first
 * premium post of the first two pages in full (no subscription prompt). Returns those pages' premium
 * posts and the article's text.
 */
export async function subscriberReadingPremium(page: Page, brand: BrandConfig) {
  await openControlled(page, '/blog');
  await logIn(page, brand, 'subscriber');
  const posts = [...(await apiList(page, brand, 1)).main, ...(await apiList(page, brand, 2)).main];
  const premiums = posts.filter((p) => p.isPremiumPost);
  await openArticle(page, premiums[0]!);
  await expect(page.getByRole('region', { name: /subscri/i })).toHaveCount(0);
  return { premiums, fullText: await page.locator('article').innerText() };
}
