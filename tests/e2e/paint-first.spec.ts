import type { Page, Route } from '@playwright/test';
import { test, expect, HYDRATION_MESSAGE } from './support/fixtures';
import { appReady } from './support/app-ready';
import { onceAcrossBrands } from './support/brand-shard';
import { ANALYTICS_MESSAGES as M } from '../../src/features/analytics/messages';

/**
 * The first paint waits for no JavaScript (issue 33, decision 0274): the server's HTML is painted,
 * consent banner included, while the app's modules are still on their way, and the app then hydrates
 * it without a mismatch.
 */
const ARTICLE = { path: '/blog/article/73/what-is-a-sip/', title: 'What is a SIP, and why does it work?' };

/** Holds every script of the build (/assets/*.js) until `release` is called; `held` lists them. */
async function holdScripts(page: Page) {
  const held: string[] = [];
  const waiting: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    held.push(route.request().url());
    if (released) await route.continue();
    else waiting.push(route);
  });
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(waiting.map((route) => route.continue()));
    },
  };
}

/** What the browser has painted so far, by the Paint Timing API. */
const paints = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));

/** Every console message and uncaught error of `page`. */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

test.describe('the first paint', () => {
  // Without the worker every load is the server's HTML (a worker serves later loads the shell).
  test.use({ serviceWorkers: 'block' });

  onceAcrossBrands(test, 'starfolio', () => {
    test("an article's text is painted while its scripts are held back, and hydrates without a mismatch", async ({
      context,
    }) => {
      // A page of its own: the fixture's page waits for the app after each navigation, which these
      // held scripts would never let start.
      const page = await context.newPage();
      const messages = recordConsole(page);
      const scripts = await holdScripts(page);
      const response = await page.goto(ARTICLE.path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      // The modules were asked for, once the page had painted, and none has arrived.
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      await expect.poll(() => paints(page)).toContain('first-contentful-paint');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
      await expect(page.locator('#main p').first()).toBeVisible();
      expect(await page.evaluate(() => Object.keys(document.getElementById('main')!).length)).toBe(0);

      await scripts.release();
      await appReady(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
      expect(messages.filter((m) => HYDRATION_MESSAGE.test(m))).toEqual([]);
      expect(messages.filter((m) => /^(error|pageerror):/.test(m))).toEqual([]);
    });
  });

  onceAcrossBrands(test, 'starfolio', () => {
    test.use({ analyticsConsent: null });

    test('the consent banner is in the first paint for a reader who has not chosen, and out of it once they have', async ({
      context,
    }) => {
      const page = await context.newPage();
      const messages = recordConsole(page);
      const scripts = await holdScripts(page);
      await page.goto('/discover/expertbaskets/', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
      const banner = page.getByRole('region', { name: M.bannerTitle });
      await expect(banner).toBeVisible();
      await scripts.release();
      await appReady(page);
      await banner.getByRole('button', { name: M.reject }).click();
      await expect(banner).toHaveCount(0);

      // The next page: the stored choice hides the server's banner before the first paint, and the app
      // then leaves it out.
      await page.unrouteAll();
      const again = await holdScripts(page);
      await page.goto('/discover/expertbaskets/', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => again.held.length).toBeGreaterThan(0);
      await expect.poll(() => paints(page)).toContain('first-contentful-paint');
      await expect(banner).toBeHidden();
      await again.release();
      await appReady(page);
      await expect(banner).toHaveCount(0);
      expect(messages.filter((m) => HYDRATION_MESSAGE.test(m) || /^(error|pageerror):/.test(m))).toEqual([]);
    });
  });

  onceAcrossBrands(test, 'starfolio', () => {
    test("a basket page's own stylesheets are not fetched again as its code loads; the header's height is set without a mismatch", async ({
      page,
    }) => {
      // Decision 0304: the dynamic-import helper fetched again, and waited for, every stylesheet the server
      // had written into the page, restyling the document as each arrived.
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.css')) fetched.push(new URL(r.url()).pathname);
      });
      const messages = recordConsole(page);
      await page.goto('/baskets/dividend-yield-plus/');
      await appReady(page);
      await page.waitForLoadState('networkidle');
      const held = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-href]')].map((s) => s.getAttribute('data-href')),
      );
      expect(held.length).toBeGreaterThan(3);
      expect(fetched.filter((path) => held.includes(path))).toEqual([]);
      // The sticky header's height, from its ResizeObserver, under every scrolled-to target.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const header = document.querySelector('header')!.getBoundingClientRect().height;
            const set = document.documentElement.style.getPropertyValue('--sticky-header-height');
            return set === `${Math.ceil(header)}px`;
          }),
        )
        .toBe(true);
      expect(messages.filter((m) => HYDRATION_MESSAGE.test(m) || /^(error|pageerror):/.test(m))).toEqual([]);
    });
  });

  onceAcrossBrands(test, 'starfolio', () => {
    test('a page is loaded once: a worker the browser refuses to register does not reload it', async ({ context }) => {
      // The worker is blocked here (the browser refuses its registration, as a private window may): that
      // refusal, inside the registration's lazily loaded code, once counted as a chunk that failed to load.
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      // Playwright logs this when it refuses a registration, after the load event.
      const refused = page.waitForEvent('console', (m) => m.text().includes('Service Worker registration blocked'));
      await page.goto('/');
      await appReady(page);
      await refused;
      // A reload would have been asked for at once: it would be on the network now.
      await page.waitForLoadState('networkidle');
      expect(documents).toHaveLength(1);
    });
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test('a reader who scrolls before the page hydrates is left where they scrolled', async ({ context }) => {
      const page = await context.newPage();
      const scripts = await holdScripts(page);
      await page.goto('/baskets/dividend-yield-plus/', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => paints(page)).toContain('first-contentful-paint');
      // Painted, not hydrated: the reader scrolls down the page the server wrote.
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

      await scripts.release();
      await appReady(page);
      await page.waitForLoadState('networkidle');
      // The router's first render moved it back to the top before (issue 33's paint-first pages).
      expect(await page.evaluate(() => window.scrollY)).toBe(900);
    });
  });
});
