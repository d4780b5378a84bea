import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testServerPerFile } from '../test-server-per-file';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { blogCaller, testUser } from '../blog/testing/blog-test-client';

import {
  COOKIE_CACHE_CONTROL,
  EACH_READ_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CDN_CACHE_CONTROL,
} from './cache-policy';
import { apiUrl } from './testing/cache-test-client';

/** ETag, 304 and Cache-Control by scope (docs/caching.md), through the whole app. */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
let api: ReturnType<typeof blogCaller>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
let free: number;
let premium: number;

const SHARED = /public|s-maxage|stale-while-revalidate|proxy-revalidate/;

beforeAll(async () => {
  api = blogCaller(file.t, starfolio);
  const id = async (premium: boolean) =>
    (
      await file.t.db.query<{ id: number }>(
        `SELECT id FROM posts WHERE status = 'published' AND is_premium = $1
            AND body LIKE '%<!-- pagebreak -->%' ORDER BY id LIMIT 1`,
        [premium],
      )
    ).rows[0]!.id;
  free = await id(false);
  premium = await id(true);
  // A returning browser: it holds a csrftoken, so answers set no cookie.
  await file.t.request(starfolio, apiUrl(starfolio, 'health/'));
}, 60_000);

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  file.t.request(starfolio, apiUrl(starfolio, path), { headers, method });

describe('public answers', () => {
  const paths = () => [
    ['post/list/?pageNumber=1', PUBLIC_CACHE_CONTROL],
    ['analysis/post/list/?pageNumber=2', PUBLIC_CACHE_CONTROL],
    [`post/nextpage/?postId=${free}&pageNumber=2`, PUBLIC_CACHE_CONTROL],
    [`post/comment/list/${free}/`, PUBLIC_CACHE_CONTROL],
    // Every read of the details counts a view, so every cache must ask the server each time.
    [`post/details/?postId=${free}`, EACH_READ_CACHE_CONTROL],
  ];

  it('answers a repeated public request that sends its ETag with 304 and no body', async () => {
    for (const [path, cacheControl] of paths()) {
      const first = await get(path!);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache-scope')).toBe('public');
      expect(first.headers.get('cache-control')).toBe(cacheControl);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(path!, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(cacheControl);
      const stale = await get(path!, { 'if-none-match': '"something-else"' });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(await first.text());
    }
  });

  it('answers 304 to a signed-in reader too: a public answer is the same for everyone', async () => {
    const { token } = await testUser(file.t);
    const first = await get('post/list/?pageNumber=1');
    const mine = await get('post/list/?pageNumber=1', { KEY: token, 'if-none-match': first.headers.get('etag')! });
    expect(mine.status).toBe(304);
  });

  it('lets a CDN keep a public answer for seconds, and serve it stale while it asks again; browsers always ask', async () => {
    const res = await get('post/list/?pageNumber=1');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=[1-9]\d*$/);
    expect(res.headers.get('cdn-cache-control')).toMatch(/^public, max-age=[1-9]\d*, stale-while-revalidate=[1-9]\d*$/);
    expect(res.headers.get('cdn-cache-control')).toBe(PUBLIC_CDN_CACHE_CONTROL);
    // Every read of the details counts a view: no cache may answer it without asking.
    const details = await get(`post/details/?postId=${free}`);
    expect(details.headers.get('cache-control')).toBe('public, no-cache');
    expect(details.headers.get('cdn-cache-control')).toBeNull();
  });

  it('compresses with br or gzip, names each in its own ETag and varies on Accept-Encoding', async () => {
    const plain = await get('post/list/?pageNumber=1');
    const json = await plain.text();
    const br = await get('post/list/?pageNumber=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(json);
    const gz = await get('post/list/?pageNumber=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
    const tags = [plain, br, gz].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    const revalidated = await get('post/list/?pageNumber=1', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-encoding')).toBeNull();
  });

  it("answers the widget's partner from memory with its own CORS header, and varies on Origin", async () => {
    const partner = { origin: 'https://partner.example' };
    await get('post/list/?pageNumber=4', { origin: 'https://elsewhere.example' });
    const kept = await get('post/list/?pageNumber=4', partner);
    expect(kept.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(kept.headers.get('vary')).toMatch(/Origin/);
    const other = await get('post/list/?pageNumber=4', { origin: 'https://elsewhere.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers HEAD with the same ETag and no body', async () => {
    const got = await get('post/list/?pageNumber=3');
    const head = await get('post/list/?pageNumber=3', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('gives a changed answer a new ETag', async () => {
    const before = await get(`post/details/?postId=${free}`);
    const { token } = await testUser(file.t);
    await api.post('post/like/', { postId: free }, token);
    const after = await get(`post/details/?postId=${free}`, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps the answer to a first visit, which sets the csrftoken cookie, out of shared caches', async () => {
    const res = await get('post/list/?pageNumber=1', { cookie: '' });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true);
    expect(res.headers.get('cache-control')).toBe(COOKIE_CACHE_CONTROL);
    expect(res.headers.get('cache-control')).not.toMatch(SHARED);
    expect(res.headers.get('cdn-cache-control')).toBeNull();
    expect(res.headers.get('etag')).toMatch(/^"/);
  });
});

describe('private answers', () => {
  it('never carry a shared-cache header (nor an ETag): private, no-store', async () => {
    const subscriber = await testUser(file.t, { subscriber: true });
    const expired = await testUser(file.t, { subscriber: true, expired: true });
    const reader = await testUser(file.t);
    const answers: [string, Response][] = [
      ['premium details, visitor', await get(`post/details/?postId=${premium}`)],
      ['premium details, subscriber', await get(`post/details/?postId=${premium}`, { KEY: subscriber.token })],
      ['premium details, expired', await get(`post/details/?postId=${premium}`, { KEY: expired.token })],
      ['premium page 2, visitor', await get(`post/nextpage/?postId=${premium}&pageNumber=2`)],
      [
        'premium page 2, subscriber',
        await get(`post/nextpage/?postId=${premium}&pageNumber=2`, { KEY: subscriber.token }),
      ],
      ['like status, visitor', await get(`post/list/like-status/?postIds=${free}`)],
      ['like status, reader', await get(`post/list/like-status/?postIds=${free}`, { KEY: reader.token })],
      ['unknown post', await get('post/details/?postId=999999')],
      ['bad input', await get('post/list/?pageNumber=0')],
      ['the user', await get('auth/userinfo/', { KEY: reader.token })],
    ];
    for (const [what, res] of answers) {
      expect(res.headers.get('x-cache-scope'), what).toBe('private');
      expect(res.headers.get('cache-control'), what).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.get('cache-control'), what).not.toMatch(SHARED);
      expect(res.headers.get('cdn-cache-control'), what).toBeNull();
      expect(res.headers.get('etag'), what).toBeNull();
    }
    const like = await api.post('post/like/', { postId: free }, reader.token);
    expect(like.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('are never answered 304, whatever If-None-Match says', async () => {
    const res = await get(`post/details/?postId=${premium}`, { 'if-none-match': '*' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});
