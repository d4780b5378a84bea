import { test, expect } from './support/fixtures';
import {
  apiList,
  expectNoHorizontalOverflow,
  installXssCanary,
  pagesRequested,
  recordListCalls,
  scrollToShare,
  serveHostilePostImages,
  stubVideoPlayers,
} from './support/blog';
import { onceAcrossBrands } from './support/brand-shard';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { formatDate } from '#contract/locale/format';
import { layoutShift, watchLayoutShift } from './support/layout-shift';

const DATE = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;

test.beforeEach(async ({ page }) => {
  await stubVideoPlayers(page);
});

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
    expect(await cls()).toBeLessThanOrEqual(0.02);
    // Arriving from another page, with a slow answer: the spinner is on screen first and then replaced.
    await page.route('**/api/post/list/**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await leadImageLoaded();
    expect(await cls()).toBeLessThanOrEqual(0.02);
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

onceAcrossBrands(test, 'arrowline', () => {
  test('?pageNumber=3 starts at page 3; a story with no image shows its embed', async ({ page, brand }) => {
    const calls = recordListCalls(page);
    await page.goto('/blog?pageNumber=3');
    const api = await apiList(page, brand, 3);
    await expect(page.locator('[data-story="lead"] h2')).toHaveText(api.main[0]!.title);
    // Page 3 came with the HTML.
    expect(pagesRequested(calls)).toEqual([]);

    const embedded = api.main.filter((p) => !p.imageUrl && p.embeddedLink);
    expect(embedded.length).toBeGreaterThan(0);
    for (const post of embedded) {
      const card = page.locator('[data-story]', { has: page.getByRole('heading', { name: post.title, exact: true }) });
      await expect(card.locator('img')).toHaveCount(0);
      const frame = /<iframe[^>]*src="([^"]+)"/.exec(post.embeddedLink!);
      if (frame) await expect(card.locator('iframe')).toHaveAttribute('src', frame[1]!);
      else await expect(card.locator('blockquote')).toBeVisible();
    }
  });
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test("an absent date shows '-'", async ({ page, brand }) => {
    await page.goto('/blog?pageNumber=8');
    const api = await apiList(page, brand, 8);
    const undated = api.main.filter((p) => !p.pubDate);
    expect(undated.length).toBeGreaterThan(0);
    for (const post of undated) {
      const card = page.locator('[data-story]', { has: page.getByRole('heading', { name: post.title, exact: true }) });
      await expect(card.locator('p').filter({ hasText: post.realAuthorName }).locator('span').first()).toHaveText('-');
      await expect(card.locator('time')).toHaveCount(0);
    }
  });
});

// The dialog is the app's one dialog (components/ui/dialog), axe-checked on every brand's colours in
// session.spec.ts and basket-page.spec.ts; its own part, the video frame, takes no brand colour.
onceAcrossBrands(test, 'arrowline', () => {
  test('the video dialog plays the story’s video and closes', async ({ page, brand, axe }) => {
    await page.goto('/blog');
    const api = await apiList(page, brand, 1);
    const video = api.main.find((p) => p.postVideoLink && p.imageUrl)!;
    const play = page.getByRole('button', { name: `Play video: ${video.title}` });
    await play.click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(`${src.origin}${src.pathname}`).toBe(video.postVideoLink);
    await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await expect(frame).toHaveAttribute('title', M.videoFrameTitle(video.title));
    expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(450);
    await expect(frame.contentFrame().getByText('Video player')).toBeVisible();
    await axe(page, '[role="dialog"]');

    await dialog.getByRole('button', { name: M.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

onceAcrossBrands(test, 'harborbank', () => {
  test('leaving the listing clears its data: coming back asks the server again', async ({ page }) => {
    const calls = recordListCalls(page);
    await page.goto('/blog');
    const lead = page.locator('[data-story="lead"]');
    await lead.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(M.pageTitle);
    // Coming back by a link (Back to the same entry keeps the place instead: blog-return.spec.ts).
    await page.getByRole('link', { name: M.backToBlog }).click();
    await expect(lead).toBeVisible();
    // The first time page 1 came with the HTML; coming back, the app asked for it.
    expect(pagesRequested(calls)).toEqual([1]);
  });
});

test.describe('without the service worker', () => {
  // Its retries would go to the network past page.route, which only sees the page's own requests.
  test.use({ serviceWorkers: 'block' });
  onceAcrossBrands(test, 'starfolio');

  test('when the stories cannot be loaded it says so, and Try again recovers', async ({ page, consoleErrors }) => {
    test.slow();
    let fail = true;
    await page.route('**/api/post/list/**', (route) => (fail ? route.abort('connectionfailed') : route.continue()));
    // The server renders /blog with its stories: the failure is the app's, on the way there.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('alert').filter({ hasText: M.loadStoriesFailed })).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: M.retry }).click();
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
    // The refused requests, and the route error the app caught and showed, are expected in the console.
    const expected = /^Failed to load resource: net::ERR_CONNECTION_FAILED$|^ApiError: You appear to be offline/;
    expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test('the hostile post runs no script in the listing, and logs nothing', async ({ page, securityTestPost }) => {
    await serveHostilePostImages(page);
    const canary = await installXssCanary(page);
    await page.goto(`/blog?pageNumber=${securityTestPost.pageNumber}`);
    await expect(page.getByRole('heading', { name: securityTestPost.title })).toBeVisible();
    await page.mouse.move(200, 600);
    await page.waitForTimeout(500);
    expect(await canary.value()).toBe(0);
    expect(canary.dialogs()).toBe(0);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('one column with the popular list below, and nothing wider than the screen', async ({
    page,
    brand,
    axe,
    securityTestPost,
  }) => {
    await serveHostilePostImages(page);
    await page.goto('/blog');
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
    const lead = (await page.locator('[data-story="lead"]').boundingBox())!;
    const popular = (await page.getByRole('region', { name: `Popular on ${brand.displayName}` }).boundingBox())!;
    expect(popular.y).toBeGreaterThan(lead.y + lead.height);
    expect(Math.abs(popular.x - lead.x)).toBeLessThan(2);
    await expectNoHorizontalOverflow(page);
    await axe(page);
    // Page 3 carries embeds; the hostile post's page its long markup.
    for (const n of [3, securityTestPost.pageNumber]) {
      await page.goto(`/blog?pageNumber=${n}`);
      await expect(page.locator('[data-story="lead"]')).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await expect(page.getByRole('heading', { name: securityTestPost.title })).toBeVisible();
  });
});
