import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';
import { SECURITY_TEST_SLUG } from '../db/seed/blog-seed-xss';
import { newCsrfToken } from '../security/csrf';

import { MICRO_CACHE_SECONDS } from './cache-policy';
import { apiUrl, countingDb, serverProcess } from './testing/cache-test-client';

/** The in-process micro-cache (docs/caching.md): fewer trips to the database, never a wrong answer. */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
let api: ReturnType<typeof blogCaller>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const postIds: number[] = [];
let premium: number;

interface Details {
  body: { post: { title: string; likeCount: number; commentCount: number; isLocked: boolean; bodyHtml: string } };
}
const json = async <T>(res: Response) => (await res.json()) as T;
const views = async (id: number) =>
  (await file.t.db.query<{ v: number }>('SELECT view_count v FROM posts WHERE id = $1', [id])).rows[0]!.v;

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  const { rows } = await file.t.db.query<{ id: number; is_premium: boolean }>(
    "SELECT id, is_premium FROM posts WHERE status = 'published' ORDER BY id",
  );
  postIds.push(...rows.filter((r) => !r.is_premium).map((r) => r.id));
  premium = rows.find((r) => r.is_premium)!.id;
}, 60_000);

describe('a burst of readers', () => {
  it('costs the database one trip per list page, however many visitors ask at once', async () => {
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db });
    const burst = await Promise.all(Array.from({ length: 20 }, () => call(starfolio, apiUrl(starfolio, 'post/list/'))));
    const tripsForBurst = db.queries;
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(new Set(await Promise.all(burst.map((r) => r.text()))).size).toBe(1);
    // The route's two queries (the page and the popular five), once.
    expect(tripsForBurst).toBe(2);
    for (let i = 0; i < 10; i++) await call(starfolio, apiUrl(starfolio, 'post/list/'));
    expect(db.queries).toBe(tripsForBurst);
  });

  it('when a copy expires, sends one request to refresh it and answers the rest from the old copy meanwhile', async () => {
    let now = Date.now();
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db, cache: { now: () => now } });
    const list = apiUrl(starfolio, 'post/list/?pageNumber=2');
    const title = async (res: Response) =>
      (await json<{ body: { main: { postId: number; title: string }[] } }>(res)).body.main[0]!.title;
    const first = await call(starfolio, list);
    const { postId: id, title: old } = (await json<{ body: { main: { postId: number; title: string }[] } }>(first)).body
      .main[0]!;
    await file.t.db.query("UPDATE posts SET title = title || ' (refreshed)' WHERE id = $1", [id]);
    now += MICRO_CACHE_SECONDS * 1000;
    const before = db.queries;
    const burst = await Promise.all(Array.from({ length: 10 }, () => call(starfolio, list).then(title)));
    expect(db.queries - before).toBe(2);
    expect(burst.filter((t) => t === old)).toHaveLength(9);
    expect(burst.filter((t) => t === `${old} (refreshed)`)).toHaveLength(1);
    expect(await title(await call(starfolio, list))).toBe(`${old} (refreshed)`);
    // Twice the time to live on, nothing old is left: everyone waits for the one fresh answer.
    await file.t.db.query("UPDATE posts SET title = title || '!' WHERE id = $1", [id]);
    now += 2 * MICRO_CACHE_SECONDS * 1000;
    const late = await Promise.all(Array.from({ length: 5 }, () => call(starfolio, list).then(title)));
    expect(late.every((t) => t === `${old} (refreshed)!`)).toBe(true);
  });

  it("still counts each visitor's view when the details come from memory", async () => {
    const id = postIds[2]!;
    const call = serverProcess(file.t);
    const path = apiUrl(starfolio, `post/details/?postId=${id}`);
    const before = await views(id);
    await call(starfolio, path, { clientAddress: '198.51.100.1' });
    const readers = Array.from({ length: 8 }, (_, i) => `198.51.100.${10 + i}`);
    const answers = await Promise.all(readers.map((clientAddress) => call(starfolio, path, { clientAddress })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await views(id)).toBe(before + 1 + readers.length);
    // Reading again is the same reader on the same day: no new view, from memory or not.
    await Promise.all(readers.map((clientAddress) => call(starfolio, path, { clientAddress })));
    expect(await views(id)).toBe(before + 1 + readers.length);
  });

  it('counts no view for a HEAD served from memory', async () => {
    const id = postIds[3]!;
    const call = serverProcess(file.t);
    const path = apiUrl(starfolio, `post/details/?postId=${id}`);
    await call(starfolio, path, { clientAddress: '198.51.100.30', method: 'HEAD' });
    const before = await views(id);
    await call(starfolio, path, { clientAddress: '198.51.100.31', method: 'HEAD' });
    expect(await views(id)).toBe(before);
  });
});

describe('what a reader is given', () => {
  it('is never an answer kept for someone else: a signed-in reader always reaches the route', async () => {
    const id = postIds[4]!;
    const call = serverProcess(file.t);
    const path = apiUrl(starfolio, `post/details/?postId=${id}`);
    const kept = (await json<Details>(await call(starfolio, path))).body.post.title;
    // A change the cache is not told about (as from another process): visitors see the kept copy…
    await file.t.db.query("UPDATE posts SET title = title || ' (edited)' WHERE id = $1", [id]);
    expect((await json<Details>(await call(starfolio, path))).body.post.title).toBe(kept);
    // …a request with a session, by KEY or by cookie, never does.
    const { token } = await testUser(file.t);
    const byKey = await json<Details>(await call(starfolio, path, { headers: { KEY: token } }));
    expect(byKey.body.post.title).toBe(`${kept} (edited)`);
    const byCookie = await call(starfolio, path, { headers: { cookie: `jwt=${token}` } });
    expect((await json<Details>(byCookie)).body.post.title).toBe(`${kept} (edited)`);
  });

  it("keeps no premium answer: a visitor never gets a subscriber's body, in either order", async () => {
    const call = serverProcess(file.t);
    const path = apiUrl(starfolio, `post/details/?postId=${premium}`);
    const subscriber = await testUser(file.t, { subscriber: true });
    const open = await json<Details>(await call(starfolio, path, { headers: { KEY: subscriber.token } }));
    expect(open.body.post.isLocked).toBe(false);
    const visitor = await json<Details>(await call(starfolio, path));
    expect(visitor.body.post.isLocked).toBe(true);
    expect(visitor.body.post.bodyHtml).not.toBe(open.body.post.bodyHtml);
    const again = await json<Details>(await call(starfolio, path, { headers: { KEY: subscriber.token } }));
    expect(again.body.post).toEqual(open.body.post);
  });

  it("keeps one brand's answer for that brand's hosts only", async () => {
    const call = serverProcess(file.t);
    const mine = await call(starfolio, apiUrl(starfolio, 'post/list/'));
    expect(mine.status).toBe(200);
    expect((await call(arrowline, apiUrl(starfolio, 'post/list/'))).status).toBe(404);
  });
});

describe('invalidation', () => {
  it("drops a post's kept details and comments in this process when it is liked or commented on", async () => {
    const id = postIds[5]!;
    const details = apiUrl(starfolio, `post/details/?postId=${id}`);
    const comments = apiUrl(starfolio, `post/comment/list/${id}/`);
    const visitor = () => file.t.request(starfolio, details, { headers: { cookie: '' } });
    const before = (await json<Details>(await visitor())).body.post;
    await file.t.request(starfolio, comments);
    const { token } = await testUser(file.t);
    await api.post('post/like/', { postId: id }, token);
    expect((await json<Details>(await visitor())).body.post.likeCount).toBe(before.likeCount + 1);
    await api.post(`post/comment/add/${id}/`, { commentText: 'Kept answers must not hide this.' }, token);
    expect((await json<Details>(await visitor())).body.post.commentCount).toBe(before.commentCount + 1);
    const list = await json<{ body: { total: number } }>(await file.t.request(starfolio, comments));
    expect(list.body.total).toBe(before.commentCount + 1);
  });

  it(`shows another process the change within ${MICRO_CACHE_SECONDS} s (its copy's time to live)`, async () => {
    const id = postIds[6]!;
    let now = Date.now();
    const other = serverProcess(file.t, { cache: { now: () => now } });
    const path = apiUrl(starfolio, `post/details/?postId=${id}`);
    const likes = async () => (await json<Details>(await other(starfolio, path))).body.post.likeCount;
    const before = await likes();
    const { token } = await testUser(file.t);
    await api.post('post/like/', { postId: id }, token);
    now += MICRO_CACHE_SECONDS * 1000 - 1;
    expect(await likes()).toBe(before);
    now += 1;
    expect(await likes()).toBe(before + 1);
  });

  it('drops the kept sitemap and feed when a post is added', async () => {
    const db = countingDb(file.t.db);
    vi.stubEnv('ENABLE_TEST_HOOKS', '1');
    const call = serverProcess(file.t, { db });
    vi.unstubAllEnvs();
    const read = async (path: string) => (await call(starfolio, path)).text();
    for (const path of ['/sitemap.xml', '/blog/feed.xml']) await read(path);
    const trips = db.queries;
    expect(await read('/sitemap.xml')).not.toContain(SECURITY_TEST_SLUG);
    expect(await read('/blog/feed.xml')).not.toContain(SECURITY_TEST_SLUG);
    expect(db.queries, 'both answered from memory').toBe(trips);
    const csrf = newCsrfToken(file.t.jwtSecret);
    const headers = { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };
    const added = await call(starfolio, apiUrl(starfolio, '__test__/security-test-post/'), { method: 'POST', headers });
    expect(added.status).toBe(200);
    try {
      expect(await read('/sitemap.xml')).toContain(SECURITY_TEST_SLUG);
      // The fixture is dated too early for the feed's newest entries: the feed is asked again all the same.
      const before = db.queries;
      await read('/blog/feed.xml');
      expect(db.queries).toBeGreaterThan(before);
    } finally {
      await file.t.db.query('DELETE FROM posts WHERE slug = $1', [SECURITY_TEST_SLUG]);
    }
  });

  it('keeps nothing when the time to live is 0', async () => {
    const db = countingDb(file.t.db);
    const call = serverProcess(file.t, { db, cache: { ttlSeconds: 0 } });
    await call(starfolio, apiUrl(starfolio, 'post/list/'));
    await call(starfolio, apiUrl(starfolio, 'post/list/'));
    expect(db.queries).toBe(4);
  });
});
