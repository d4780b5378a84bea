import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { apiPost } from './support/blog';
import { fetchInPage } from './support/in-page';
import { dropDocument404s } from './support/not-found';
import { openControlled } from './support/offline';
import { onceAcrossBrands } from './support/brand-shard';
import { SECURITY_TXT_PATH } from '../../brands/security-txt';

/**
 * What crawlers and link previews read from the head (docs/seo.md): canonical address, Open Graph,
 * Twitter card, robots and JSON-LD, after a fresh load and after in-app navigation; and the feed
 * and sitemap the head and robots.txt point at.
 */

const ARTICLE = { postId: 73, slug: 'what-is-a-sip' };

interface HeadState {
  canonical: string[];
  robots: string | null;
  meta: Record<string, string>;
  feeds: string[];
  jsonLd: Array<Record<string, unknown>>;
}

/** The head as a crawler that runs the page would read it; JSON-LD from wherever it sits, parsed. */
const readHead = (page: Page) =>
  page.evaluate((): HeadState => {
    const meta: Record<string, string> = {};
    for (const el of document.head.querySelectorAll('meta[property], meta[name]')) {
      meta[el.getAttribute('property') ?? el.getAttribute('name')!] = el.getAttribute('content') ?? '';
    }
    return {
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => (l as HTMLLinkElement).href),
      robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      meta,
      feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map(
        (l) => (l as HTMLLinkElement).href,
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      ),
    };
  });

const ofType = (head: HeadState, type: string) => head.jsonLd.filter((n) => n['@type'] === type);

test('an article carries its title, description, canonical address, share card and JSON-LD', async ({
  page,
  brand,
  baseURL,
}) => {
  const url = `${baseURL}/blog/article/${ARTICLE.postId}/${ARTICLE.slug}/`;
  await page.goto(`/blog/article/${ARTICLE.postId}/${ARTICLE.slug}`);
  const post = await apiPost(page, brand, ARTICLE.postId);
  await expect(page).toHaveTitle(`${post.title} — ${brand.displayName}`);
  await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute('href', url);

  const head = await readHead(page);
  expect(head.canonical).toEqual([url]);
  expect(head.robots).toBeNull();
  expect(head.meta.description!.length).toBeGreaterThan(20);
  expect(head.meta['og:type']).toBe('article');
  expect(head.meta['og:title']).toBe(post.title);
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta['og:url']).toBe(url);
  expect(head.meta['og:site_name']).toBe(brand.displayName);
  expect(head.meta['og:image']).toBe(`${baseURL}${post.imageUrl!.replace('-800.jpg', '-1200.jpg')}`);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  expect(head.meta['twitter:title']).toBe(post.title);
  expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
  expect(head.feeds).toEqual([`${baseURL}/blog/feed.xml`]);

  const [article] = ofType(head, 'Article');
  expect(article).toMatchObject({
    '@context': 'https://schema.org',
    headline: post.title,
    url,
    image: { url: head.meta['og:image'] },
    author: { '@type': 'Person', name: post.realAuthorName },
    datePublished: post.pubDate,
    isAccessibleForFree: true,
  });
  const [trail] = ofType(head, 'BreadcrumbList');
  expect((trail!.itemListElement as Array<{ item: string }>).map((c) => c.item)).toEqual([
    `${baseURL}/`,
    `${baseURL}/blog/`,
    url,
  ]);
  expect(ofType(head, 'Organization')).toHaveLength(1);
  expect(ofType(head, 'Organization')[0]).toMatchObject({ name: brand.displayName, url: `${baseURL}/` });
});

onceAcrossBrands(test, 'moneyleaf', () => {
  test("the reader's own pages are noindex; public ones are not", async ({ page, baseURL }) => {
    for (const path of ['/saved/', '/account/settings/']) {
      await page.goto(path);
      await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const head = await readHead(page);
      expect(head.canonical, path).toEqual([]);
    }
    await page.goto('/blog');
    await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/`);
    expect((await readHead(page)).robots).toBeNull();
  });
});

onceAcrossBrands(test, 'arrowline', () => {
  test('the head follows in-app navigation, back and forward', async ({ page, baseURL }) => {
    await page.goto('/blog');
    const canonical = page.locator('head > link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${baseURL}/blog/`);

    const lead = page.locator('[data-story="lead"]').getByRole('heading', { level: 2 }).getByRole('link');
    const href = new URL((await lead.getAttribute('href'))!, baseURL).href;
    await lead.click();
    await expect(canonical).toHaveAttribute('href', href);
    let head = await readHead(page);
    expect(head.canonical).toEqual([href]);
    expect(head.meta['og:url']).toBe(href);
    expect(head.meta['og:type']).toBe('article');
    expect(ofType(head, 'Article')).toHaveLength(1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Saved for reading offline' }).click();
    await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    head = await readHead(page);
    expect(head.canonical).toEqual([]);
    expect(head.meta['og:url']).toBeUndefined();
    expect(head.meta['og:type']).toBe('website');
    expect(head.feeds).toEqual([]);
    expect(ofType(head, 'Article')).toEqual([]);
    expect(ofType(head, 'Organization')).toHaveLength(1);

    await page.goBack();
    await expect(canonical).toHaveAttribute('href', href);
    head = await readHead(page);
    expect(head.robots).toBeNull();
    expect(ofType(head, 'Article')).toHaveLength(1);
    await page.goBack();
    await expect(canonical).toHaveAttribute('href', `${baseURL}/blog/`);
    expect(ofType(await readHead(page), 'Article')).toEqual([]);
  });
});

test('the feed the head links and the sitemap robots.txt names parse, on this host', async ({ page, baseURL }) => {
  await page.goto('/blog');
  await expect(page.locator('head > link[rel="alternate"]')).toHaveAttribute('href', `${baseURL}/blog/feed.xml`);
  const [feedUrl] = (await readHead(page)).feeds;
  const robots = (await fetchInPage(page, '/robots.txt')).text;
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)![1]!;
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);
  for (const [url, type] of [
    [feedUrl!, 'application/atom+xml'],
    [sitemapUrl, 'application/xml'],
  ] as const) {
    const res = await fetchInPage(page, url);
    expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
    // Chromium's own XML parser.
    const links = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('loc, entry > id')].map((el) => el.textContent ?? '');
    }, res.text);
    expect(links, url).not.toBeNull();
    expect(links!.length).toBeGreaterThan(20);
    for (const link of links!) expect(link.startsWith(`${baseURL}/`), link).toBe(true);
  }
});

onceAcrossBrands(test, 'harborbank', () => {
  test.use({ serviceWorkers: 'allow' });
  test('with the service worker in control, the sitemap, the feed and security.txt are still files, not the app', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    await openControlled(page, '/blog');
    for (const path of ['/sitemap.xml', '/blog/feed.xml', '/robots.txt', SECURITY_TXT_PATH]) {
      const res = await page.goto(path);
      expect(res?.headers()['content-type'], path).not.toContain('text/html');
      expect(res?.fromServiceWorker(), path).toBe(false);
    }
    await expect(page.locator('body')).toContainText(`Contact: ${brand.security.contact[0]}`);
    // Showing a file that is not a page, Chromium asks for /favicon.ico, which this site does not have.
    dropDocument404s(consoleErrors);
  });
});

/** The route heads' tags (src/app/document-head-tags.ts), each as its name, attributes and text, in order. */
const routeTags = (page: Page, html?: string) =>
  page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
    const selector = [
      'title',
      'meta[name="description"]',
      'meta[name="robots"]',
      'link[rel="canonical"]',
      'link[rel="alternate"]',
      'meta[property^="og:"]',
      'meta[property^="article:"]',
      'meta[name^="twitter:"]',
      'script[type="application/ld+json"]',
    ]
      .map((s) => `head > ${s}`)
      .join(', ');
    return [...doc.querySelectorAll(selector)].map((el) =>
      [el.localName, ...[...el.attributes].map((a) => `${a.name}=${a.value}`).sort(), el.textContent].join(' '),
    );
  }, html);

onceAcrossBrands(test, 'moneyleaf', () => {
  test("the head the server wrote stands through hydration; the app's own, after navigating, says the same", async ({
    page,
    consoleErrors,
  }) => {
    const heads: string[] = [];
    page.on('request', (r) => void (/\/assets\/heads-[\w-]+\.js$/.test(r.url()) && heads.push(r.url())));
    const path = `/blog/article/${ARTICLE.postId}/${ARTICLE.slug}/`;
    const response = await page.goto(path);
    const served = await routeTags(page, await response!.text());
    expect(served.filter((t) => t.startsWith('title '))).toHaveLength(1);
    expect(served.length).toBeGreaterThan(20);
    await page.waitForLoadState('networkidle');
    // Hydrated: the same tags, in the same order, none added or taken away; the heads' code came after.
    expect(await routeTags(page)).toEqual(served);
    expect(heads).toHaveLength(1);

    // Another page's head, worked out in the browser, then this one's again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/$/);
    await page.goBack();
    await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    expect((await routeTags(page)).sort()).toEqual([...served].sort());
    // The server's own tags, which no route's head writes, are still there.
    await expect(page.locator('head > meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('head > link[rel="manifest"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});
