/**
 * The first API call each blog page makes, built in one place so the <link rel="preload"> of a page
 * the browser renders itself (the shell: src/app/document/server-head.tsx) and the app's own request
 * are the same URL, byte for byte: the browser then answers the app from the preload
 * (docs/decisions/0029-blog-first-paint.md). A page the server rendered carries the data itself.
 * Pure: imported by the server as well as the app.
 */
import { BLOG_PAGE_SIZE } from '#contract/blog/types';
import { parsePageNumber, parsePostId } from './blog-search';
import { BLOG_ENDPOINTS, type SiteMode } from '#contract/site/site-mode';

export type ApiQuery = Record<string, number>;

/** Query of GET /api/post/list/, in this key order. */
export const listQuery = (pageNumber: number): ApiQuery => ({ pageNumber, perPageCount: BLOG_PAGE_SIZE });

/** Query of GET /api/post/details/. */
export const detailQuery = (postId: number): ApiQuery => ({ postId });

/** 'pageNumber=1&perPageCount=10' — the order and encoding the request client (ofetch) uses. */
export const queryString = (query: ApiQuery): string =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

export interface FirstRequest {
  /** API path under the brand segment, e.g. 'post/list/'. */
  path: string;
  query: ApiQuery;
}

const ARTICLE = /^\/blog\/article\/([^/]+)\/[^/]+\/?$/;
const ANALYSIS_POST = /^\/posts\/([^/]+)\/[^/]+\/?$/;

export interface FirstRequestInput {
  pathname: string;
  /** The page's query string, with or without '?'. */
  search: string;
  mode: SiteMode;
  /**
   * The reader has a session cookie. Article details depend on the caller (premium bodies) and a
   * preload carries no KEY header, so an article is preloaded only for visitors.
   */
  hasSession: boolean;
}

/** The call a blog page starts with, or null when the page is not a blog page (or is not worth preloading). */
export function firstBlogRequest({ pathname, search, mode, hasSession }: FirstRequestInput): FirstRequest | null {
  const endpoints = BLOG_ENDPOINTS[mode];
  if (pathname === '/blog' || pathname === '/blog/') {
    const raw = new URLSearchParams(search).get('pageNumber');
    return { path: endpoints.list, query: listQuery(raw === null ? 1 : parsePageNumber(raw)) };
  }
  if (hasSession) return null;
  const article = (mode === 'analysis' ? ANALYSIS_POST : ARTICLE).exec(pathname);
  const postId = article ? parsePostId(article[1]) : null;
  return postId ? { path: endpoints.details, query: detailQuery(postId) } : null;
}

/**
 * The href of the <link rel="preload" as="fetch" crossorigin="use-credentials"> for a first request
 * (src/app/document/server-head.tsx): `as="fetch"` with `crossorigin="use-credentials"` matches the
 * app's fetch (CORS mode, credentials 'include'); any other pairing is fetched twice.
 */
export const preloadHref = (segment: string, request: FirstRequest): string =>
  `/${segment}/api/${request.path}?${queryString(request.query)}`;
