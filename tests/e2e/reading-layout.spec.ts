import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openInApp } from './support/app-ready';
import { apiList, apiPost, expectNoHorizontalOverflow } from './support/blog';
import { BLOG_MESSAGES as M } from '../../src/features/blog/messages';
import { onceAcrossBrands } from './support/brand-shard';

/** How stories and articles sit on the screen: embeds, tables, later pages, the end of the list. */

const LONG_POST = 73;
const TAX_POST = 72;

test.use({ videoPlayersStubbed: true });

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

onceAcrossBrands(test, 'harborbank', () => {
  test('a story without an image shows its quote in a framed card the size of an image', async ({ page, brand }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog?pageNumber=4');
    const api = await apiList(page, brand, 4);
    const quoted = api.main.slice(1, 4).findIndex((p) => !p.imageUrl && p.embeddedLink?.includes('<blockquote'));
    expect(quoted).toBeGreaterThanOrEqual(0);
    const side = page.locator('[data-story="side"]');
    await expect(side).toHaveCount(3);
    await expect(side.nth(quoted).locator('blockquote')).toBeVisible();

    // The three side stories line up: media boxes of one height, titles on one line. An image's box
    // is its <img>: the <picture> around it takes no box of its own (display: contents).
    const mediaBox = ':scope > picture > img, :scope > :first-child:not(picture)';
    const media = await Promise.all([0, 1, 2].map(async (i) => (await side.nth(i).locator(mediaBox).boundingBox())!));
    const titles = await Promise.all(
      [0, 1, 2].map(async (i) => (await side.nth(i).getByRole('heading').boundingBox())!),
    );
    for (const m of media) expect(Math.abs(m.height - media[0]!.height)).toBeLessThanOrEqual(1);
    for (const t of titles) expect(Math.abs(t.y - titles[0]!.y)).toBeLessThanOrEqual(1);
    // The quote has a frame: its own background and border.
    const frame = await side
      .nth(quoted)
      .locator('> :first-child')
      .evaluate((el) => getComputedStyle(el));
    expect(frame.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(frame.borderTopWidth).not.toBe('0px');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  onceAcrossBrands(test, 'arrowline', () => {
    test("'Continue reading' brings the next page's start into view below the sticky header", async ({ page }) => {
      await page.goto(`/blog/article/${LONG_POST}/what-is-a-sip/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: M.continueReading }).click();
      const added = page.getByRole('region', { name: 'Page 2' });
      await expect(added).toBeFocused();
      await page.waitForTimeout(200);
      const header = await box(page, 'header');
      const top = (await added.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(header.y + header.height);
      expect(top).toBeLessThan(header.y + header.height + 48);
    });
  });

  // The quote card is alike on every brand: once (decision 0099).
  onceAcrossBrands(test, 'arrowline', () => {
    test('a lead story without an image gets a 16:9 quote card, not a loose quote', async ({ page, brand, axe }) => {
      await page.goto('/blog?pageNumber=8');
      const api = await apiList(page, brand, 8);
      expect(api.main[0]!.imageUrl).toBeNull();
      const card = page.locator('[data-story="lead"] > :first-child');
      await expect(card.locator('blockquote')).toBeVisible();
      const { width, height } = (await card.boundingBox())!;
      expect(Math.abs(height - (width * 9) / 16)).toBeLessThanOrEqual(2);
      await expectNoHorizontalOverflow(page);
      await axe(page);
    });
  });

  test('article tables have borders and padding', async ({ page, axe }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/blog/article/${TAX_POST}/ltcg-on-equity/`);
    const table = page.locator('article table').first();
    await expect(table).toBeVisible();
    const cell = await table
      .locator('td')
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopWidth, style: s.borderTopStyle, padding: parseFloat(s.paddingLeft) };
      });
    expect(cell.border).toBe('1px');
    expect(cell.style).toBe('solid');
    expect(cell.padding).toBeGreaterThanOrEqual(8);
    const caption = await table.locator('caption').evaluate((el) => getComputedStyle(el).textAlign);
    expect(caption).toBe('left');
    await expectNoHorizontalOverflow(page);
    await axe(page);
  });
});

test.describe('a table wider than the phone', () => {
  // The wide table is put into the post's answer here (page.route sees no service worker requests).
  test.use({ serviceWorkers: 'block', viewport: { width: 320, height: 640 } });
  // The article's tables at this width are axe-checked on every brand above; the scrolling is no brand's.
  onceAcrossBrands(test, 'moneyleaf');

  test('scrolls sideways inside its own box, and the keyboard can reach and scroll it', async ({
    page,
    brand,
    axe,
  }) => {
    const wide =
      '<table><caption>Returns by year</caption><thead><tr>' +
      ['Basket', '2021', '2022', '2023', '2024', '2025'].map((h) => `<th>${h}</th>`).join('') +
      '</tr></thead><tbody><tr>' +
      ['Quality compounders', '+18.2%', '−4.1%', '+22.7%', '+9.3%', '+11.8%'].map((d) => `<td>${d}</td>`).join('') +
      '</tr></tbody></table>';
    const post = await apiPost(page, brand, TAX_POST);
    await page.route('**/api/post/details/**', (route) =>
      route.fulfill({ json: { head: { status: 0 }, body: { post: { ...post, bodyHtml: wide + post.bodyHtml } } } }),
    );
    // Opened from inside the app: the server renders a page with its data, out of page.route's reach.
    await openInApp(page, `/blog/article/${TAX_POST}/ltcg-on-equity/`);
    const table = page.locator('article table').first();
    await expect(table).toContainText('Returns by year');
    const size = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll).toBeGreaterThan(size.client);
    await expectNoHorizontalOverflow(page);
    // Only the table that scrolls is a tab stop.
    await expect(table).toHaveAttribute('tabindex', '0');
    await expect(page.locator('article table').nth(1)).not.toHaveAttribute('tabindex', /.*/);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await axe(page);
  });
});

// The listing's end is alike on every brand: once (decision 0099).
onceAcrossBrands(test, 'starfolio', () => {
  test('past the last page the listing says there are no more stories and leads back to page 1', async ({
    page,
    axe,
  }) => {
    await page.goto('/blog?pageNumber=99');
    await expect(page.getByText(M.noMoreStories)).toBeVisible();
    await expect(page.getByText(M.noStories)).toHaveCount(0);
    const back = page.getByRole('link', { name: M.firstPage });
    await axe(page);
    await back.click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
  });
});
