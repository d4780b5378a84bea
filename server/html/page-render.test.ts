import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import type { BrandConfig } from '../../brands/schema';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import { PAINT_FIRST_SCRIPT } from '#contract/site/paint-first';
import { testUser } from '../blog/testing/blog-test-client';

/** Pages as the server renders them (decision 0070): the real app, its API in-process, the seeded blog. */
const file = testServerPerFile({}, undefined, { timeout: 120_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const LONG_POST = { id: 73, slug: 'what-is-a-sip', title: 'What is a SIP, and why does it work?' };
const PREMIUM_POST = 66;

const page = async (path: string, { brand = starfolio, cookie }: { brand?: BrandConfig; cookie?: string } = {}) => {
  const res = await file.t.request(brand, path, { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
};

/** Every <script> of a page: data blocks and the one inline script the CSP allows, nothing it would refuse. */
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
const queryState = (html: string) => {
  const json = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> }) : null;
};

describe('a public page, rendered on the server', () => {
  it('/blog: the stories with working links, their data for the app, no inline script', async () => {
    const { res, html } = await page('/blog');
    expect(res.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN" data-brand="starfolio">/);
    expect(html).toContain(`<title>${starfolio.pages.blog.title}</title>`);
    const state = queryState(html)!;
    const list = state.queries.find((q) => q.queryKey.join('/') === 'blog/list/infinite/1')!;
    const stories = (
      list.state.data as { pages: Array<{ main: Array<{ postId: number; slug: string; title: string }> }> }
    ).pages[0]!.main;
    expect(stories).toHaveLength(10);
    for (const story of stories) {
      expect(html).toContain(`href="/blog/article/${story.postId}/${story.slug}/"`);
    }
    // The first call came with the page: nothing preloads it.
    expect(html).not.toContain('as="fetch"');
    // Data blocks, and the one inline script the CSP allows by its hash, which loads the modules once the page has painted.
    const loader = scripts(html).filter((tag) => !/ type="application\/(ld\+)?json"/.test(tag));
    expect(loader).toHaveLength(1);
    expect(html).toContain(`>${PAINT_FIRST_SCRIPT}</script>`);
    expect(res.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`,
    );
    // The list's own stylesheet and chunk, beside the entry's (test assets, server/test-support.ts), asked
    // for by that script: no module tag the preload scanner would fetch before the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/blog-test.css"/>');
    expect(loader[0]).toContain('data-entry="/assets/index-test.js"');
    expect(loader[0]).toMatch(/data-preloads="[^"]*\/assets\/blog-test\.js/);
    expect(html).not.toContain('rel="modulepreload"');
    // The same for every visitor (server/cache/page-cache.test.ts has the rest).
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('public');
    expect(res.headers.get('vary')).toMatch(/^Host\b/);
  });

  it('an article: its title, description and text', async () => {
    const { res, html } = await page(`/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<title>${LONG_POST.title} — ${starfolio.displayName}</title>`);
    expect(html).toMatch(
      /<meta name="description" content="A systematic investment plan invests a fixed amount[^"]*"\/>/,
    );
    expect(html).toMatch(/<h1 id="article-title"[^>]*>What is a SIP, and why does it work\?<\/h1>/);
    expect(html).toMatch(/<div class="[^"]+">.*<p>/s);
    expect(html).toContain('href="/assets/article-test.css"');
  });

  it('each brand in its own colours and words, and no other brand', async () => {
    for (const brand of brands) {
      const { html } = await page('/', { brand });
      expect(html).toContain(`<html lang="en-IN" data-brand="${brand.id}">`);
      expect(html).toContain(`<meta name="theme-color" content="${brand.theme.primary}"/>`);
      expect(html).toContain(`<title>${brand.pages.home.title}</title>`);
      expect(html).toContain('<script id="brand-config" type="application/json">{"id":"' + brand.id + '"');
      for (const other of brands.filter((b) => b.id !== brand.id)) expect(html).not.toContain(other.displayName);
    }
  });

  it('a premium article: the teaser for a visitor; for a subscriber the whole; neither ever stored', async () => {
    const visitor = await page(`/blog/article/${PREMIUM_POST}/x/`);
    expect(visitor.res.status).toBe(301);
    const path = visitor.res.headers.get('location')!;
    const locked = await page(path);
    expect(locked.res.headers.get('cache-control')).toBe('private, no-store');
    expect(locked.html).toContain('id="premium-gate-title"');

    const { token } = await testUser(file.t, { subscriber: true });
    const whole = await page(path, { cookie: `jwt=${token}` });
    expect(whole.res.status).toBe(200);
    expect(whole.html).not.toContain('id="premium-gate-title"');
    expect(whole.html.length).toBeGreaterThan(locked.html.length);
    expect(whole.res.headers.get('cache-control')).toBe('private, no-store');
    // The header still shows a visitor: who is signed in lives on the device (decision 0072).
    expect(whole.html).toContain('>Log in</button>');
  });

  it('a wrong slug is a permanent redirect to the post’s one address; a bare listing to its search', async () => {
    const wrong = await page(`/blog/article/${LONG_POST.id}/not-the-slug/`);
    expect(wrong.res.status).toBe(301);
    expect(wrong.res.headers.get('location')).toBe(`/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`);
    const none = await page('/blog/article/999999/x/');
    expect(none.res.status).toBe(404);
    expect(none.html).toContain(`<title>${starfolio.pages.notFound.title}</title>`);
  });

  it('a HEAD of an article counts no view; a GET counts one', async () => {
    const views = async () =>
      Number(
        (
          await file.t.db.query<{ n: string }>('SELECT count(*) AS n FROM post_views WHERE post_id = $1', [
            LONG_POST.id,
          ])
        ).rows[0]!.n,
      );
    await file.t.db.query('DELETE FROM post_views WHERE post_id = $1', [LONG_POST.id]);
    const path = `/blog/article/${LONG_POST.id}/${LONG_POST.slug}/`;
    // A reader not seen today (the server remembers who it counted: server/blog/post-views.ts).
    const clientAddress = '198.51.100.73';
    expect((await file.t.request(starfolio, path, { method: 'HEAD', clientAddress })).status).toBe(200);
    expect(await views()).toBe(0);
    expect((await file.t.request(starfolio, path, { clientAddress })).status).toBe(200);
    expect(await views()).toBe(1);
  });
});

describe('pages the browser renders: the shell', () => {
  const isShell = (html: string) =>
    html.includes('<div id="root" data-base-url="/"></div>') && html.includes('<noscript>') && !queryState(html);

  it('the precached shell: branded, an empty root, no route data', async () => {
    const { res, html } = await page('/app-shell/');
    expect(res.status).toBe(200);
    expect(isShell(html)).toBe(true);
    expect(html).toContain(`<title>${starfolio.pages.home.title}</title>`);
    expect(html).toContain('<script id="brand-config" type="application/json">');
  });

  it('private pages of this device (saved, settings)', async () => {
    for (const path of ['/saved/', '/account/settings/']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(isShell(html), path).toBe(true);
    }
  });

  it('a premium article for a reader whose session expired: the shell, and the app meets the answer itself', async () => {
    const { token } = await testUser(file.t, { expired: true });
    const path = (await page(`/blog/article/${PREMIUM_POST}/x/`)).res.headers.get('location')!;
    const { res, html } = await page(path, { cookie: `jwt=${token}` });
    expect(res.status).toBe(200);
    expect(isShell(html)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
