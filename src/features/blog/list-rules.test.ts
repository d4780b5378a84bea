import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/http/api-client';
import { blogKeys, blogQueries, type ListData } from './api/blog-queries';
import { clearUnusedLists, isLoadMoreStop, rank, splitStories, storiesOf } from './list-rules';
import { scrolledPast } from './use-scroll-threshold';
import type { PostSummary } from '#contract/blog/types';

const post = (postId: number): PostSummary => ({
  postId,
  slug: `post-${postId}`,
  title: `Post ${postId}`,
  shortText: '<p>x</p>',
  imageUrl: null,
  imageSrcSet: null,
  imageSources: [],
  imageWidth: null,
  imageHeight: null,
  embeddedLink: null,
  embedVideoUrl: null,
  postVideoLink: null,
  tag: null,
  pubDate: null,
  realAuthorName: 'A',
  realAuthorUrl: null,
  isPremiumPost: false,
});

const page = (n: number, ids: number[]) => ({
  main: ids.map(post),
  popular: [],
  isNextPage: true,
  thisPageNumber: n,
});

describe('the listing layout', () => {
  it('makes story 1 the lead, 2–4 the side stories, the rest All Stories', () => {
    const { lead, side, rest } = splitStories([1, 2, 3, 4, 5, 6].map(post));
    expect(lead?.postId).toBe(1);
    expect(side.map((p) => p.postId)).toEqual([2, 3, 4]);
    expect(rest.map((p) => p.postId)).toEqual([5, 6]);
    expect(splitStories([])).toEqual({ lead: null, side: [], rest: [] });
  });

  it('appends pages in order, each story once', () => {
    const data: ListData = { pages: [page(1, [9, 8, 7]), page(2, [7, 6])], pageParams: [1, 2] };
    expect(storiesOf(data).map((p) => p.postId)).toEqual([9, 8, 7, 6]);
  });

  it('numbers popular entries 01, 02, … 10', () => {
    expect([0, 1, 9].map(rank)).toEqual(['01', '02', '10']);
  });

  it("stops infinite scroll after every 5th page for 'Load More'", () => {
    expect([1, 2, 3, 4, 6, 9, 11].some(isLoadMoreStop)).toBe(false);
    expect([5, 10, 15].every(isLoadMoreStop)).toBe(true);
  });
});

describe('scrolledPast', () => {
  it('is true once the bottom of the viewport passes 70% of the page', () => {
    const at = (scrollY: number) => scrolledPast(0.7, { scrollY, viewportHeight: 800, pageHeight: 4000 });
    expect(at(0)).toBe(false);
    expect(at(1999)).toBe(false);
    expect(at(2000)).toBe(true);
    expect(scrolledPast(0.7, { scrollY: 0, viewportHeight: 800, pageHeight: 600 })).toBe(true);
    expect(scrolledPast(0.7, { scrollY: 0, viewportHeight: 800, pageHeight: 0 })).toBe(false);
  });
});

describe('clearUnusedLists (leaving the screen clears the blog data)', () => {
  it('removes listing queries no screen shows, and nothing else', async () => {
    const api = {} as ApiClient;
    const queryClient = new QueryClient();
    queryClient.setQueryData(blogQueries.list(api, 1).queryKey, page(1, [1]));
    queryClient.setQueryData(blogQueries.infinite(api, 1).queryKey, { pages: [page(1, [1])], pageParams: [1] });
    queryClient.setQueryData(blogQueries.infinite(api, 6).queryKey, { pages: [page(6, [1])], pageParams: [6] });
    const detailKey = blogQueries.detail(api, 1).queryKey;
    queryClient.setQueryData(detailKey, { post: { ...post(1) } } as never);
    const shown = new QueryObserver(queryClient, {
      queryKey: blogQueries.infinite(api, 6).queryKey,
      enabled: false,
    });
    const stop = shown.subscribe(() => undefined);

    clearUnusedLists(queryClient);
    const left = queryClient.getQueryCache().findAll({ queryKey: blogKeys.lists() });
    expect(left.map((q) => q.queryKey)).toEqual([blogQueries.infinite(api, 6).queryKey]);
    expect(queryClient.getQueryData(detailKey)).toBeDefined();

    stop();
    clearUnusedLists(queryClient);
    expect(queryClient.getQueryCache().findAll({ queryKey: blogKeys.lists() })).toEqual([]);
  });
});
