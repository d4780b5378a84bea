import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import {
  seedSecurityTestPost,
  SECURITY_TEST_SLUG,
  SECURITY_TEST_TITLE,
  type SecurityTestPost,
} from '../../db/seed/blog-seed-xss';
import { createTestServer, type TestServer } from '../../test-support';
import { EACH_READ_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../cache/cache-policy';
import type { PostSummary } from '../blog-store';
import { blogCaller, testUser } from '../testing/blog-test-client';

interface ListBody {
  main: PostSummary[];
  popular: PostSummary[];
  isNextPage: boolean;
  thisPageNumber: number;
}
interface DetailsBody {
  post: PostSummary & {
    bodyHtml: string;
    pageCount: number;
    isLocked: boolean;
    likeCount: number;
    commentCount: number;
  };
}
interface PageBody {
  postId: number;
  pageNumber: number;
  bodyHtml: string;
  isNextPage: boolean;
  isLocked: boolean;
}

let t: TestServer;
let api: ReturnType<typeof blogCaller>;
let all: PostSummary[] = [];
let fixture: SecurityTestPost;
beforeAll(async () => {
  t = await createTestServer();
  fixture = await seedSecurityTestPost(t.db);
  api = blogCaller(t, brands[0]!);
  for (let page = 1; ; page++) {
    const { body } = await api.get<ListBody>(`post/list/?pageNumber=${page}&perPageCount=50`);
    all = all.concat(body.main);
    if (!body.isNextPage) break;
  }
}, 60_000);
afterAll(() => t.db.close());

const postRow = async (where: string) =>
  (
    await t.db.query<{ id: number; body: string; teaser: string | null }>(
      `SELECT id, body, teaser FROM posts WHERE ${where}`,
    )
  ).rows;
const longPost = async (premium: boolean) =>
  (
    await postRow(
      `status = 'published' AND is_premium = ${premium} AND body LIKE '%<!-- pagebreak -->%<!-- pagebreak -->%'`,
    )
  )[0]!;

describe('GET /api/post/list/', () => {
  it('answers page 1 with 10 stories, 5 popular, isNextPage and thisPageNumber', async () => {
    const { status, head, body, headers } = await api.get<ListBody>('post/list/?pageNumber=1');
    expect(status).toBe(200);
    expect(head.status).toBe(0);
    expect(body.main).toHaveLength(10);
    expect(body.popular).toHaveLength(5);
    expect(body).toMatchObject({ isNextPage: true, thisPageNumber: 1 });
    expect(headers.get('x-cache-scope')).toBe('public');
    expect(headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(body.main.map((p) => p.postId)).toEqual(all.slice(0, 10).map((p) => p.postId));
  });

  it('defaults to page 1 of 10 and has a full page 7, a short last page and an empty page after it', async () => {
    expect(all.length).toBeGreaterThanOrEqual(70);
    const first = await api.get<ListBody>('post/list/');
    expect(first.body.main.map((p) => p.postId)).toEqual(all.slice(0, 10).map((p) => p.postId));
    const seventh = await api.get<ListBody>('post/list/?pageNumber=7&perPageCount=10');
    expect(seventh.body.main.map((p) => p.postId)).toEqual(all.slice(60, 70).map((p) => p.postId));
    const lastPage = Math.ceil(all.length / 10);
    const last = await api.get<ListBody>(`post/list/?pageNumber=${lastPage}`);
    expect(last.body).toMatchObject({ isNextPage: false, thisPageNumber: lastPage });
    expect(last.body.main.length).toBe(all.length - (lastPage - 1) * 10);
    const beyond = await api.get<ListBody>(`post/list/?pageNumber=${lastPage + 1}`);
    expect(beyond.body).toMatchObject({ main: [], isNextPage: false, thisPageNumber: lastPage + 1 });
  });

  it('orders newest first, undated posts last, with no post twice and no drafts', async () => {
    expect(new Set(all.map((p) => p.postId)).size).toBe(all.length);
    const dated = all.filter((p) => p.pubDate);
    expect(all.slice(dated.length).every((p) => p.pubDate === null)).toBe(true);
    expect(all.length - dated.length).toBeGreaterThanOrEqual(3);
    const times = dated.map((p) => Date.parse(p.pubDate!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const undatedIds = all.slice(dated.length).map((p) => p.postId);
    expect(undatedIds).toEqual([...undatedIds].sort((a, b) => b - a));
    expect(all.some((p) => p.slug.startsWith('draft-'))).toBe(false);
  });

  it('gives every story the PostSummary fields, with images from this server in three widths', async () => {
    const withImage = all.find((p) => p.imageUrl)!;
    expect(Object.keys(withImage).sort()).toEqual(
      [
        'postId',
        'slug',
        'title',
        'shortText',
        'imageUrl',
        'imageSrcSet',
        'imageWidth',
        'imageHeight',
        'embeddedLink',
        'embedVideoUrl',
        'postVideoLink',
        'tag',
        'pubDate',
        'realAuthorName',
        'realAuthorUrl',
        'isPremiumPost',
      ].sort(),
    );
    expect(withImage.imageUrl).toMatch(/^\/media\/posts\/[a-z0-9-]+-800\.jpg$/);
    expect(withImage.imageSrcSet).toMatch(/-400\.jpg 400w, .*-800\.jpg 800w, .*-1200\.jpg 1200w$/);
    expect([withImage.imageWidth, withImage.imageHeight]).toEqual([1200, 675]);
    const embedOnly = all.filter((p) => !p.imageUrl && p.embeddedLink);
    expect(embedOnly.length).toBeGreaterThanOrEqual(5);
    expect(embedOnly.every((p) => p.imageSrcSet === null && p.imageWidth === null)).toBe(true);
    expect(all.filter((p) => p.postVideoLink?.startsWith('https://www.youtube-nocookie.com/embed/')).length).toBe(6);
    expect(all.filter((p) => p.isPremiumPost).length).toBeGreaterThanOrEqual(8);
    expect(all.some((p) => p.realAuthorUrl) && all.some((p) => !p.realAuthorUrl)).toBe(true);
    expect(all.slice(0, 4).every((p) => p.tag)).toBe(true);
  });

  it('lists the security-test fixture free, after every dated post, where its seeder says', async () => {
    const i = all.findIndex((p) => p.slug === SECURITY_TEST_SLUG);
    expect(i).toBe(fixture.position);
    expect(all[i - 1]!.pubDate).not.toBeNull();
    expect(all[i + 1]!.pubDate).toBeNull();
    expect(all[i]).toMatchObject({ postId: fixture.postId, title: SECURITY_TEST_TITLE, isPremiumPost: false });
    expect(all[i]!.shortText).toContain('<script>');
  });

  it('shows the same popular list on every page: the top five by likes plus views', async () => {
    const pages = await Promise.all([1, 4, 8].map((p) => api.get<ListBody>(`post/list/?pageNumber=${p}`)));
    const popular = pages.map((p) => p.body.popular.map((x) => x.postId));
    expect(popular[1]).toEqual(popular[0]);
    expect(popular[2]).toEqual(popular[0]);
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM posts WHERE status = 'published' ORDER BY like_count + view_count DESC, id DESC LIMIT 5",
    );
    expect(popular[0]).toEqual(rows.map((r) => r.id));
  });

  it('serves the analysis-site list with the same stories and no tags', async () => {
    const { body, headers } = await api.get<ListBody>('analysis/post/list/?pageNumber=2');
    expect(body.main.map((p) => p.postId)).toEqual(all.slice(10, 20).map((p) => p.postId));
    expect([...body.main, ...body.popular].every((p) => p.tag === null)).toBe(true);
    expect(headers.get('x-cache-scope')).toBe('public');
  });
});

describe('GET /api/post/details/', () => {
  it('answers a free post: summary, slug, page 1 of its body, counts; public', async () => {
    const row = await longPost(false);
    const { status, body, headers } = await api.get<DetailsBody>(`post/details/?postId=${row.id}`);
    expect(status).toBe(200);
    const summary = all.find((p) => p.postId === row.id)!;
    expect(body.post).toMatchObject({ ...summary, isLocked: false, pageCount: 3 });
    expect(body.post.slug).toMatch(/^[a-z0-9-]+$/);
    expect(body.post.bodyHtml).toBe(row.body.split('<!-- pagebreak -->')[0]!.trim());
    expect(body.post.bodyHtml).toMatch(/<h2>[\s\S]*<table>[\s\S]*<figure>|<figure>[\s\S]*<table>/);
    expect(typeof body.post.likeCount).toBe('number');
    expect(typeof body.post.commentCount).toBe('number');
    expect(headers.get('x-cache-scope')).toBe('public');
    expect(headers.get('cache-control')).toBe(EACH_READ_CACHE_CONTROL);
  });

  it('counts a view', async () => {
    const id = all[5]!.postId;
    const views = async () =>
      (await t.db.query<{ v: number }>('SELECT view_count v FROM posts WHERE id = $1', [id])).rows[0]!.v;
    const before = await views();
    await api.get(`post/details/?postId=${id}`);
    expect(await views()).toBe(before + 1);
  });

  it('answers 404 for an unknown post and for a draft', async () => {
    const unknown = await api.get('post/details/?postId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.head.message).toContain('999999');
    const draft = (await postRow("status = 'draft'"))[0]!;
    expect((await api.get(`post/details/?postId=${draft.id}`)).status).toBe(404);
  });

  it('locks a premium post to its teaser for a visitor and for a logged-in non-subscriber; private', async () => {
    const row = await longPost(true);
    const reader = await testUser(t);
    for (const key of [undefined, reader.token]) {
      const { status, body, headers } = await api.get<DetailsBody>(`post/details/?postId=${row.id}`, key);
      expect(status).toBe(200);
      expect(body.post).toMatchObject({ isPremiumPost: true, isLocked: true, pageCount: 1, bodyHtml: row.teaser });
      expect(body.post.bodyHtml).not.toContain('<table>');
      expect(headers.get('x-cache-scope')).toBe('private');
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(headers.get('vary')).toContain('KEY');
    }
  });

  it('opens a premium post for a subscriber, still private', async () => {
    const row = await longPost(true);
    const subscriber = await testUser(t, { subscriber: true });
    const { body, headers } = await api.get<DetailsBody>(`post/details/?postId=${row.id}`, subscriber.token);
    expect(body.post).toMatchObject({ isLocked: false, pageCount: 3 });
    expect(body.post.bodyHtml).toBe(row.body.split('<!-- pagebreak -->')[0]!.trim());
    expect(headers.get('x-cache-scope')).toBe('private');
  });

  it("answers '100' for a premium post with an expired session, and ignores the session on a free post", async () => {
    const expired = await testUser(t, { subscriber: true, expired: true });
    const premium = await longPost(true);
    const locked = await api.get(`post/details/?postId=${premium.id}`, expired.token);
    expect(locked.head).toEqual({ status: '100', message: 'Session Timed Out!' });
    expect(locked.headers.get('x-cache-scope')).toBe('private');
    const free = await api.get<DetailsBody>(`post/details/?postId=${all[0]!.postId}`, expired.token);
    expect(free.head.status).toBe(0);
  });

  it('serves the analysis-site details without the tag', async () => {
    const { body } = await api.get<DetailsBody>(`analysis/post/details/?postId=${all[0]!.postId}`);
    expect(body.post).toMatchObject({ postId: all[0]!.postId, tag: null, isLocked: false });
  });
});

describe('GET /api/post/nextpage/', () => {
  it('serves pages 2 and 3 of a long post, then 404', async () => {
    const row = await longPost(false);
    const pages = row.body.split('<!-- pagebreak -->').map((p) => p.trim());
    const two = await api.get<PageBody>(`post/nextpage/?postId=${row.id}&pageNumber=2`);
    expect(two.body).toEqual({ postId: row.id, pageNumber: 2, bodyHtml: pages[1], isNextPage: true, isLocked: false });
    expect(two.headers.get('x-cache-scope')).toBe('public');
    const three = await api.get<PageBody>(`post/nextpage/?postId=${row.id}&pageNumber=3`);
    expect(three.body).toMatchObject({ pageNumber: 3, bodyHtml: pages[2], isNextPage: false });
    const four = await api.get(`post/nextpage/?postId=${row.id}&pageNumber=4`);
    expect(four.status).toBe(404);
    expect(four.head.message).toContain('no page 4');
    expect((await api.get(`post/nextpage/?postId=${all[0]!.postId}&pageNumber=1`)).status).toBe(400);
  });

  it('answers a locked, empty page of a premium post to a visitor (200, never 403); a subscriber gets it', async () => {
    const row = await longPost(true);
    const visitor = await api.get<PageBody>(`post/nextpage/?postId=${row.id}&pageNumber=2`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ postId: row.id, pageNumber: 2, bodyHtml: '', isNextPage: false, isLocked: true });
    expect(visitor.headers.get('x-cache-scope')).toBe('private');
    const subscriber = await testUser(t, { subscriber: true });
    const open = await api.get<PageBody>(`post/nextpage/?postId=${row.id}&pageNumber=2`, subscriber.token);
    expect(open.body).toMatchObject({ isLocked: false, isNextPage: true });
    expect(open.body.bodyHtml).toBe(row.body.split('<!-- pagebreak -->')[1]!.trim());
    expect(open.headers.get('cache-control')).toBe('private, no-store');
  });
});
