import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import { fetchInPage } from './support/in-page';
import { dropDocument404s } from './support/not-found';

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer) {
  expect(buf.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

test.describe('first HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('is branded: name, title, description, theme colour', async ({ page, brand }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(brand.pages.home.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', brand.pages.home.description);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.theme.primary);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
    const config = JSON.parse((await page.locator('#brand-config').textContent()) ?? '{}') as { displayName?: string };
    expect(config.displayName).toBe(brand.displayName);
    // The theme applies with no script: the header is painted in the brand's primary colour.
    const headerBg = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
    expect(headerBg).toBe(hexToRgb(brand.theme.text));
  });

  test('blog page carries the blog title', async ({ page, brand }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(brand.pages.blog.title);
  });
});

test('own manifest and icons', async ({ page, brand }) => {
  await page.goto('/');
  const res = await fetchInPage(page, '/manifest.webmanifest');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(res.text) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest.name).toBe(brand.displayName);
  expect(manifest.short_name).toBe(brand.shortName);
  expect(manifest.theme_color).toBe(brand.theme.primary);
  expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose}`)).toEqual([
    '192x192:any',
    '512x512:any',
    '512x512:maskable',
  ]);
  const icons = [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon-180.png', '/icons/favicon-48.png'];
  const sizes = [192, 512, 512, 180, 48];
  for (const [i, src] of icons.entries()) {
    const icon = await fetchInPage(page, src);
    expect(icon.status, src).toBe(200);
    expect(pngSize(icon.bytes), src).toEqual({ width: sizes[i], height: sizes[i] });
  }
  // The logo (and so every icon made from it) is this brand's, in this brand's colour.
  const favicon = await fetchInPage(page, '/favicon.svg');
  expect(favicon.text).toContain(brand.theme.primary);
  expect(favicon.text).toContain(brand.displayName);
});

test('Chrome finds the app installable', async ({ brand, baseURL }) => {
  // Installability needs a persistent (non-incognito) profile.
  const dir = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    // The header's brand link (the footer now names the brand too: 'About …', its addresses).
    await expect(page.getByRole('banner').getByRole('link', { name: brand.displayName, exact: true })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    let errors: unknown[] = ['not checked'];
    // The manifest is fetched asynchronously; ask until Chrome has an answer.
    await expect
      .poll(
        async () => {
          const r = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
          errors = r.installabilityErrors;
          return errors.length;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('navigation names the brand and its adviser label', async ({ page, brand, axe }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Featured Baskets' })).toBeVisible();
  await expect(nav.getByRole('link', { name: brand.navLabel, exact: true })).toBeVisible();
  const other = brand.navLabel === 'Managers' ? 'Experts' : 'Managers';
  await expect(nav.getByRole('link', { name: other, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: brand.navLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/discover\/managers\/$/);
  await axe(page);
});

test('a toggled-off route is not found; a toggled-on one is there', async ({ page, brand, consoleErrors }) => {
  await page.goto('/web-widget/');
  if (brand.features['/web-widget/']) {
    await expect(page.getByRole('heading', { level: 1, name: 'Blog widget for your website' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog widget for your website' })).toHaveCount(0);
  }
  dropDocument404s(consoleErrors);
});
