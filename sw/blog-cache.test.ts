import { describe, expect, it } from 'vitest';
import { BLOG_API_PATH, cacheTargetFor, lookupOrder, userKeyFromRequest } from './blog-cache';
import { BLOG_PUBLIC_CACHE } from '#contract/cache-names';

const jwtFor = (sub: string) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ sub })).replace(/=+$/, ''), 'sig'].join('.');
const req = (key?: string) =>
  new Request('http://starfolio.localhost/starfolio/api/post/details/?postId=3', {
    headers: key ? { KEY: key } : {},
  });
const res = (status: unknown, scope: string | null, http = 200) =>
  new Response(JSON.stringify({ head: { status }, body: {} }), {
    status: http,
    headers: scope ? { 'X-Cache-Scope': scope, 'content-type': 'application/json' } : {},
  });

describe('blog response caching', () => {
  it('matches only the blog list, details and next-page paths', () => {
    expect(BLOG_API_PATH.test('/starfolio/api/post/list/')).toBe(true);
    expect(BLOG_API_PATH.test('/arrowline/api/analysis/post/details/')).toBe(true);
    expect(BLOG_API_PATH.test('/starfolio/api/post/nextpage/')).toBe(true);
    expect(BLOG_API_PATH.test('/starfolio/api/post/list/like-status/')).toBe(false);
    expect(BLOG_API_PATH.test('/starfolio/api/post/comment/list/3/')).toBe(false);
    expect(BLOG_API_PATH.test('/starfolio/api/auth/userinfo/')).toBe(false);
  });

  it('keeps a public success for everyone', async () => {
    expect(await cacheTargetFor(req(), res(0, 'public'))).toEqual({ cache: BLOG_PUBLIC_CACHE });
  });

  it.each([
    ['session expired', '100', 'public'],
    ['broker session expired', '110', 'public'],
    ['screener', 4, 'public'],
    ['unmarked', 0, null],
  ])('never keeps %s', async (_n, status, scope) => {
    expect(await cacheTargetFor(req(jwtFor('7')), res(status, scope))).toBeNull();
  });

  it('keeps a private (premium) success only in the asking user’s cache', async () => {
    expect(await cacheTargetFor(req(jwtFor('7')), res(0, 'private'))).toEqual({ cache: 'sf-blog-user-u7' });
    expect(await cacheTargetFor(req(), res(0, 'private'))).toBeNull();
  });

  it('keeps nothing of an HTTP error or a non-JSON body', async () => {
    expect(await cacheTargetFor(req(), res(0, 'public', 500))).toBeNull();
    expect(await cacheTargetFor(req(), new Response('<html>', { headers: { 'X-Cache-Scope': 'public' } }))).toBeNull();
  });

  it('looks in the user’s own cache, then the public one; a visitor only in the public one', () => {
    expect(lookupOrder(req(jwtFor('7')))).toEqual(['sf-blog-user-u7', BLOG_PUBLIC_CACHE]);
    expect(lookupOrder(req())).toEqual([BLOG_PUBLIC_CACHE]);
  });

  it('ignores a malformed KEY', () => {
    expect(userKeyFromRequest(req('garbage'))).toBeNull();
    expect(userKeyFromRequest(req(jwtFor('../x')))).toBeNull();
  });
});
