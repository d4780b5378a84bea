import { test, expect } from './support/fixtures';
import { pagesRequested, recordListCalls, scrollToShare, serveHostilePostImages } from './support/blog';
import { onceAcrossBrands } from './support/brand-shard';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';

/** Back from an article keeps the reader's place; any other way in is a fresh listing (decision 0057). */

test.beforeEach(async ({ page }) => {
  await serveHostilePostImages(page);
});

test.use({ viewport: { width: 360, height: 740 }, videoPlayersStubbed: true });
// Brand-independent (the listing's own rule): it runs once, on the default brand.
onceAcrossBrands(test, 'starfolio');

test('Back from a story on page 5 shows the five pages at the same place; a link in asks again', async ({ page }) => {
  test.slow();
  const calls = recordListCalls(page);
  await page.goto('/blog');
  const rows = page.locator('[data-story="all"]');
  await expect(rows).toHaveCount(6);
  // Scroll on until the fifth page is in: one scroll may bring one page or two (the footer's height
  // differs by brand), and infinite scroll stops at page 5 on its own.
  for (const n of [2, 3, 4, 5]) {
    await scrollToShare(page, 0.9);
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(n * 10 - 4);
  }
  await expect(rows).toHaveCount(46);
  // A story on screen, deep in the list.
  await scrollToShare(page, 0.85);
  const story = rows.nth(40);
  await story.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const title = (await story.getByRole('heading').textContent())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(10_000);

  await story.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(rows).toHaveCount(46);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 3);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(3);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeInViewport();
  // Nothing was asked again (page 1 came with the HTML, decision 0070).
  await page.waitForTimeout(500);
  expect(pagesRequested(calls)).toEqual([2, 3, 4, 5]);

  // A link back to the blog is a new visit: the data was cleared, page 1 comes from the server.
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: M.backToBlog }).click();
  await expect(rows).toHaveCount(6);
  expect(pagesRequested(calls)).toEqual([2, 3, 4, 5, 1]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // And Back to the five pages after that fresh visit is not a return to them any more.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  // Page 1 is asked for again: the five pages are not shown from memory. (What the restored scroll
  // position of that entry asks for next, and how soon, is the listing's own business: counting rows
  // here would race it.)
  await expect.poll(() => pagesRequested(calls).length).toBeGreaterThanOrEqual(6);
  expect(pagesRequested(calls).slice(0, 6)).toEqual([2, 3, 4, 5, 1, 1]);
  await expect(rows.first()).toBeVisible();
});
