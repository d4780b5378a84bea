import type { QueryClient } from '@tanstack/react-query';
import { isQueryInUse } from '#src/lib/http/cached-query-core';
import { blogKeys, type ListData } from './api/blog-queries';
import { LEAD_STORIES, LOAD_MORE_EVERY_PAGES, SIDE_STORIES } from './constants';
import type { PostSummary } from '#contract/blog/types';

/** Spec §4: the lead story, the side stories, and the rest for 'All Stories'. */
export function splitStories(posts: readonly PostSummary[]) {
  return {
    lead: posts[0] ?? null,
    side: posts.slice(LEAD_STORIES, LEAD_STORIES + SIDE_STORIES),
    rest: posts.slice(LEAD_STORIES + SIDE_STORIES),
  };
}

/** Every page's stories in order, each story once (a story published meanwhile can shift pages). */
export function storiesOf(data: ListData): PostSummary[] {
  const seen = new Set<number>();
  const out: PostSummary[] = [];
  for (const page of data.pages) {
    for (const post of page.main) {
      if (!seen.has(post.postId)) {
        seen.add(post.postId);
        out.push(post);
      }
    }
  }
  return out;
}

/** '01', '02', … for the popular list. */
export const rank = (index: number) => String(index + 1).padStart(2, '0');

/** Spec §4: after a page whose number is a multiple of 5, 'Load More' replaces infinite scroll. */
export const isLoadMoreStop = (pageNumber: number) => pageNumber % LOAD_MORE_EVERY_PAGES === 0;

/**
 * Spec §4, 'Leaving the screen clears the blog data': removes the listing's queries that no screen
 * is showing. Article queries are left alone: the offline cache keeps opened articles.
 */
export function clearUnusedLists(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: blogKeys.lists() })) {
    if (!isQueryInUse(queryClient, query)) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}
