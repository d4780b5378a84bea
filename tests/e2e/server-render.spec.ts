import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect, HYDRATION_MESSAGE } from './support/fixtures';
import { apiPost, logIn } from './support/blog';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { FEATURED_BASKETS_PATH } from '../../src/app/destinations';
import { onceAcrossBrands } from './support/brand-shard';

/** Server-rendered public pages (decision 0070): readable without JavaScript, hydrated without a word. */

const LONG_POST = { id: 73, slug: 'what-is-a-sip', title: 'What is a SIP, and why does it work?' };
const PREMIUM_POST = 66;

/** A page as a crawler gets it: plain HTTP from Node, no browser (Node cannot resolve *.localhost: 127.0.0.1 + Host). */
function fetchHtml(
  baseURL: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; html: string }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, headers: { host: url.host } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Calls the app makes for data a page needs first: none, when the server rendered it. */
function recordDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/((analysis\/)?post\/(list|details)|basket\/listing|curators)\/$/.test(new URL(r.url()).pathname)) {
      calls.push(r.url());
    }
  });
  return calls;
}

test.use({ videoPlayersStubbed: true });

// Each navigation here is a first visit: with a worker in control, later ones get the shell (decision 0071).
test.use({ serviceWorkers: 'block' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  onceAcrossBrands(test, 'harborbank', () => {
    test('the blog lists its stories with working links, and an article opens', async ({ page }) => {
      await page.goto('/blog');
      const stories = page.locator('[data-story]');
      await expect(stories.first()).toBeVisible();
      expect(await stories.count()).toBeGreaterThanOrEqual(10);
      await expect(page.getByRole('heading', { name: 'All Stories', level: 2 })).toBeVisible();
      const lead = page.locator('[data-story="lead"]').getByRole('heading').getByRole('link');
      const title = (await lead.textContent())!;
      await lead.click();
      await expect(page).toHaveURL(/\/blog\/article\/\d+\/[\w-]+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Its own link back, and the header's, lead on.
      await page.getByRole('link', { name: M.backToBlog }).click();
      await expect(page).toHaveURL(/\/blog\/?$/);
      await expect(stories.first()).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Featured Baskets' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main article').first()).toBeVisible();
    });
  });

  test('an article shows its text', async ({ page, brand }) => {
    await page.goto(`/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_POST.title);
    await expect(page).toHaveTitle(`${LONG_POST.title} — ${brand.displayName}`);
    await expect(page.locator('article')).toContainText('A systematic investment plan turns investing into a habit.');
    await expect(page.locator('article table caption')).toContainText('A SIP of ₹2,000 a month');
    // Styled as the app is: the article's own stylesheet came in the page (decision 0087), and applies.
    await expect(page.locator('head style[data-href*="article-page"]')).toHaveCount(1);
    // No stylesheet is fetched: each in the page is named by a disabled link, for the import helper only
    // (decision 0304), and no other.
    await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    const named = await page.evaluate(() => ({
      styles: [...document.querySelectorAll('head style[data-href]')].map((s) => s.getAttribute('data-href')),
      links: [...document.querySelectorAll('head link[rel="stylesheet"][disabled]')].map((l) => l.getAttribute('href')),
    }));
    expect(named.links).toEqual(named.styles);
    // The article's caption rule (article.css.ts): a block that stays in view, not the browser's table-caption.
    await expect(page.locator('article table caption')).toHaveCSS('position', 'sticky');
    await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
  });

  onceAcrossBrands(test, 'moneyleaf', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("a basket's constituents are cards on a phone, from the page's own styles", async ({ page }) => {
      await page.goto('/public/baskets/dividend-yield-plus/');
      const constituents = page.getByRole('table', { name: /stocks, with their weights/ });
      await expect(constituents).toBeVisible();
      // A lazily loaded part the server renders brings its stylesheet in the page (decision 0309): its
      // table is a list of cards within the width, not a wide table.
      await expect(page.locator('head style[data-href*="constituents-section"]')).toHaveCount(1);
      await expect(constituents.locator('tbody > tr').first()).toHaveCSS('display', 'flex');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(page.locator('head link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    });

    test("a basket's chart is drawn by the server, in the brand's colour, within a phone's width", async ({ page }) => {
      await page.goto('/public/baskets/dividend-yield-plus/');
      // Decision 0310: SVG in the server's HTML, no script of its own; the basket's line over the benchmark's.
      const figure = page.getByRole('figure', { name: /The basket’s value against/ });
      const chart = figure.getByTestId('performance-chart');
      await expect(chart).toBeVisible();
      const lines = chart.locator('path');
      await expect(lines).toHaveCount(2);
      const figureBox = (await figure.boundingBox())!;
      const lineBox = (await lines.last().boundingBox())!;
      expect(lineBox.width).toBeGreaterThan(figureBox.width * 0.95);
      expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(figureBox.x + figureBox.width + 1);
      const pressed = page.getByRole('button', { name: '1yr', pressed: true });
      const brandColour = await pressed.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect(lines.last()).toHaveCSS('stroke', brandColour);
      // Month labels a phone has room for: the quarters' (every third month).
      const shown = await chart
        .locator('text')
        .evaluateAll((texts) => texts.filter((t) => getComputedStyle(t).display !== 'none').map((t) => t.textContent));
      expect(shown.filter((t) => /^[A-Z][a-z]{2} \d{2}$/.test(t!)).map((t) => t!.slice(0, 3))).toEqual(
        expect.arrayContaining(['Jan', 'Apr', 'Jul']),
      );
      expect(shown).not.toContain('Feb 26');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

test("an article's HTML, fetched without a browser, carries its title and description", async ({
  page,
  brand,
  baseURL,
}) => {
  const post = await apiPost(page, brand, LONG_POST.id);
  const { status, headers, html } = await fetchHtml(baseURL!, `/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`);
  expect(status).toBe(200);
  expect(headers['content-type']).toContain('text/html');
  expect(html).toContain(`<title>${post.title} — ${brand.displayName}</title>`);
  const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  expect(description).toBe(post.shortText.replace(/<[^>]+>/g, '').trim());
  expect(html).toContain(`<h1 id="article-title"`);
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('a server-rendered page hydrates without a word in the console and asks for none of its data again', async ({
    page,
  }) => {
    const calls = recordDataCalls(page);
    for (const path of [
      '/',
      '/blog',
      `/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`,
      '/discover/managers/',
      FEATURED_BASKETS_PATH,
    ]) {
      // page.goto resolves once the app is live (support/app-ready.ts); the fixture fails on any hydration report.
      await page.goto(path);
    }
    expect(calls).toEqual([]);
    // Live: the like button of a hydrated article answers a visitor with the login prompt.
    await page.goto(`/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`);
    await page.getByRole('button', { name: /^Like\b/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

onceAcrossBrands(test, 'arrowline', () => {
  test('a page whose HTML differs from the first render is reported', async ({ page, baseURL, consoleErrors }) => {
    // The check the console fixture makes on every test, shown to work: the server's HTML, one word changed.
    const path = `/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`;
    const served = await fetchHtml(baseURL!, path);
    await page.route(`**${path}`, (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({
            status: served.status,
            headers: {
              'content-type': 'text/html',
              'content-security-policy': String(served.headers['content-security-policy']),
            },
            body: served.html.replace(`>${LONG_POST.title}</h1>`, '>Something else</h1>'),
          })
        : route.continue(),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_POST.title);
    expect(consoleErrors.some((e) => HYDRATION_MESSAGE.test(e))).toBe(true);
    consoleErrors.length = 0;
  });
});

onceAcrossBrands(test, 'starfolio', () => {
  test('a subscriber gets the whole premium article from the server, never stored, and nothing is asked twice', async ({
    page,
    brand,
  }) => {
    await page.goto('/');
    await logIn(page, brand, 'subscriber');
    const calls = recordDataCalls(page);
    const response = await page.goto(`/blog/article/${PREMIUM_POST}/x/`);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: M.premiumTitle })).toHaveCount(0);
    // The header shows the subscriber once the app is live, without a second request for the article.
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
