import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '#contract/blog/types';
import type { CmsAuthorsBody, CmsPostBody } from '#contract/blog-cms/types';
import { BLOG_CMS_MESSAGES, PAGE_BREAK } from '#contract/blog-cms/rules';
import { FEED_PATH, SITEMAP_PATH } from '#contract/site/seo-paths';
import { ResponseCache } from '../../cache/response-cache';
import { publishDuePosts } from '../scheduled-posts';
import { adviserKey, cmsCaller, starfolio } from '../testing/cms-test-client';
import { createTestServer, type TestServer } from '../../test-support';

let t: TestServer;
let api: ReturnType<typeof cmsCaller>;
let me: Awaited<ReturnType<typeof adviserKey>>;
let authorId: number;
// The micro-cache on (as in production), so each check below also proves it was invalidated.
const cache = new ResponseCache({ ttlSeconds: 60 });

beforeAll(async () => {
  t = await createTestServer({ responseCache: cache });
  api = cmsCaller(t);
  me = await adviserKey(t);
  const a = await api.post<CmsAuthorsBody>('blog/cms/authors/', { name: 'Asha Rao', url: null }, me.key);
  authorId = a.body.authors[0]!.id;
}, 60_000);
afterAll(() => t?.db.close());

const save = (json: Record<string, unknown>) => api.post<CmsPostBody>('blog/cms/posts/save/', json, me.key);
const publish = (json: Record<string, unknown>) => api.post<CmsPostBody>('blog/cms/posts/publish/', json, me.key);
const text = async (path: string) => (await t.request(starfolio, path)).text();

/** Where readers see a post: the list's first page, its details, the feed and the sitemap. */
async function seen(postId: number, slug: string) {
  const list = await api.get<{ main: PostSummary[] }>('post/list/?pageNumber=1');
  const details = await api.get(`post/details/?postId=${postId}`);
  const feed = await text(FEED_PATH);
  const sitemap = await text(SITEMAP_PATH);
  return {
    list: list.body.main.some((p) => p.postId === postId),
    details: details.status === 200,
    feed: feed.includes(`/blog/article/${postId}/${slug}/`),
    sitemap: sitemap.includes(`/blog/article/${postId}/${slug}/`),
  };
}
const everywhere = { list: true, details: true, feed: true, sitemap: true };
const nowhere = { list: false, details: false, feed: false, sitemap: false };

async function draft(title: string, extra: Record<string, unknown> = {}) {
  const body = `<p>Page one</p>${PAGE_BREAK}<p>Page two</p>`;
  return (await save({ base_revision: 0, title, body, authorId, ...extra })).body.post;
}

describe('publish', () => {
  it('names what is missing, letter for letter', async () => {
    const empty = (await save({ base_revision: 0, body: '<p>&nbsp; </p><p><br></p>', isPremiumPost: true })).body.post;
    const a = await publish({ postId: empty.postId });
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual({
      title: BLOG_CMS_MESSAGES.titleRequired,
      body: BLOG_CMS_MESSAGES.bodyRequired,
      authorId: BLOG_CMS_MESSAGES.authorRequired,
      teaser: BLOG_CMS_MESSAGES.teaserRequired,
    });
    const past = await publish({ postId: (await draft('Past')).postId, publish_at: '2020-01-01T00:00:00Z' });
    expect(past.body.errors).toEqual({ publish_at: BLOG_CMS_MESSAGES.scheduleInPast });
  });

  it('publishes now: in the list, details, feed and sitemap at once; unpublish takes it out of all four', async () => {
    const post = await draft('Rupee cost averaging explained');
    expect(await seen(post.postId, post.slug)).toEqual(nowhere);
    const a = await publish({ postId: post.postId });
    expect(a.body.post).toMatchObject({ status: 'published', body: `<p>Page one</p>${PAGE_BREAK}<p>Page two</p>` });
    expect(Date.now() - Date.parse(a.body.post.pubDate!)).toBeLessThan(60_000);
    expect(await seen(post.postId, post.slug)).toEqual(everywhere);
    const again = await publish({ postId: post.postId });
    expect(again.body.post.pubDate).toBe(a.body.post.pubDate);
    const off = await api.post<CmsPostBody>('blog/cms/posts/unpublish/', { postId: post.postId }, me.key);
    expect(off.body.post).toMatchObject({ status: 'draft', pubDate: null });
    expect(await seen(post.postId, post.slug)).toEqual(nowhere);
  });

  it('keeps autosaves of a published post out of sight until it is published again', async () => {
    const post = await draft('Live post');
    const live = (await publish({ postId: post.postId })).body.post;
    const typing = await save({
      postId: post.postId,
      base_revision: live.revision,
      title: 'Live post',
      body: '<p>Half-ty</p>',
      authorId,
    });
    expect(typing.body.post).toMatchObject({ status: 'published', body: '<p>Half-ty</p>' });
    const reader = await api.get<{ post: { bodyHtml: string } }>(`post/details/?postId=${post.postId}`);
    // Each page one starts with its publisher's name and SEBI registration (decision 0281), then the text.
    const publisher = /^<p><strong>Adviser [^<]+, SEBI-registered [^<]+<\/strong><\/p>/;
    expect(reader.body.post.bodyHtml).toMatch(publisher);
    expect(reader.body.post.bodyHtml.replace(publisher, '')).toBe('<p>Page one</p>');
    await publish({ postId: post.postId });
    const after = await api.get<{ post: { bodyHtml: string } }>(`post/details/?postId=${post.postId}`);
    expect(after.body.post.bodyHtml.replace(publisher, '')).toBe('<p>Half-ty</p>');
  });

  it('schedules: absent until due, then present once the job runs (twice is harmless)', async () => {
    const post = await draft('Budget day preview');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const a = await publish({ postId: post.postId, publish_at: at });
    expect(a.body.post).toMatchObject({ status: 'scheduled', pubDate: at });
    expect(await publishDuePosts(t.db, cache)).toEqual([]);
    expect(await seen(post.postId, post.slug)).toEqual(nowhere);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await publishDuePosts(t.db, cache, later)).toEqual([post.postId]);
    expect(await publishDuePosts(t.db, cache, later)).toEqual([]);
    expect(await seen(post.postId, post.slug)).toMatchObject({ details: true, feed: true, sitemap: true });
    const details = await api.get<CmsPostBody>(`blog/cms/post-details/?postId=${post.postId}`, me.key);
    expect(details.body.post.status).toBe('published');
  });

  it("is 404 for a post that is not the adviser's, 401 for a visitor", async () => {
    const post = await draft('Mine only');
    const other = await adviserKey(t);
    expect((await api.post('blog/cms/posts/publish/', { postId: post.postId }, other.key)).status).toBe(404);
    expect((await api.post('blog/cms/posts/unpublish/', { postId: post.postId }, other.key)).status).toBe(404);
    expect((await api.post('blog/cms/posts/publish/', { postId: post.postId })).status).toBe(401);
  });
});
