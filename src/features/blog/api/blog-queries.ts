import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { withSanitizer } from '#src/lib/html/sanitizer-loader';
import { BLOG_API } from '#contract/blog/paths';
import { COMMENTS_PAGE_SIZE } from '#contract/blog/types';
import { detailQuery, listQuery } from '../first-request';
import { BLOG_ENDPOINTS } from '#contract/site/site-mode';
import { readSiteMode } from '../site-mode';
import { viewerKey } from '../viewer';
import type { CommentListBody, LikeStatusBody, NextPageBody, PostDetailBody, PostListBody } from '#contract/blog/types';

/**
 * The blog's server data: fetchers and the query option factories every loader, hook and mutation
 * uses (keys only ever come from here). Data is the answer's body: the request client keeps the envelope.
 * Every key starts with 'blog'; which of them may be persisted on the device is blog-persist.ts's call.
 * The queries whose answers hold HTML load the sanitizer beside the request (decision 0279).
 */

export type ListData = InfiniteData<PostListBody>;

const endpoints = () => BLOG_ENDPOINTS[readSiteMode()];

export const fetchPostList = (api: ApiClient, pageNumber: number, signal?: AbortSignal) =>
  api.get<PostListBody>(endpoints().list, { query: listQuery(pageNumber), signal });

export const fetchPostDetail = (api: ApiClient, postId: number, signal?: AbortSignal) =>
  api.get<PostDetailBody>(endpoints().details, { query: detailQuery(postId), signal });

export const fetchNextPage = (api: ApiClient, postId: number, pageNumber: number, signal?: AbortSignal) =>
  api.get<NextPageBody>(BLOG_API.nextPage, { query: { postId, pageNumber }, signal });

export const fetchLikeStatus = (api: ApiClient, postIds: readonly number[], signal?: AbortSignal) =>
  api.get<LikeStatusBody>(BLOG_API.likeStatus, { query: { postIds: postIds.join(',') }, signal });

export const fetchComments = (api: ApiClient, postId: number, pageNumber: number, signal?: AbortSignal) =>
  api.get<CommentListBody>(BLOG_API.comments(postId), {
    query: { pageNumber, perPageCount: COMMENTS_PAGE_SIZE },
    signal,
  });

export const blogKeys = {
  all: ['blog'] as const,
  /** Every listing query: what leaving the listing clears. */
  lists: () => ['blog', 'list'] as const,
  details: () => ['blog', 'detail'] as const,
  /** A post's details and its later pages. */
  post: (postId: number) => [...blogKeys.details(), postId] as const,
  likeStatuses: () => ['blog', 'like-status'] as const,
  comments: (postId: number) => ['blog', 'comments', postId] as const,
  /** A post's summary as plain text, for its page's head (article-loader.ts). */
  summary: (postId: number, shortText: string) => [...blogKeys.post(postId), 'summary', shortText] as const,
};

export const blogQueries = {
  /** One page of the listing. */
  list: (api: ApiClient, pageNumber: number) =>
    queryOptions({
      queryKey: [...blogKeys.lists(), 'page', pageNumber] as const,
      queryFn: ({ signal }) => withSanitizer(fetchPostList(api, pageNumber, signal)),
    }),

  /** The listing from `startPage` on, each page appended (docs/blog.md, "Listing"). */
  infinite: (api: ApiClient, startPage: number) =>
    infiniteQueryOptions({
      queryKey: [...blogKeys.lists(), 'infinite', startPage] as const,
      queryFn: ({ pageParam, signal }) => withSanitizer(fetchPostList(api, pageParam, signal)),
      initialPageParam: startPage,
      getNextPageParam: (last: PostListBody) => (last.isNextPage ? last.thisPageNumber + 1 : undefined),
    }),

  /** A post's details: page 1 of its body (or its teaser when locked), counts and flags. */
  detail: (api: ApiClient, postId: number) =>
    queryOptions({
      queryKey: [...blogKeys.post(postId)] as const,
      queryFn: ({ signal }) => withSanitizer(fetchPostDetail(api, postId, signal)),
    }),

  /** Page n ≥ 2 of a long post. */
  nextPage: (api: ApiClient, postId: number, pageNumber: number) =>
    queryOptions({
      queryKey: [...blogKeys.post(postId), 'page', pageNumber] as const,
      queryFn: ({ signal }) => withSanitizer(fetchNextPage(api, postId, pageNumber, signal)),
    }),

  /** Whether the reader liked these posts, and their like counts; cached per viewer. */
  likeStatus: (api: ApiClient, postIds: readonly number[]) => {
    const ids = [...new Set(postIds)].sort((a, b) => a - b);
    return queryOptions({
      queryKey: [...blogKeys.likeStatuses(), viewerKey(), ids.join(',')] as const,
      queryFn: ({ signal }) => fetchLikeStatus(api, ids, signal),
    });
  },

  /** One page of a post's comments. */
  comments: (api: ApiClient, postId: number, pageNumber: number) =>
    queryOptions({
      queryKey: [...blogKeys.comments(postId), pageNumber] as const,
      queryFn: ({ signal }) => fetchComments(api, postId, pageNumber, signal),
    }),
};
