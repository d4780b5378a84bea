import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';

import { EACH_READ_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL } from './cache-policy';
import { countingDb, serverProcess } from './testing/cache-test-client';

/**
 * Server-rendered pages in the shared cache (docs/caching.md, "Pages"): a visitors' page is kept and
 * revalidated like a public API answer, takes on what its API reads name (tags, privacy, views), and a
 * signed-in reader's page is never kept.
 */
const file = testServerPerFile({}, undefined, { timeout: 120_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const ARTICLE = { id: 73, path: '/blog/article/73/what-is-a-sip/' };
const PREMIUM = 66;

const views = async (id: number) =>
  (await file.t.db.query<{ v: number }>('SELECT view_count v FROM posts WHERE id = $1', [id])).rows[0]!.v;

describe('a visitors’ page', () => {
  it('/blog: rendered once for a burst of visitors, then answered from memory, with an ETag and a 304', async () => {
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db });
    const burst = await Promise.all(Array.from({ length: 10 }, () => call(starfolio, '/blog')));
    const trips = db.queries;
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(new Set(await Promise.all(burst.map((r) => r.text()))).size).toBe(1);
    expect(trips).toBeGreaterThan(0);
    const again = await call(starfolio, '/blog');
    expect(db.queries).toBe(trips);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers.get('cdn-cache-control')).toBe(PUBLIC_CDN_CACHE_CONTROL);
    expect(again.headers.get('vary')).toMatch(/\bHost\b/);
    expect(again.headers.get('vary')).not.toMatch(/\bCookie\b/);
    const etag = again.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const same = await call(starfolio, '/blog', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
  });

  it('an article: kept, yet each new reader’s view is counted, and a CDN must ask each time', async () => {
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db });
    const before = await views(ARTICLE.id);
    const first = await call(starfolio, ARTICLE.path, { clientAddress: '198.51.100.1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(EACH_READ_CACHE_CONTROL);
    expect(first.headers.get('cdn-cache-control')).toBeNull();
    const html = await first.text();
    const second = await call(starfolio, ARTICLE.path, { clientAddress: '198.51.100.2' });
    expect(await second.text()).toBe(html);
    expect(await views(ARTICLE.id)).toBe(before + 2);
    // The same reader again: no second view, and no trip for the page.
    const trips = db.queries;
    await call(starfolio, ARTICLE.path, { clientAddress: '198.51.100.2' });
    expect(await views(ARTICLE.id)).toBe(before + 2);
    expect(db.queries).toBe(trips);
    // A HEAD from memory counts nothing.
    await call(starfolio, ARTICLE.path, { method: 'HEAD', clientAddress: '198.51.100.3' });
    expect(await views(ARTICLE.id)).toBe(before + 2);
  });

  it('is dropped with the post it shows: a like is on the next visitor’s page', async () => {
    const likes = async () => {
      const html = await (await file.t.request(starfolio, ARTICLE.path, { headers: { cookie: '' } })).text();
      const state = /<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
      const queries = (JSON.parse(state) as { queries: Array<{ state: { data: { post?: { likeCount: number } } } }> })
        .queries;
      return queries.map((q) => q.state.data.post?.likeCount).find((n) => n !== undefined)!;
    };
    const before = await likes();
    await file.t.db.query('UPDATE posts SET like_count = like_count + 100 WHERE id = $1', [ARTICLE.id]);
    // Changed behind the app's back: the kept page still shows the old count.
    expect(await likes()).toBe(before);
    const { token } = await testUser(file.t);
    expect((await blogCaller(file.t, starfolio).post('post/like/', { postId: ARTICLE.id }, token)).status).toBe(200);
    expect(await likes()).toBe(before + 101);
    await file.t.db.query('UPDATE posts SET like_count = like_count - 100 WHERE id = $1', [ARTICLE.id]);
  });
});

describe('a page never kept', () => {
  it('a premium article, even for a visitor: its API answer is private', async () => {
    const moved = await file.t.request(starfolio, `/blog/article/${PREMIUM}/x/`);
    const res = await file.t.request(starfolio, moved.headers.get('location')!, { headers: { cookie: '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('private');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('a signed-in reader’s, which is rendered for each request and never shared', async () => {
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db });
    await call(starfolio, '/blog');
    const { token } = await testUser(file.t);
    const trips = db.queries;
    const res = await call(starfolio, '/blog', { headers: { cookie: `jwt=${token}` } });
    expect(db.queries).toBeGreaterThan(trips);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('cdn-cache-control')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it('the not-found page', async () => {
    const call = serverProcess(file.t);
    const res = await call(starfolio, '/no-such-page/');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeNull();
  });
});
