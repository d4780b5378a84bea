// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './ofetch-client';
import type { BrandConfig } from '../brand';
import { ApiError } from './api-error';

const brand = { segment: 'arrowline', brokerHeader: 'arrowline' } as unknown as BrandConfig;

function capture(answer: unknown = { head: { status: 0 }, body: {} }) {
  const calls: Array<{ url: string; init: RequestInit; headers: Headers }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init, headers: new Headers(init.headers) });
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

describe('request client', () => {
  it('prefixes every path with the brand segment and keeps the query', async () => {
    const calls = capture();
    const api = createApiClient({ brand });
    await api.get('post/list/', { query: { pageNumber: 2, perPageCount: 10 } });
    await api.get('/api/auth/userinfo/');
    expect(calls[0]!.url).toBe('/arrowline/api/post/list/?pageNumber=2&perPageCount=10');
    expect(calls[1]!.url).toBe('/arrowline/api/auth/userinfo/');
    expect(api.url('post/details/')).toBe('/arrowline/api/post/details/');
  });

  it('sends cookies, the request code and the broker header', async () => {
    const calls = capture();
    await createApiClient({ brand }).get('post/list/');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.headers.get('X-Request-Code')).toBe('web-pwa');
    expect(calls[0]!.headers.get('X-Broker')).toBe('arrowline');
  });

  it('sends the csrftoken cookie as X-CSRFToken and the jwt cookie as KEY', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    document.cookie = 'jwt=aaa.bbb.ccc; path=/';
    const calls = capture();
    await createApiClient({ brand }).post('post/like/', { postId: 4 });
    expect(calls[0]!.headers.get('X-CSRFToken')).toBe('tok123');
    expect(calls[0]!.headers.get('KEY')).toBe('aaa.bbb.ccc');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"postId":4}');
  });

  it('reads the cookies at call time (a login in between is picked up)', async () => {
    const calls = capture();
    const api = createApiClient({ brand });
    await api.get('auth/userinfo/');
    document.cookie = 'jwt=fresh.token.here; path=/';
    await api.get('auth/userinfo/');
    expect(calls[0]!.headers.has('KEY')).toBe(false);
    expect(calls[1]!.headers.get('KEY')).toBe('fresh.token.here');
  });

  it('sends no CSRF or KEY header when the cookies are absent', async () => {
    const calls = capture();
    await createApiClient({ brand }).get('post/list/');
    expect(calls[0]!.headers.has('X-CSRFToken')).toBe(false);
    expect(calls[0]!.headers.has('KEY')).toBe(false);
  });

  it('resolves with the body: the envelope stays in the request layer', async () => {
    capture({ head: { status: 0 }, body: { main: [{ postId: 1 }], isNextPage: false } });
    const api = createApiClient({ brand });
    await expect(api.get('post/list/')).resolves.toEqual({ main: [{ postId: 1 }], isNextPage: false });
    await expect(api.post('post/like/', { postId: 1 })).resolves.toEqual({ main: [{ postId: 1 }], isNextPage: false });
  });

  it('rejects, with no body, when a status rule acted on the head', async () => {
    capture({ head: { status: '100' }, body: { main: [] } });
    const handled = new ApiError('Session Timed Out!', 200, '100', true);
    const api = createApiClient({
      brand,
      hooks: {
        onResponse: () => {
          throw handled;
        },
      },
    });
    await expect(api.get('post/list/')).rejects.toBe(handled);
  });
});
