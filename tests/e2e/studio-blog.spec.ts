import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { allowConsoleErrors } from './support/session';
import { studioSignIn } from './support/ops';
import { closedMarketURL } from './support/closed-market';

/**
 * The blog CMS (docs/blog-cms.md): the seed adviser writes a post with an image and a page break,
 * the typed text survives a reload and going offline, and once published it reads on the blog (page
 * 2 too), in the feed and in the sitemap. Brand-independent: one brand (decision 0099). On the
 * second server: the published post becomes the blog's newest story, which the blog specs on the main
 * server must not see.
 */

onceAcrossBrands(test, 'starfolio', () => {
  test('write, keep through reload and offline, publish, read on the blog, feed and sitemap', async ({
    page,
    context,
    brand,
    axe,
    consoleErrors,
  }) => {
    // One journey through the editor, the blog, the feed and the sitemap: longer than one screen's test.
    test.slow();
    const title = `Reading the monsoon ${Date.now()}`;
    const origin = closedMarketURL(brand);
    await studioSignIn(page, brand, `${origin}/studio/posts/`);
    await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Title').fill(title);
    // The first save creates the post; the address becomes its own.
    await expect(page).toHaveURL(/\/studio\/posts\/\d+\/$/);
    // The autosave's status line (the app's offline banner is a status too).
    const status = page.locator('p[role="status"][aria-live="polite"]').first();
    await expect(status).toHaveText(/^Saved at \d\d:\d\d$/);

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Page one of the monsoon note.');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Page break' }).click();
    // The toolbar hands the focus back to the editor: typing before it arrives loses the first keys (seen on a
    // loaded machine, 'age two').
    await expect(body).toBeFocused();
    await page.keyboard.type('Page two: the reservoirs.');
    await page.getByRole('button', { name: 'New author' }).click();
    await page.getByLabel('Author name').fill('Asha Rao');
    await page.getByRole('button', { name: 'Add author' }).click();
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue(/\d+/);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2f6f9f' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'monsoon.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: "The post's image" })).toBeVisible();
    await expect(status).toHaveText(/^Saved at/);
    await axe(page);

    // Typed, the saves refused (here) until after a reload: the device copy brings it back, then it is saved.
    const saves = '**/api/blog/cms/posts/save/';
    await page.route(saves, (route) => route.abort());
    await page.getByLabel('Title').fill(`${title}!`);
    await expect(status).toHaveText('Offline — your changes are kept on this device');
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue(`${title}!`);
    await expect(page.getByText('Restored the changes kept on this device.')).toBeVisible();
    await page.unroute(saves);
    await expect(status).toHaveText(/^Saved at/);

    // Offline: kept on the device and said so; saved when the connection returns.
    await context.setOffline(true);
    await page.getByLabel('Title').fill(title);
    await expect(status).toHaveText('Offline — your changes are kept on this device');
    await context.setOffline(false);
    await expect(status).toHaveText(/^Saved at/);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published.', { exact: true })).toBeVisible();
    const postUrl = await page.getByRole('link', { name: 'View on the blog' }).getAttribute('href');
    const articlePath = new URL(postUrl!).pathname;
    expect(articlePath).toMatch(/^\/blog\/article\/\d+\//);

    await page.goto(`${origin}/blog/`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // An adviser's post starts with its name and SEBI registration (docs/compliance.md).
    await expect(
      page.getByText(/^.+, SEBI-registered (investment adviser|research analyst) IN[AH]\d{9}$/),
    ).toBeVisible();
    await expect(page.getByText('Page one of the monsoon note.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue reading' }).click();
    await expect(page.getByRole('region', { name: 'Page 2' })).toContainText('Page two: the reservoirs.');

    // Fetched by the page: the brand's host name resolves in Chromium only.
    const text = (path: string) => page.evaluate((p) => fetch(p).then((r) => r.text()), path);
    expect(await text('/blog/feed.xml')).toContain(title);
    expect(await text('/sitemap.xml')).toContain(articlePath);
    // The refused save and the offline attempts.
    allowConsoleErrors(consoleErrors, /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
  });
});
