import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { logIn, scrollToShare } from './support/blog';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { EXPERT_BASKETS_PATH, FEATURED_BASKETS_PATH, MANAGERS_PATH } from '../../src/app/destinations';

/**
 * The public pages hydrate without a word: the server's HTML and the app's first render are the same,
 * node for node (decision 0070). React says otherwise with error #418 (HTML), #423 (a boundary
 * re-rendered) or #425 (text) in production, 'hydration' in its wording: review I4 found #418 on
 * the public page of a subscriber-only basket.
 */
const MISMATCH = /hydrat|#(418|423|425)\b/i;

/** Seeded (server/db/seed/basket-seed-list.ts): shareable, one free and one subscriber-only. */
const FREE_SHAREABLE = 'dividend-yield-plus';
const PREMIUM_SHAREABLE = { hash: 'quality-compounders', name: 'Quality Compounders' };
const ARTICLE = '/blog/article/73/what-is-a-sip/';
const ADVISER = '/discover/managers/meera-iyer/';

/** Every console message and uncaught error of the page, as the browser logged them. */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/**
 * Opens `path` and waits until everything the page loads after its first paint (code-split routes,
 * lazy dialogs) has loaded and hydrated, so a late mismatch is logged before the check.
 */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
}

const mismatches = (messages: string[]) => messages.filter((m) => MISMATCH.test(m));

test.use({ videoPlayersStubbed: true });

test.describe('hydration', () => {
  // Without the worker every load is the server's HTML, hydrated (a worker serves later loads the shell).
  test.use({ serviceWorkers: 'block' });

  // Hydration is the same code on every brand: once (decision 0099).
  onceAcrossBrands(test, 'harborbank', () => {
    test("the public basket pages: a subscriber-only one's is the server's, whole, and both hydrate without a mismatch", async ({
      page,
      consoleErrors,
    }) => {
      const messages = recordConsole(page);
      const response = await page.goto(`/public/baskets/${PREMIUM_SHAREABLE.hash}/`);
      expect(response?.status()).toBe(200);
      // Rendered on the server, chart table included (not the shell the browser renders).
      const html = await response!.text();
      expect(html).toContain(`>${PREMIUM_SHAREABLE.name}</h1>`);
      expect(html).toMatch(/data-testid="chart-table"[\s\S]*<tbody><tr/);
      expect(html).toMatch(/data-testid="performance-chart"[\s\S]*<path class="[^"]+" d="M0 \d+ /);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREMIUM_SHAREABLE.name);
      // Shared by its adviser: the whole page, chart included, and no screener in front of it.
      await expect(page.getByTestId('performance-chart').locator('path').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await open(page, `/public/baskets/${FREE_SHAREABLE}/`);
      expect(mismatches(messages)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  // Signed in, on a brand with its own accounts and on a broker-only one (decision 0099).
  onBrands(test, ['starfolio', 'arrowline'], () => {
    test('the public basket pages hydrate without a mismatch for a signed-in investor', async ({ page, brand }) => {
      const messages = recordConsole(page);
      await page.goto('/');
      await logIn(page, brand, 'investor');
      for (const hash of [PREMIUM_SHAREABLE.hash, FREE_SHAREABLE]) await open(page, `/public/baskets/${hash}/`);
      expect(mismatches(messages)).toEqual([]);
    });
  });

  // The other public pages: the same code on every brand (decision 0099).
  onceAcrossBrands(test, 'starfolio', () => {
    test('the other public pages hydrate without a mismatch', async ({ page }) => {
      const messages = recordConsole(page);
      for (const path of [
        '/',
        '/blog/',
        ARTICLE,
        EXPERT_BASKETS_PATH,
        FEATURED_BASKETS_PATH,
        MANAGERS_PATH,
        ADVISER,
        `/baskets/${FREE_SHAREABLE}/`,
        '/contact/',
        '/faq/',
        '/status/',
      ]) {
        await open(page, path);
        expect(mismatches(messages), path).toEqual([]);
      }
    });

    test('the blog and an article hydrate without the sanitizer; stories the client fetches load it and show', async ({
      page,
    }) => {
      const messages = recordConsole(page);
      const sanitizer: string[] = [];
      page.on('request', (r) => void (/\/sanitize-[\w-]+\.js$/.test(r.url()) && sanitizer.push(r.url())));
      await open(page, ARTICLE);
      await open(page, '/blog/');
      const rows = page.locator('[data-story="all"]');
      await expect(rows).toHaveCount(6);
      // The server's summaries (after each story's date and author), kept as they were written.
      const summary = (row: Locator) => row.locator('p + div > p');
      await expect(summary(rows.first())).not.toBeEmpty();
      expect(sanitizer).toEqual([]);
      // Page 2, fetched as the reader scrolls: the sanitizer loads with it, and its summaries show.
      await scrollToShare(page, 0.72);
      await expect(rows).toHaveCount(16);
      await expect(summary(rows.last())).not.toBeEmpty();
      expect(sanitizer).toHaveLength(1);
      expect(mismatches(messages)).toEqual([]);
    });
  });
});
