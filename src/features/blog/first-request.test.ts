import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { createApiClient } from '../../lib/http/ofetch-client';
import { fetchPostDetail, fetchPostList } from './api/blog-queries';
import { firstBlogRequest, listQuery, preloadHref } from './first-request';
import { BLOG_ENDPOINTS } from '#contract/site/site-mode';

const brand = brands[0]!;

/** What the app's request client really sends: the URL and credentials mode given to fetch. */
async function captureRequest(call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const seen: Array<{ url: string; credentials: RequestCredentials | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input instanceof Request ? input.url : input), credentials: init?.credentials });
      return new Response(JSON.stringify({ head: { status: 0 }, body: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  await call(createApiClient({ brand }));
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

afterEach(() => vi.unstubAllGlobals());

describe('the preload and the app ask for the same URL', () => {
  it.each(['', '?pageNumber=3', '?pageNumber=abc', '?x=1&pageNumber=12'])('listing %j', async (search) => {
    const request = firstBlogRequest({ pathname: '/blog', search, mode: 'standard', hasSession: false })!;
    const page = Number(request.query.pageNumber);
    const sent = await captureRequest((api) => fetchPostList(api, page));
    expect(sent.url).toBe(preloadHref(brand.segment, request));
    // crossorigin="use-credentials" matches only a fetch that sends credentials.
    expect(sent.credentials).toBe('include');
  });

  it('article details', async () => {
    const request = firstBlogRequest({
      pathname: '/blog/article/42/some-slug/',
      search: '',
      mode: 'standard',
      hasSession: false,
    })!;
    const sent = await captureRequest((api) => fetchPostDetail(api, 42));
    expect(sent.url).toBe(preloadHref(brand.segment, request));
    expect(sent.url).toBe(`/${brand.segment}/api/post/details/?postId=42`);
  });

  it('the analysis site', async () => {
    const request = firstBlogRequest({
      pathname: '/blog/',
      search: '?pageNumber=2',
      mode: 'analysis',
      hasSession: true,
    })!;
    expect(request.path).toBe(BLOG_ENDPOINTS.analysis.list);
    const sent = await captureRequest((api) => api.get(BLOG_ENDPOINTS.analysis.list, { query: listQuery(2) }));
    expect(sent.url).toBe(preloadHref(brand.segment, request));
    expect(sent.url).toBe(`/${brand.segment}/api/analysis/post/list/?pageNumber=2&perPageCount=10`);
  });
});

describe('firstBlogRequest', () => {
  const at = (pathname: string, mode: 'standard' | 'analysis' = 'standard', hasSession = false) =>
    firstBlogRequest({ pathname, search: '', mode, hasSession });

  it('preloads an article only for visitors (a preload carries no KEY, and premium bodies depend on it)', () => {
    expect(at('/blog/article/7/x/')?.query).toEqual({ postId: 7 });
    expect(at('/blog/article/7/x/', 'standard', true)).toBeNull();
    expect(at('/blog', 'standard', true)?.query).toEqual({ pageNumber: 1, perPageCount: 10 });
  });

  it('uses each mode’s own article path and endpoints', () => {
    expect(at('/posts/7/x/', 'analysis')).toEqual({ path: 'analysis/post/details/', query: { postId: 7 } });
    expect(at('/posts/7/x/', 'standard')).toBeNull();
    expect(at('/blog/article/7/x/', 'analysis')).toBeNull();
  });

  it('preloads nothing elsewhere or for a bad id', () => {
    for (const path of ['/', '/featured/all/', '/blog/article/0/x/', '/blog/article/abc/x/', '/blog/article/7/']) {
      expect(at(path), path).toBeNull();
    }
  });

  it('builds the href under the brand segment', () => {
    expect(preloadHref('starfolio', { path: 'post/list/', query: listQuery(1) })).toBe(
      '/starfolio/api/post/list/?pageNumber=1&perPageCount=10',
    );
  });
});
