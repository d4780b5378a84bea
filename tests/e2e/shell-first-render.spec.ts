import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { apiList } from './support/blog';
import { openArticle, openControlled, tolerateOfflineNetworkErrors } from './support/offline';
import type { PostSummary } from '#contract/blog/types';

/**
 * A page the worker's shell opens (every app navigation it controls, decision 0071) loads its route
 * before its first render and renders the page once, whole; a page waiting on the network shows its
 * frame after 200 ms (src/main.tsx, decision 0314).
 */
test.use({ serviceWorkers: 'allow' });

/**
 * A page of its own (the fixture's page waits for the whole app after each navigation), its errors
 * recorded, on /blog under the worker, with a free post of the list's page `listPage`.
 */
async function blogUnderWorker(context: BrowserContext, brand: Parameters<typeof apiList>[1], listPage: number) {
  const page = await context.newPage();
  const errors = recordErrors(page);
  await openControlled(page, '/blog');
  const post = (await apiList(page, brand, listPage)).main.find((p: PostSummary) => !p.isPremiumPost);
  if (!post) throw new Error(`No free post on page ${listPage} of the blog`);
  return { page, errors, post };
}

/** Every console error and uncaught error of `page`. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Notes, at each animation frame of every document, when the page's header and its first-level heading
 * are first there (a string: a function would reach the page as compiled, with helpers it lacks).
 */
const WATCH_FIRST_FRAMES = `{
  const seen = (window.__firstFrames = {});
  const frame = (now) => {
    if (seen.header === undefined && document.querySelector('header')) seen.header = now;
    if (seen.h1 === undefined && document.querySelector('h1')) seen.h1 = now;
    if (seen.h1 === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}`;

onceAcrossBrands(test, 'starfolio', () => {
  test('offline, an article the device has comes in one frame with the header: no frame-only paint first', async ({
    context,
    brand,
  }) => {
    const { page, errors, post } = await blogUnderWorker(context, brand, 1);
    await openArticle(page, post);
    await page.goto('/blog');
    await context.addInitScript({ content: WATCH_FIRST_FRAMES });
    await context.setOffline(true);
    await page.goto(`/blog/article/${post.postId}/${post.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const frames = await page.evaluate(
      () => (window as unknown as { __firstFrames: Record<string, number> }).__firstFrames,
    );
    expect(frames.header).toBeDefined();
    expect(frames.h1).toBe(frames.header);
    await context.setOffline(false);
    tolerateOfflineNetworkErrors(errors);
    expect(errors).toEqual([]);
  });

  test("online, a page the worker's shell opens shows its frame while its data is on the way, then the page, asked once", async ({
    context,
    brand,
  }) => {
    // Of the list's second page: nothing of it is on the device yet.
    const { page, errors, post } = await blogUnderWorker(context, brand, 2);
    const asked: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The context's route: the worker's own requests pass through it too.
    await context.route(`**/${brand.segment}/api/post/details/?postId=${post.postId}*`, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(`/blog/article/${post.postId}/${post.slug}/`, { waitUntil: 'commit' });
    // The shell's frame, with the post still on the way (src/main.tsx, decision 0314).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(asked).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
