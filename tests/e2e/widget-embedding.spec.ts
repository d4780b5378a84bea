import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { computedStyles, partnerAllowed, test, widget } from './support/widget';
import { whereBrand } from './support/brand-shard';
import { WIDGET_MESSAGES as W } from '../../src/widget/messages';

/**
 * How the widget lives on a third-party page: style isolation both ways, its settings, the moment
 * it mounts, its one global, and what a site that may not embed the blog gets.
 */

interface WithWidget {
  TlBlogs?: { version: string; unmount: () => void };
}

const warningsOf = (page: Page) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
};

test.describe('on an allowed partner site', () => {
  // Allowed, so that 'registers no service worker' below means the widget registered none.
  test.use({ serviceWorkers: 'allow' });
  whereBrand(
    test,
    (brand, baseURL) => partnerAllowed(baseURL, brand),
    'this brand does not let partner.localhost embed its blog',
  );

  test("a hostile host stylesheet leaves the widget's styles alone, and the widget leaves the host's", async ({
    page,
    demo,
  }) => {
    const w = widget(page);
    const targets = {
      root: w.locator('[data-tl-blogs-root]'),
      leadTitle: w.locator('[data-story="lead"] h2'),
      leadLink: w.locator('[data-story="lead"] h2 a'),
      chip: w.locator('[data-story="side"] span').first(),
      allStories: w.locator('#all-stories'),
      summary: w.locator('[data-story="all"] p').first(),
      popularRank: w.locator('#popular-stories + ol li span').first(),
    };
    const read = async () => {
      await expect(targets.leadTitle).toBeVisible();
      const out: Record<string, Record<string, string>> = {};
      for (const [name, target] of Object.entries(targets)) out[name] = await computedStyles(target);
      return out;
    };
    await page.goto(demo.url());
    const calm = await read();
    await page.goto(demo.url('/blog/', { variant: 'hostile-styles' }));
    // The hostile sheet is really there: it turned the host page red and 40 px.
    const logo = await computedStyles(page.locator('.logo'));
    expect([logo.color, logo['font-size']]).toEqual(['rgb(255, 0, 0)', '40px']);
    expect(await read()).toEqual(calm);
    // And the widget's own sizes ignore the host's root font size (18 px on this site).
    expect(calm.leadTitle!['font-size']).not.toBe('18px');

    // The widget's styles change nothing of the host page.
    const host = ['body', '.logo', '.masthead nav a', 'main h1', '.standfirst', '.footer p'];
    const hostStyles = async () => Promise.all(host.map((s) => computedStyles(page.locator(s).first())));
    await page.goto(demo.url('/blog/', { variant: 'no-widget' }));
    const without = await hostStyles();
    await page.goto(demo.url());
    await expect(targets.leadTitle).toBeVisible();
    expect(await hostStyles()).toEqual(without);
  });

  test('a missing or wrong setting gives a clear message in the widget and a console warning', async ({
    page,
    demo,
    axe,
  }) => {
    const warnings = warningsOf(page);
    await page.goto(demo.url('/blog/', { variant: 'missing-detail-url' }));
    const message = W.missingSetting('data-tl-post-detail-page-url');
    await expect(widget(page).getByRole('alert')).toHaveText(message);
    await expect.poll(() => warnings).toContain(`TlBlogs: ${message}`);
    await axe(page, '#tl-blogs');

    await page.goto(demo.url('/blog/', { variant: 'bad-list' }));
    await expect(widget(page).getByRole('alert')).toHaveText(W.badPostList('sideways', ['all', 'latest', 'popular']));
  });

  test("'latest' and 'popular' show those lists only", async ({ page, demo, brand }) => {
    await page.goto(demo.url('/blog/', { list: 'latest' }));
    const w = widget(page);
    await expect(w.locator('[data-story="lead"]')).toBeVisible();
    await expect(w.locator('[data-story="side"]')).toHaveCount(3);
    await expect(w.locator('[data-story="all"]')).toHaveCount(0);
    await page.goto(demo.url('/blog/', { list: 'popular' }));
    await expect(w.locator('#popular-stories')).toHaveText(`Popular on ${brand.displayName}`);
    await expect(w.locator('[data-story]')).toHaveCount(0);
  });

  test('mounts when the element appears after the script, and adds exactly one global', async ({ page, demo }) => {
    await page.goto(demo.url('/blog/', { variant: 'no-widget' }));
    const before = await page.evaluate(() => Object.keys(window));
    await page.goto(demo.url('/blog/', { variant: 'late' }));
    await expect(widget(page).locator('[data-story="lead"]')).toBeVisible();
    const added = await page.evaluate((keys) => Object.keys(window).filter((k) => !keys.includes(k)), before);
    expect(added).toEqual(['TlBlogs']);
    expect(await page.evaluate(() => (window as WithWidget).TlBlogs?.version)).toMatch(/^\d+\.\d+\.\d+\+\d{14}$/);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);

    await page.evaluate(() => (window as WithWidget).TlBlogs?.unmount());
    await expect(widget(page).locator('[data-story="lead"]')).toHaveCount(0);
  });
});

test('a site that may not embed the blog gets a message and no data', async ({
  page,
  demo,
  brand,
  baseURL,
  consoleErrors,
}) => {
  // Not in any brand's embedOrigins (and, for brands without the widget, partner.localhost either).
  const host = partnerAllowed(baseURL!, brand) ? 'unlisted.partner.localhost' : 'partner.localhost';
  const warnings = warningsOf(page);
  await page.goto(demo.url('/blog/', {}, host));
  await expect(widget(page).getByRole('alert')).toHaveText(W.notAllowed(brand.displayName));
  await expect.poll(() => warnings.some((w) => w.includes('may not embed'))).toBe(true);
  await expect(widget(page).locator('[data-story]')).toHaveCount(0);

  // The API itself answers this origin without CORS headers, so the browser keeps the data from it.
  const api = `${demo.brandOrigin}/${brand.segment}/api/post/list/?pageNumber=1`;
  const outcome = await page.evaluate(
    (url) =>
      fetch(url).then(
        (r) => `read ${r.status}`,
        (e: Error) => e.name,
      ),
    api,
  );
  expect(outcome).toBe('TypeError');
  // That refusal is the browser's console error (our fetch's, not the widget's); nothing else may be.
  expect(consoleErrors.filter((e) => !/CORS policy|net::ERR_FAILED/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});
