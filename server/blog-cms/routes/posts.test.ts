import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsAuthorsBody, CmsPostBody, CmsPostsBody } from '#contract/blog-cms/types';
import { BLOG_CMS_MESSAGES, PAGE_BREAK } from '#contract/blog-cms/rules';
import { createTestServer, type TestServer } from '../../test-support';
import { adviserKey, cmsCaller, starfolio } from '../testing/cms-test-client';
import { testUser } from '../../blog/testing/blog-test-client';

let t: TestServer;
let api: ReturnType<typeof cmsCaller>;
let me: Awaited<ReturnType<typeof adviserKey>>;
let other: Awaited<ReturnType<typeof adviserKey>>;
let authorId: number;

beforeAll(async () => {
  t = await createTestServer({ responseCache: { ttlSeconds: 0 } });
  api = cmsCaller(t);
  me = await adviserKey(t);
  other = await adviserKey(t);
  const a = await api.post<CmsAuthorsBody>('blog/cms/authors/', { name: 'Asha Rao', url: null }, me.key);
  authorId = a.body.authors[0]!.id;
}, 60_000);
afterAll(() => t?.db.close());

const save = (json: Record<string, unknown>, key = me.key) => api.post<CmsPostBody>('blog/cms/posts/save/', json, key);

describe('authors', () => {
  it("lists only the adviser's own, and adds one", async () => {
    const mine = await api.get<CmsAuthorsBody>('blog/cms/authors/', me.key);
    expect(mine.body.authors).toEqual([{ id: authorId, name: 'Asha Rao', url: null }]);
    const theirs = await api.get<CmsAuthorsBody>('blog/cms/authors/', other.key);
    expect(theirs.body.authors).toEqual([]);
    const bad = await api.post('blog/cms/authors/', { name: ' ', url: 'javascript:alert(1)' }, me.key);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: 'Please enter author name' });
  });
});

describe('save', () => {
  it('creates a draft without a title (slug post-<id>), then updates it by revision', async () => {
    const a = await save({ base_revision: 0, body: '<p>Notes</p>' });
    expect(a.status).toBe(200);
    const post = a.body.post;
    expect(post).toMatchObject({ status: 'draft', title: '', slug: `post-${post.postId}`, revision: 1 });
    expect(post.pubDate).toBeNull();
    const b = await save({ postId: post.postId, base_revision: 1, title: 'Why SIPs work', authorId });
    expect(b.body.post).toMatchObject({ revision: 2, slug: 'why-sips-work', title: 'Why SIPs work', authorId });
    const stale = await save({ postId: post.postId, base_revision: 1, title: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.head.message).toBe(BLOG_CMS_MESSAGES.conflict);
    expect(stale.body).toMatchObject({ post: { revision: 2, title: 'Why SIPs work' } });
  });

  it('gives a draft a unique slug from its title; a title without latin letters keeps post-<id>', async () => {
    const a = (await save({ base_revision: 0, title: 'Gold vs. Équity: 2026!' })).body.post;
    const b = (await save({ base_revision: 0, title: 'Gold vs Equity 2026' })).body.post;
    expect([a.slug, b.slug]).toEqual(['gold-vs-equity-2026', 'gold-vs-equity-2026-2']);
    const c = (await save({ base_revision: 0, title: 'सोना' })).body.post;
    expect(c.slug).toBe(`post-${c.postId}`);
  });

  it('sanitizes the body with the one policy and keeps page breaks and allowed iframes', async () => {
    const body = [
      '<p onclick="x()">One<script>alert(1)</script><img src="/x.png" onerror="alert(1)"></p>',
      '<p>Two</p><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      '<p>Three</p><iframe src="https://evil.example/embed"></iframe>',
    ].join(PAGE_BREAK);
    const a = await save({ base_revision: 0, title: 'Pages', body });
    const pages = a.body.post.body.split(PAGE_BREAK);
    expect(pages).toHaveLength(3);
    expect(a.body.post.body).not.toMatch(/<script|onerror|onclick|evil\.example/);
    expect(pages[0]).toContain('<img src="/x.png"');
    expect(pages[1]).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"');
    expect(pages[2]).toBe('<p>Three</p>');
  });

  it('refuses an embeddedLink from a host not allowed, keeps an allowed one', async () => {
    const bad = await save({ base_revision: 0, embeddedLink: '<iframe src="https://evil.example/v"></iframe>' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ embeddedLink: BLOG_CMS_MESSAGES.embedHost });
    const good = await save({
      base_revision: 0,
      embeddedLink: '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    });
    expect(good.body.post.embeddedLink).toContain('src="https://player.vimeo.com/video/1"');
  });

  it("refuses another adviser's author and never shows another adviser's post (404)", async () => {
    const a = await save({ base_revision: 0, authorId }, other.key);
    expect(a.status).toBe(400);
    const mine = await save({ base_revision: 0, title: 'Mine' });
    const id = mine.body.post.postId;
    expect((await save({ postId: id, base_revision: 1 }, other.key)).status).toBe(404);
    expect((await api.get(`blog/cms/post-details/?postId=${id}`, other.key)).status).toBe(404);
    expect((await api.get<CmsPostBody>(`blog/cms/post-details/?postId=${id}`, me.key)).body.post.title).toBe('Mine');
  });
});

describe('posts list', () => {
  it('pages by 10, newest change first, filtered by status', async () => {
    const fresh = await adviserKey(t);
    for (let i = 1; i <= 11; i++) await save({ base_revision: 0, title: `Post ${i}` }, fresh.key);
    const one = await api.get<CmsPostsBody>('blog/cms/posts/?status=draft', fresh.key);
    expect(one.body.posts).toHaveLength(10);
    expect(one.body.posts[0]!.title).toBe('Post 11');
    expect(one.body).toMatchObject({ isNextPage: true, thisPageNumber: 1 });
    const two = await api.get<CmsPostsBody>('blog/cms/posts/?page=2', fresh.key);
    expect(two.body.posts.map((p) => p.title)).toEqual(['Post 1']);
    expect((await api.get<CmsPostsBody>('blog/cms/posts/?status=published', fresh.key)).body.posts).toEqual([]);
    expect((await api.get('blog/cms/posts/?status=gone', fresh.key)).status).toBe(400);
  });
});

describe('who may call', () => {
  it('visitor 401, investor 404', async () => {
    const investor = await testUser(t, { brand: starfolio });
    for (const path of ['blog/cms/authors/', 'blog/cms/posts/', 'blog/cms/post-details/?postId=1']) {
      expect((await api.get(path)).status).toBe(401);
      expect((await api.get(path, investor.token)).status).toBe(404);
    }
    expect((await api.post('blog/cms/posts/save/', { base_revision: 0 })).status).toBe(401);
    expect((await api.post('blog/cms/posts/save/', { base_revision: 0 }, investor.token)).status).toBe(404);
  });
});
