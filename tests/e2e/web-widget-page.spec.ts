import { createHash } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { onceAcrossBrands } from './support/brand-shard';
import { callApi } from './support/session';

/** /web-widget/ (docs/widget.md, "The /web-widget/ page"): brand-independent, so on one brand (decision 0099). */

onceAcrossBrands(test, 'starfolio', () => {
  test('the preview shows posts, the snippet carries the served hash and copies; an admin adds and removes a website', async ({
    page,
    context,
    axe,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/web-widget/');
    await expect(page.getByRole('heading', { name: 'Blog widget for your website' })).toBeVisible();

    // The real script in the preview document: posts, in the widget's shadow root.
    const preview = page.frameLocator('iframe[title="Preview of the blog widget"]');
    await expect(preview.locator('#tl-blogs').getByRole('link').first()).toBeVisible();

    await page.getByLabel('Post list').selectOption('popular');
    await page.getByLabel('Detail page URL').fill('http://example.com/post');
    await expect(page.getByText('Enter the full address of your post page, starting with https://')).toBeVisible();
    await page.getByLabel('Detail page URL').fill('https://www.partner.example/blog/post');

    const served = await page.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch('/widget/tl-blogs.js')).arrayBuffer());
      return Array.from(bytes);
    });
    const integrity = `sha384-${createHash('sha384').update(Buffer.from(served)).digest('base64')}`;
    const snippet = page.getByLabel('Embed snippet');
    await expect(snippet).toContainText('data-tl-post-list="popular"');
    await expect(snippet).toContainText('data-tl-post-detail-page-url="https://www.partner.example/blog/post"');
    await expect(snippet).toContainText(`integrity="${integrity}" crossorigin="anonymous"`);
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Snippet copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.innerText());

    // Listed for everyone; no controls for a visitor.
    const allowed = page.getByRole('list', { name: 'Allowed websites' });
    await expect(allowed.getByText('https://partner.example')).toBeVisible();
    await expect(page.getByLabel('Website origin')).toHaveCount(0);
    await axe(page);

    const login = await callApi(page, { segment: 'starfolio' } as never, 'POST', 'auth/login/', true, {
      email: 'admin@example.com',
      password: 'Admin@123',
    });
    expect(login.status).toBe(200);
    await page.reload();
    const origin = `https://news-${Date.now()}.example`;
    const field = page.getByLabel('Website origin');
    await field.fill('https://*.example.com');
    await page.getByRole('button', { name: 'Add website' }).click();
    await expect(page.getByText('Wildcards are not allowed: add each website separately')).toBeVisible();
    await expect(field).toHaveValue('https://*.example.com');
    await field.fill(origin.toUpperCase());
    await page.getByRole('button', { name: 'Add website' }).click();
    await expect(page.getByText(`${origin} may now embed the blog.`)).toBeVisible();
    await expect(allowed.getByText(origin)).toBeVisible();
    await axe(page);
    await allowed.getByRole('button', { name: `Remove ${origin}` }).click();
    await expect(page.getByText(`${origin} was removed.`)).toBeVisible();
    await expect(allowed.getByText(origin)).toHaveCount(0);
  });
});
