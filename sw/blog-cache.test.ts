import { describe, expect, it } from 'vitest';
import { BLOG_API_PATH, cacheTargetFor, lookupOrder, userCacheFor } from './blog-cache';
import { BLOG_PUBLIC_CACHE, sessionCacheName } from '#contract/site/cache-names';

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

  it('keeps a private (premium) success only in the asking session’s cache', async () => {
    const own = await sessionCacheName(jwtFor('7'));
    expect(own).toMatch(/^sf-blog-user-s[0-9a-f]{32}$/);
    expect(await cacheTargetFor(req(jwtFor('7')), res(0, 'private'))).toEqual({ cache: own });
    expect(await cacheTargetFor(req(), res(0, 'private'))).toBeNull();
  });

  it('never names a cache from a claimed user id: a forged token of the same user reaches another cache', async () => {
    const real = await userCacheFor(req(jwtFor('2')));
    const forged = ['eyJhbGciOiJub25lIn0', btoa(JSON.stringify({ sub: '2' })).replace(/=+$/, ''), 'x'].join('.');
    expect(await userCacheFor(req(forged))).not.toBe(real);
    expect(await lookupOrder(req(forged))).not.toContain(real);
    expect(real).not.toContain('u2');
  });

  it('keeps nothing of an HTTP error or a non-JSON body', async () => {
    expect(await cacheTargetFor(req(), res(0, 'public', 500))).toBeNull();
    expect(await cacheTargetFor(req(), new Response('<html>', { headers: { 'X-Cache-Scope': 'public' } }))).toBeNull();
  });

  it('looks in the session’s own cache, then the public one; a visitor only in the public one', async () => {
    expect(await lookupOrder(req(jwtFor('7')))).toEqual([await sessionCacheName(jwtFor('7')), BLOG_PUBLIC_CACHE]);
    expect(await lookupOrder(req())).toEqual([BLOG_PUBLIC_CACHE]);
  });
});
