import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { onBrands } from './support/brand-shard';
import { dropDocument404s } from './support/not-found';
import { apiPost } from './support/blog';
import type { BrandConfig } from '../../brands/schema';

/** Every route names the tab and describes itself from the brand, on a fresh load and after in-app navigation. */

const ARTICLE = { postId: 73, slug: 'what-is-a-sip' };

async function expectHead(page: Page, title: string, description?: string) {
  await expect(page).toHaveTitle(title);
  // One title and one description: the app's replaced the ones the server wrote into the HTML.
  await expect(page.locator('head > title')).toHaveCount(1);
  const meta = page.locator('head > meta[name="description"]');
  await expect(meta).toHaveCount(1);
  if (description) await expect(meta).toHaveAttribute('content', description);
  else await expect(meta).toHaveAttribute('content', /\S{3}/);
}

const titled = (brand: BrandConfig, name: string) => `${name} — ${brand.displayName}`;

test('each route sets its own title and description on a fresh load', async ({ page, brand }) => {
  await page.goto('/');
  await expectHead(page, brand.pages.home.title, brand.pages.home.description);

  await page.goto('/featured/all/?basket-type=premium&order-by=&order-by-field=popularity');
  await expectHead(page, brand.pages.featured.title, brand.pages.featured.description);

  await page.goto('/discover/managers/');
  await expectHead(page, titled(brand, brand.navLabel));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /SEBI-registered/);

  await page.goto('/saved/');
  await expectHead(page, titled(brand, 'Saved for reading offline'));

  await page.goto('/account/settings/');
  await expectHead(page, titled(brand, 'Settings'));

  await page.goto('/blog');
  await expectHead(page, brand.pages.blog.title, brand.pages.blog.description);

  await page.goto(`/blog/article/${ARTICLE.postId}/${ARTICLE.slug}/`);
  const post = await apiPost(page, brand, ARTICLE.postId);
  await expectHead(page, titled(brand, post.title));
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', brand.pages.blog.description);
});

/** A not-found page asks search engines to leave it out, and names no canonical address. */
async function expectNotIndexed(page: Page) {
  await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head > link[rel="canonical"]')).toHaveCount(0);
}

test('the not-found page says so in the tab and is noindex, for an unknown address and for a route the brand turns off', async ({
  page,
  brand,
  consoleErrors,
}) => {
  await page.goto('/no/such/page/');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectHead(page, brand.pages.notFound.title, brand.pages.notFound.description);
  await expectNotIndexed(page);

  await page.goto('/web-widget/');
  if (brand.features['/web-widget/']) await expectHead(page, titled(brand, 'Blog widget for your website'));
  else {
    await expectHead(page, brand.pages.notFound.title, brand.pages.notFound.description);
    await expectNotIndexed(page);
  }
  dropDocument404s(consoleErrors);
});

// Each route's title on every brand is the test above's; following navigation is the same
// mechanism everywhere: a Managers brand and an Experts brand (decision 0159).
onBrands(test, ['starfolio', 'arrowline'], () => {
  test('the title follows in-app navigation, back and forward', async ({ page, brand }) => {
    await page.goto('/');
    await expectHead(page, brand.pages.home.title);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Featured Baskets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Baskets' })).toBeVisible();
    await expectHead(page, brand.pages.featured.title, brand.pages.featured.description);

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expectHead(page, brand.pages.blog.title, brand.pages.blog.description);

    const lead = page.locator('[data-story="lead"]').getByRole('heading', { level: 2 });
    const story = (await lead.textContent()) ?? '';
    await lead.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story);
    await expectHead(page, titled(brand, story));

    await nav.getByRole('link', { name: brand.navLabel, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.navLabel);
    await expectHead(page, titled(brand, brand.navLabel));

    await page.getByRole('banner').getByRole('link', { name: brand.displayName, exact: true }).click();
    await expectHead(page, brand.pages.home.title, brand.pages.home.description);

    await page.goBack();
    await expectHead(page, titled(brand, brand.navLabel));
    await page.goBack();
    await expectHead(page, titled(brand, story));
    await page.goForward();
    await expectHead(page, titled(brand, brand.navLabel));
  });
});
