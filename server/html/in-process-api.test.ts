import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { inProcessApi, type FetchApp } from './in-process-api';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** A page request on `method` with these headers, and what the in-process API call made for it carried. */
async function callFromPage(method: 'GET' | 'HEAD', headers: Record<string, string>, call: Request) {
  const seen: Array<{ request: Request; env: unknown }> = [];
  const fetchApp: FetchApp = (request, env) => {
    seen.push({ request, env });
    return new Response('{}');
  };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('brand', starfolio);
    c.set('requestId', 'page-request-id');
    await next();
  });
  let failure: unknown;
  app.on(['GET', 'HEAD'], '*', async (c) => {
    await inProcessApi(c, fetchApp)(call).catch((e: unknown) => (failure = e));
    return c.text('page');
  });
  const env = { incoming: 'the reader socket' };
  await app.request('http://starfolio.localhost/blog', { method, headers }, env);
  return { seen, failure, env };
}

const api = (path: string, init?: RequestInit) => new Request(`http://starfolio.localhost${path}`, init);

describe('inProcessApi', () => {
  it('asks as the reader: their host, cookies, address and agent, with the page’s request id', async () => {
    const { seen, env } = await callFromPage(
      'GET',
      { host: 'starfolio.localhost:3000', cookie: 'jwt=a.b.c', 'user-agent': 'Reader/1', 'sec-fetch-dest': 'document' },
      api('/starfolio/api/post/list/?pageNumber=1', { headers: { KEY: 'a.b.c', 'sec-fetch-mode': 'navigate' } }),
    );
    const { request } = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('host')).toBe('starfolio.localhost:3000');
    expect(request.headers.get('cookie')).toBe('jwt=a.b.c');
    expect(request.headers.get('user-agent')).toBe('Reader/1');
    expect(request.headers.get('KEY')).toBe('a.b.c');
    expect(request.headers.get('x-request-id')).toBe('page-request-id');
    // A view counts for the page's GET: the navigation's own fetch metadata stays behind.
    expect(request.headers.get('sec-fetch-dest')).toBeNull();
    expect(seen[0]!.env).toBe(env);
  });

  it('counts no view for a HEAD of the page', async () => {
    const { seen } = await callFromPage(
      'HEAD',
      { host: 'starfolio.localhost' },
      api('/starfolio/api/post/details/?postId=1'),
    );
    expect(seen[0]!.request.headers.get('sec-fetch-dest')).toBe('document');
  });

  it('reads only this brand’s API, and never writes', async () => {
    for (const call of [
      api('/arrowline/api/post/list/'),
      api('/starfolio/visitor/login-modal/'),
      api('/starfolio/api/auth/logout/', { method: 'POST' }),
    ]) {
      const { seen, failure } = await callFromPage('GET', { host: 'starfolio.localhost' }, call);
      expect(seen, call.url).toEqual([]);
      expect(String(failure)).toMatch(/may only read this brand's API/);
    }
  });
});
