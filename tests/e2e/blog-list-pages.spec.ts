import { test, expect } from './support/fixtures';
import {
  apiList,
  expectNoHorizontalOverflow,
  pagesRequested,
  recordListCalls,
  serveHostilePostImages,
} from './support/blog';
import { installXssCanary } from './support/blog-security';
import { onceAcrossBrands } from './support/brand-shard';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';

test.use({ videoPlayersStubbed: true });

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
