import { test, expect } from './support/fixtures';
import { dropDocument404s } from './support/not-found';
import { openControlled } from './support/offline';
import { onceAcrossBrands } from './support/brand-shard';

/** A path that is no screen answers 404 with the branded app, which shows its not-found page. */

const NOT_FOUND = 'Page not found';

test('an unknown path is a 404 with the branded not-found page', async ({ page, brand, axe, consoleErrors }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await axe(page);
  // The way home works from there.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
  dropDocument404s(consoleErrors);
});

test('app routes are 200; a route the brand turns off is a 404', async ({ page, brand, consoleErrors }) => {
  expect((await page.goto('/'))?.status()).toBe(200);
  // The server's answers to the others, asked from the page: what a browser's first load of each gets.
  const statuses = await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map((p) => fetch(p, { cache: 'no-store', headers: { Accept: 'text/html' } }).then((r) => r.status)),
      ),
    ['/blog', '/blog?pageNumber=2', '/discover/managers/', '/saved/'],
  );
  expect(statuses).toEqual([200, 200, 200, 200]);
  // The server's answer (a navigation may come from the service worker's shell once it controls the page).
  const widget = await page.evaluate(() => fetch('/web-widget/', { cache: 'no-store' }).then((r) => r.status));
  expect(widget).toBe(brand.features['/web-widget/'] ? 200 : 404);
  dropDocument404s(consoleErrors);
});

onceAcrossBrands(test, 'arrowline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('with the service worker in control, an unknown path still shows the not-found page', async ({ page }) => {
    await openControlled(page, '/');
    await page.goto('/no/such/page/');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await page.goto('/blog');
    await expect(page.locator('[data-story="lead"]')).toBeVisible();
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the not-found page fits', async ({ page, axe, consoleErrors }) => {
    await page.goto('/discover/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page);
    dropDocument404s(consoleErrors);
  });
});
