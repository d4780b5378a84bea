import { describe, expect, it } from 'vitest';
import { EACH_READ_CACHE_CONTROL } from '../../cache/cache-policy';
import { testUser } from '../testing/blog-test-client';
import type { DetailsBody, PageBody } from '../testing/blog-route-server';
import { all, api, longPost, postRow, startBlogServer, t } from '../testing/blog-route-server';

startBlogServer();

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

  it("names the adviser who publishes a post (its SEBI registration too), whose plans its Subscribe opens first; none for the editorial team's", async () => {
    const [theirs, editorial] = [all[6]!.postId, all[7]!.postId];
    const adviserOf = async (id: number) =>
      (await api.get<DetailsBody>(`post/details/?postId=${id}`)).body.post.adviserSlug;
    await t.db.query(
      `UPDATE posts SET adviser_id = (SELECT id FROM advisers WHERE slug = 'meera-iyer') WHERE id = $1`,
      [theirs],
    );
    try {
      expect(await adviserOf(theirs)).toBe('meera-iyer');
      expect(await adviserOf(editorial)).toBeNull();
      // The post names its adviser and SEBI registration, which the page shows at its start.
      const publisherOf = async (id: number) =>
        (await api.get<DetailsBody>(`post/details/?postId=${id}`)).body.post.publisher;
      expect(await publisherOf(theirs)).toEqual({
        name: 'Meera Iyer',
        adviserType: 'Registered Investment Adviser',
        sebiRegistration: 'INA000017523',
        registration: 'SEBI-registered investment adviser INA000017523',
      });
      expect(await publisherOf(editorial)).toBeNull();
      // Its text starts with that line, in the app and the widget alike; the editorial team's has none.
      const bodyOf = async (id: number) =>
        (await api.get<DetailsBody>(`post/details/?postId=${id}`)).body.post.bodyHtml;
      expect(await bodyOf(theirs)).toMatch(
        /^<p><strong>Meera Iyer, SEBI-registered investment adviser INA000017523<\/strong><\/p>/,
      );
      expect(await bodyOf(editorial)).not.toContain('SEBI-registered');
    } finally {
      await t.db.query('UPDATE posts SET adviser_id = NULL WHERE id = $1', [theirs]);
    }
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
