import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { brands } from '../../brands/registry';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import { childrenNamed, childText, parseXml } from '../../tests/support/parse-xml';
import type { AppEnv } from '../app-env';
import { seedSecurityTestPost, SECURITY_TEST_SLUG } from '../db/seed/blog-seed-xss';
import { createTestServer, type TestServer } from '../test-support';
import { FEED_SIZE } from './feed';
import { htmlToText } from './plain-text';
import { seoRoutes } from './seo-routes';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
/** Test requests come on the brand's first host, port 3000 (server/test-support.ts). */
const LOCAL = 'http://starfolio.localhost:3000';
const NEWEST_FIRST = 'pub_date DESC NULLS LAST, id DESC';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  short_text: string;
  is_premium: boolean;
}

let t: TestServer;
let published: PostRow[];
let drafts: PostRow[];
beforeAll(async () => {
  // This file adds posts straight to the database, as another process would: nothing kept in memory.
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  const q = (status: string) =>
    t.db.query<PostRow>(
      `SELECT id, slug, title, body, short_text, is_premium FROM posts WHERE status = $1 ORDER BY ${NEWEST_FIRST}`,
      [status],
    );
  published = (await q('published')).rows;
  drafts = (await q('draft')).rows;
}, 60_000);
afterAll(() => t.db.close());

const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');

describe('robots.txt', () => {
  it('keeps crawlers out of the private and sign-in pages and names the sitemap', async () => {
    const res = await t.request(starfolio, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('public');
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /saved',
        'Disallow: /loginerror',
        'Disallow: /subscribe',
        'Disallow: /account/settings',
        'Disallow: /account/watchlist',
        'Disallow: /account/orders',
        'Disallow: /account/subscriptions',
        'Disallow: /account/capital-gains',
        'Disallow: /settings/brokers',
        'Disallow: /account/investments',
        'Disallow: /payment/checkout',
        'Disallow: /payment/status',
        'Disallow: /studio',
        'Disallow: /account/complaints',
        'Disallow: /dealer',
        'Disallow: /import-client',
        'Disallow: /login-as-client',
        'Disallow: /admin',
        'Disallow: /starfolio/visitor/',
        'Disallow: /starfolio/brokers/',
        'Disallow: /app-shell/',
        '',
        `Sitemap: ${LOCAL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it.each(brands.map((b) => [b.id, b] as const))(
    'on the public host of %s, points at its https sitemap',
    async (_id, brand) => {
      const host = brand.hosts[1]!;
      const res = await t.app.request('/robots.txt', { headers: { host } });
      const text = await res.text();
      expect(text).toContain(`Sitemap: https://${host}/sitemap.xml\n`);
      expect(text).toContain(`Disallow: /${brand.segment}/visitor/\n`);
      expect(res.headers.get('vary')).toMatch(/\bHost\b/);
    },
  );

  it('an unknown host gets the default brand, never its own name in an address', async () => {
    const text = await (await t.app.request('/robots.txt', { headers: { host: 'evil.example' } })).text();
    expect(text).toContain('Sitemap: https://app.starfolio.in/sitemap.xml');
    expect(text).not.toContain('evil');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages and every published post, on the brand host, and nothing else', async () => {
    const res = await t.request(starfolio, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('public');
    const doc = parseXml(await res.text());
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const pages = [
      '/',
      '/blog/',
      '/featured/all/',
      '/discover/expertbaskets/',
      '/discover/managers/',
      '/public/baskets/',
      '/web-widget/',
      '/contact/',
      '/faq/',
      '/status/',
    ].map((p) => LOCAL + p);
    const posts = published.map((p) => `${LOCAL}/blog/article/${p.id}/${p.slug}/`);
    expect(locs(doc)).toEqual([...pages, ...posts]);
    expect(published.length).toBeGreaterThan(60);
    // Drafts and the test fixture (seeded only by tests) are not in the default seed's sitemap.
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(locs(doc).some((l) => l.includes(`/${d.id}/`) || l.includes(d.slug))).toBe(false);
    expect(locs(doc).some((l) => l.includes(SECURITY_TEST_SLUG))).toBe(false);
    for (const l of locs(doc)) expect(l).not.toMatch(/\/(saved|account)\b/);
  });

  it('dates each dated post', async () => {
    const doc = parseXml(await (await t.request(starfolio, '/sitemap.xml')).text());
    const urls = [...doc.getElementsByTagName('url')];
    const dated = urls.filter((u) => u.getElementsByTagName('lastmod').length);
    expect(dated.length).toBeGreaterThan(50);
    for (const u of dated) expect(childText(u, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers HEAD too, and is not the app shell 404 the catch-all gives unknown files', async () => {
    const res = await t.request(starfolio, '/sitemap.xml', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await t.request(starfolio, '/sitemap2.xml')).status).toBe(404);
  });
});

describe('blog/feed.xml', () => {
  const entries = async () => {
    const res = await t.request(starfolio, '/blog/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('public');
    const text = await res.text();
    return { text, root: parseXml(text).documentElement };
  };

  it('lists the newest published posts, no drafts, on the brand host', async () => {
    const { root } = await entries();
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const list = childrenNamed(root, 'entry');
    const newest = published.slice(0, FEED_SIZE);
    expect(list.map((e) => childText(e, 'id'))).toEqual(newest.map((p) => `${LOCAL}/blog/article/${p.id}/${p.slug}/`));
    expect(list.map((e) => childText(e, 'title'))).toEqual(newest.map((p) => p.title));
    for (const e of list) {
      expect(childText(e, 'updated')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(childText(childrenNamed(e, 'author')[0]!, 'name').length).toBeGreaterThan(2);
      expect(childrenNamed(e, 'link')[0]!.getAttribute('href')).toBe(childText(e, 'id'));
    }
    const titles = list.map((e) => childText(e, 'title'));
    for (const d of drafts) expect(titles).not.toContain(d.title);
    expect(titles.some((title) => title.startsWith('Security test'))).toBe(false);
  });

  it('lists premium posts by title and summary, never their bodies', async () => {
    const { text, root } = await entries();
    const premium = published.slice(0, FEED_SIZE).filter((p) => p.is_premium);
    expect(premium.length).toBeGreaterThan(0);
    expect(root.getElementsByTagName('content')).toHaveLength(0);
    for (const p of premium) {
      const entry = childrenNamed(root, 'entry').find((e) => childText(e, 'title') === p.title)!;
      expect(childText(entry, 'summary')).toBe(htmlToText(p.short_text));
      // Each sentence of the body that the summary does not also say.
      const sentences = htmlToText(p.body)
        .split(/(?<=[.?!])\s+/)
        .filter((s) => s.length > 40 && !htmlToText(p.short_text).includes(s));
      expect(sentences.length, p.slug).toBeGreaterThan(0);
      for (const s of sentences) expect(text, p.slug).not.toContain(s);
    }
  });

  it('carries the hostile fixture post as text, and still parses', async () => {
    const { postId } = await seedSecurityTestPost(t.db);
    await t.db.query('UPDATE posts SET pub_date = now() WHERE id = $1', [postId]);
    try {
      const { root } = await entries();
      const first = childrenNamed(root, 'entry')[0]!;
      expect(childText(first, 'id')).toBe(`${LOCAL}/blog/article/${postId}/${SECURITY_TEST_SLUG}/`);
      expect(childText(first, 'summary')).toContain('Every known hostile fragment in one post.');
      expect(root.getElementsByTagName('script')).toHaveLength(0);
    } finally {
      await t.db.query('DELETE FROM posts WHERE id = $1', [postId]);
    }
  });
});

describe('a brand without the blog, and the analysis site', () => {
  /** The routes alone, on the test database, for a brand as given. */
  const withBrand = (brand: typeof starfolio, siteMode: 'standard' | 'analysis' = 'standard') => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('brand', brand);
      c.set('db', t.db);
      c.set('trustProxy', 0);
      await next();
    });
    app.route('/', seoRoutes({ siteMode }));
    return (path: string) => app.request(path, { headers: { host: 'app.starfolio.in' } });
  };

  it('has no feed and lists no post or blog page without the blog', async () => {
    const request = withBrand({ ...starfolio, features: { ...starfolio.features, blog: false } });
    expect((await request('/blog/feed.xml')).status).toBe(404);
    expect(locs(parseXml(await (await request('/sitemap.xml')).text()))).toEqual([
      'https://app.starfolio.in/',
      'https://app.starfolio.in/featured/all/',
      'https://app.starfolio.in/discover/expertbaskets/',
      'https://app.starfolio.in/discover/managers/',
      'https://app.starfolio.in/public/baskets/',
      'https://app.starfolio.in/web-widget/',
      'https://app.starfolio.in/contact/',
      'https://app.starfolio.in/faq/',
      'https://app.starfolio.in/status/',
    ]);
  });

  it('links articles at /posts/… on the analysis site', async () => {
    const request = withBrand(starfolio, 'analysis');
    const [newest] = published;
    expect(locs(parseXml(await (await request('/sitemap.xml')).text()))).toContain(
      `https://app.starfolio.in/posts/${newest!.id}/${newest!.slug}/`,
    );
    const feed = parseXml(await (await request('/blog/feed.xml')).text()).documentElement;
    expect(childText(childrenNamed(feed, 'entry')[0]!, 'id')).toBe(
      `https://app.starfolio.in/posts/${newest!.id}/${newest!.slug}/`,
    );
  });
});
