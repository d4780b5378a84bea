import { test, expect } from './support/fixtures';
import { apiList, pagesRequested, recordListCalls, scrollToShare } from './support/blog';
import { onBrands, onceAcrossBrands } from './support/brand-shard';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { formatDate } from '#contract/locale/format';
import { layoutShift, layoutShiftSources, watchLayoutShift } from './support/layout-shift';

test.use({ videoPlayersStubbed: true });

const DATE = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

// The lead and lists are alike on every brand: on two (decision 0099).
onBrands(test, ['starfolio', 'harborbank'], () => {
  test('lead, side stories, All Stories and the numbered popular list, with the page from the server', async ({
    page,
    brand,
    axe,
  }) => {
    const calls = recordListCalls(page);
    await page.goto('/blog');
    const lead = page.locator('[data-story="lead"]');
    await expect(lead).toBeVisible();
    const api = await apiList(page, brand, 1);

    // Story 1 is the lead, with its LCP image fetched first and its space reserved.
    await expect(lead.getByRole('heading', { level: 2 })).toHaveText(api.main[0]!.title);
    const leadImage = lead.locator('img').first();
    await expect(leadImage).toHaveAttribute('fetchpriority', 'high');
    await expect(leadImage).toHaveAttribute('width', String(api.main[0]!.imageWidth));
    await expect(leadImage).toHaveAttribute('height', String(api.main[0]!.imageHeight));
    // In WebP through <picture>, asked for from the document's head before the body (decision 0298).
    const webp = api.main[0]!.imageSources[0]!;
    await expect(lead.locator('picture source').first()).toHaveAttribute('srcset', webp.srcSet);
    await expect.poll(() => leadImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.webp$/);
    const head = (await page.evaluate(() => fetch(location.href).then((r) => r.text()))).split('<body')[0]!;
    const hint = head.match(/<link rel="preload" as="image"[^>]*>/gi)?.find((l) => /type="image\/webp"/.test(l));
    expect(hint, 'the lead image is preloaded from the head').toMatch(/fetchpriority="high"/i);

    // Stories 2–4, each with its tag chip.
    const side = page.locator('[data-story="side"]');
    await expect(side).toHaveCount(3);
    for (const [i, post] of api.main.slice(1, 4).entries()) {
      await expect(side.nth(i).getByRole('heading')).toHaveText(post.title);
      await expect(side.nth(i).getByText(post.tag!, { exact: true })).toBeVisible();
    }

    // The rest under 'All Stories', each with its short description.
    await expect(page.getByRole('heading', { name: 'All Stories', level: 2 })).toBeVisible();
    const rows = page.locator('[data-story="all"]');
    await expect(rows).toHaveCount(6);
    await expect(rows.first().getByRole('heading', { level: 3 })).toHaveText(api.main[4]!.title);
    await expect(rows.first()).toContainText(api.main[4]!.shortText.replace(/<[^>]+>/g, ''));

    // 'Popular on {brand}', numbered 01, 02, …
    const popular = page.getByRole('region', { name: `Popular on ${brand.displayName}` });
    await expect(popular).toBeVisible();
    const entries = popular.getByRole('listitem');
    await expect(entries).toHaveCount(api.popular.length);
    for (const [i, post] of api.popular.entries()) {
      await expect(entries.nth(i)).toHaveText(`${String(i + 1).padStart(2, '0')}${post.title}`);
    }

    // Links, dates and authors.
    const first = api.main[0]!;
    await expect(lead.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/blog/article/${first.postId}/${first.slug}/`,
    );
    const dates = await page.locator('[data-story] time').allTextContents();
    expect(dates.length).toBeGreaterThanOrEqual(10);
    for (const d of dates) expect(d).toMatch(DATE);
    await expect(lead.locator('time')).toHaveText(formatDate(first.pubDate));
    for (const post of api.main) {
      const card = page.locator('[data-story]', { has: page.getByRole('heading', { name: post.title, exact: true }) });
      if (post.realAuthorUrl) {
        await expect(card.getByRole('link', { name: post.realAuthorName })).toHaveAttribute('href', post.realAuthorUrl);
      } else {
        await expect(card.getByText(post.realAuthorName)).toBeVisible();
        await expect(card.getByRole('link', { name: post.realAuthorName })).toHaveCount(0);
      }
    }

    // The first page came with the HTML (decision 0070): the browser never asked for it, nor preloaded it.
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
    expect(calls).toEqual([]);
    await expect(page).toHaveTitle(brand.pages.blog.title);
    await axe(page);
  });
});

test.describe('the spinner', () => {
  // Once the service worker controls the page, the app's call goes through it, past page.route (which
  // sees the page's own requests only), and the stories arrive unheld: the spinner test would race it.
  test.use({ serviceWorkers: 'block' });
  onceAcrossBrands(test, 'arrowline');

  test("a spinner ('Loading stories…') shows until the stories arrive", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/post/list/**', async (route) => {
      await held;
      await route.continue();
    });
    // The server renders /blog with its stories: the spinner is the app's, on the way there from another page.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('status').filter({ hasText: M.loadingStories })).toBeVisible();
    await expect(page.locator('[data-story="lead"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
    await expect(page.getByText(M.loadingStories)).toHaveCount(0);
  });
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('nothing moves while the listing loads (CLS)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShift(page);
    const cls = () => layoutShift(page);
    const leadImageLoaded = async () => {
      await expect(page.locator('[data-story="lead"] img')).toBeVisible();
      await page.waitForFunction(
        () => (document.querySelector('[data-story="lead"] img') as HTMLImageElement).complete,
      );
      await page.waitForTimeout(300);
    };
    // As the server sends it, hydrated.
    await page.goto('/blog');
    await leadImageLoaded();
    expect(await cls(), await layoutShiftSources(page)).toBeLessThanOrEqual(0.02);
    // Arriving from another page, with a slow answer: the spinner is on screen first and then replaced.
    await page.route('**/api/post/list/**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await leadImageLoaded();
    expect(await cls(), await layoutShiftSources(page)).toBeLessThanOrEqual(0.02);
  });
});

onceAcrossBrands(test, 'harborbank', () => {
  test('scrolling past 70% of the page appends page 2', async ({ page, brand }) => {
    const calls = recordListCalls(page);
    await page.goto('/blog');
    await expect(page.locator('[data-story="all"]')).toHaveCount(6);
    await scrollToShare(page, 0.6);
    await page.waitForTimeout(400);
    // Page 1 came with the HTML.
    expect(pagesRequested(calls)).toEqual([]);

    await scrollToShare(page, 0.72);
    await expect(page.locator('[data-story="all"]')).toHaveCount(16);
    expect(pagesRequested(calls)).toEqual([2]);
    // Appended: the lead is still story 1 of page 1.
    const api = await apiList(page, brand, 1);
    await expect(page.locator('[data-story="lead"] h2')).toHaveText(api.main[0]!.title);
  });
});

onceAcrossBrands(test, 'starfolio', () => {
  test("'Load More' replaces infinite scroll after page 5; it loads page 6 and sets ?pageNumber=6", async ({
    page,
  }) => {
    test.slow();
    const calls = recordListCalls(page);
    await page.goto('/blog');
    const rows = page.locator('[data-story="all"]');
    const loadMore = page.getByRole('link', { name: M.loadMore });
    await expect(rows).toHaveCount(6);
    const first = (await page.locator('[data-story="lead"] h2').textContent())!;
    for (const n of [2, 3, 4, 5]) {
      await expect(loadMore).toHaveCount(0);
      await scrollToShare(page, 0.9);
      await expect(rows).toHaveCount(n * 10 - 4);
    }
    await expect(loadMore).toBeVisible();
    await expect(loadMore).toHaveAttribute('href', /[?&]pageNumber=6$/);
    // At the stop, scrolling to the very bottom loads nothing more.
    await scrollToShare(page, 1);
    await page.waitForTimeout(500);
    // Page 1 came with the HTML.
    expect(pagesRequested(calls)).toEqual([2, 3, 4, 5]);

    await loadMore.click();
    await expect(rows).toHaveCount(56);
    await expect(page).toHaveURL(/\/blog\/?\?pageNumber=6$/);
    // Page 6 was appended, not swapped in: the lead is still page 1's, and nothing was fetched twice.
    await expect(page.locator('[data-story="lead"] h2')).toHaveText(first);
    await page.waitForTimeout(500);
    expect(pagesRequested(calls)).toEqual([2, 3, 4, 5, 6]);
    // Infinite scroll takes over again after the stop.
    await scrollToShare(page, 0.95);
    await expect(rows).toHaveCount(66);
    expect(pagesRequested(calls)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});
