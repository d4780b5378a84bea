import { describe, expect, it } from 'vitest';
import { SECURITY_TEST_SLUG, SECURITY_TEST_TITLE } from '../../db/seed/blog-seed-xss';
import { PUBLIC_CACHE_CONTROL } from '../../cache/cache-policy';
import type { ListBody } from '../testing/blog-route-server';
import { all, api, fixture, startBlogServer, t } from '../testing/blog-route-server';

startBlogServer();

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
        'imageSources',
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
    // The same three widths in WebP, for <picture> (decision 0298).
    expect(withImage.imageSources).toEqual([
      { type: 'image/webp', srcSet: withImage.imageSrcSet!.replace(/\.jpg /g, '.webp ') },
    ]);
    expect([withImage.imageWidth, withImage.imageHeight]).toEqual([1200, 675]);
    const embedOnly = all.filter((p) => !p.imageUrl && p.embeddedLink);
    expect(embedOnly.length).toBeGreaterThanOrEqual(5);
    expect(embedOnly.every((p) => p.imageSrcSet === null && p.imageWidth === null && !p.imageSources.length)).toBe(
      true,
    );
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
