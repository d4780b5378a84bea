import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { BLOG_CMS_LIMITS } from '#contract/blog-cms/rules';
import { adviserKey, cmsCaller, starfolio } from '../testing/cms-test-client';
import { createTestServer, type TestServer } from '../../test-support';
import { testUser } from '../../blog/testing/blog-test-client';

let t: TestServer;
let api: ReturnType<typeof cmsCaller>;
let me: Awaited<ReturnType<typeof adviserKey>>;

beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = cmsCaller(t);
  me = await adviserKey(t);
}, 60_000);
afterAll(() => t?.db.close());

const GETS = [
  API.blogCms.authors,
  API.blogCms.posts,
  `${API.blogCms.postDetails}?postId=1`,
  `${API.blogCms.files}?postId=1`,
];
const POSTS = [
  API.blogCms.authors,
  API.blogCms.save,
  API.blogCms.publish,
  API.blogCms.unpublish,
  API.blogCms.image,
  API.blogCms.files,
  API.blogCms.fileDelete,
];

describe('who may call each CMS route', () => {
  it('a visitor gets 401 and an investor 404 (never 403), on every route', async () => {
    const investor = await testUser(t, { brand: starfolio });
    for (const path of GETS) {
      expect([path, (await api.get(path)).status]).toEqual([path, 401]);
      expect([path, (await api.get(path, investor.token)).status]).toEqual([path, 404]);
    }
    for (const path of POSTS) {
      expect([path, (await api.post(path, { postId: 1, id: 1, base_revision: 0, name: 'x' })).status]).toEqual([
        path,
        401,
      ]);
      const asInvestor = await api.post(path, { postId: 1, id: 1, base_revision: 0, name: 'x' }, investor.token);
      expect([path, asInvestor.status]).toEqual([path, 404]);
    }
  });
});

describe('garbage never answers 5xx', () => {
  const JUNK: unknown[] = [
    null,
    [],
    'x',
    { postId: -1 },
    { postId: 1e12, base_revision: 0 },
    { postId: '1', base_revision: '0' },
    { base_revision: 0, title: 'x'.repeat(BLOG_CMS_LIMITS.titleMax + 1) },
    { base_revision: 0, body: 5 },
    { base_revision: 0, authorId: 2 ** 40 },
    { base_revision: 0, imageKey: '../../etc/passwd' },
    { base_revision: 0, embedVideoUrl: 'javascript:alert(1)' },
    { postId: 1, publish_at: 'tomorrow' },
    { postId: 2147483647, id: 2147483647 },
    { name: 'x'.repeat(500) },
  ];

  it('answers JSON junk on every POST route with a 4xx', async () => {
    for (const path of POSTS) {
      for (const json of JUNK) {
        const a = await api.post(path, json, me.key);
        expect([path, json, a.status < 500 && a.status >= 400]).toEqual([path, json, true]);
      }
      const raw = await api.postRaw(path, '{"postId":', 'application/json', me.key);
      expect([path, raw.status]).toEqual([path, 400]);
    }
  });

  it('answers junk queries below 500 (4xx where the route reads the field)', async () => {
    for (const q of ['postId=abc', 'postId=99999999999999', 'postId=-3', 'postId=1.5', 'status=x&page=0', 'page=1e9']) {
      for (const base of [API.blogCms.posts, API.blogCms.postDetails, API.blogCms.files]) {
        const a = await api.get(`${base}?${q}`, me.key);
        const reads = (base === API.blogCms.posts) === /status|page/.test(q);
        expect([base, q, a.status]).toEqual([base, q, reads ? 400 : a.status]);
        expect(a.status).toBeLessThan(500);
      }
    }
  });

  it('answers a body over the limit 413, a post body over bodyMax 400, broken multipart 400', async () => {
    const huge = await api.postRaw(
      API.blogCms.publish,
      JSON.stringify({ postId: 1, x: 'x'.repeat(20_000) }),
      'application/json',
      me.key,
    );
    expect(huge.status).toBe(413);
    const long = await api.post(
      API.blogCms.save,
      { base_revision: 0, body: 'x'.repeat(BLOG_CMS_LIMITS.bodyMax + 1) },
      me.key,
    );
    expect(long.status).toBe(400);
    const tooBig = await api.postRaw(
      API.blogCms.save,
      JSON.stringify({ base_revision: 0, body: 'x'.repeat(2_200_000) }),
      'application/json',
      me.key,
    );
    expect(tooBig.status).toBe(413);
    for (const path of [API.blogCms.image, API.blogCms.files]) {
      const broken = await api.postRaw(
        path,
        '--xx\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        'multipart/form-data; boundary=xx',
        me.key,
      );
      expect([path, broken.status]).toEqual([path, 400]);
      const noFile = await api.postRaw(path, 'file=abc', 'application/x-www-form-urlencoded', me.key);
      expect([path, noFile.status]).toEqual([path, 400]);
      const json = await api.post(path, { file: 'abc' }, me.key);
      expect([path, json.status]).toEqual([path, 400]);
    }
    const f = new FormData();
    f.set('postId', '99999999999');
    f.set('file', new Blob(['%PDF-1.4']), 'a.pdf');
    expect((await api.upload(API.blogCms.files, f, me.key)).status).toBe(400);
    const empty = new FormData();
    empty.set('file', new Blob([]), 'a.png');
    expect((await api.upload(API.blogCms.image, empty, me.key)).status).toBe(400);
  });

  it('answers the public file route 404 for ids that are none', async () => {
    for (const path of ['/media/files/0/x', '/media/files/99999999999/x', '/media/files/abc', '/media/files/1/']) {
      expect([path, (await t.request(starfolio, path)).status]).toEqual([path, 404]);
    }
  });
});
