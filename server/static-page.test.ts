import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brands } from '../brands/registry';
import type { BrandConfig } from '../brands/schema';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import type { PageAnswer, PageRequest } from '#contract/site/page-render';
import type { AppEnv } from './app-env';
import type { FetchApp } from './html/in-process-api';
import { createStaticServer } from './static';
import { fakeDist } from './test-support';

/**
 * server/static.ts between the app and the page renderer: what it asks for, and how it answers. The
 * renderer reads `reads` (paths of the brand's API) through the app's fetch before it answers.
 */
function serverWith(
  answer: PageAnswer,
  { trustProxy = 0, fetchApp = () => new Response('{}'), reads = [] as string[] }: Partial<ServerOptions> = {},
) {
  const seen: Array<PageRequest<BrandConfig>> = [];
  const brand = brands[0]!;
  const render = async (req: PageRequest<BrandConfig>) => {
    seen.push(req);
    for (const path of reads) await req.api(new Request(`http://${brand.hosts[0]}/${brand.segment}/api/${path}`));
    return answer;
  };
  const statics = createStaticServer(fakeDist(), {
    siteMode: 'standard',
    pageRenderer: () => Promise.resolve({ render, sanitize: (html: string) => html }),
  });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('brand', brand);
    c.set('trustProxy', trustProxy);
    c.set('cspNonce', 'the-nonce');
    c.set('requestId', 'r1');
    await next();
  });
  app.get('*', (c) => statics.page(c, { shell: false, fetchApp }));
  return { app, seen };
}

interface ServerOptions {
  trustProxy: number;
  fetchApp: FetchApp;
  reads: string[];
}

const page: PageAnswer = { kind: 'html', status: 200, html: '<!DOCTYPE html><html></html>', personal: false };

describe('a page from the renderer', () => {
  it('is asked for as the reader asked: address, cookies, nonce, site mode', async () => {
    const { app, seen } = serverWith(page);
    const res = await app.request('http://starfolio.localhost/blog?pageNumber=2', { headers: { cookie: 'a=1' } });
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({
      url: 'http://starfolio.localhost/blog?pageNumber=2',
      cookie: 'a=1',
      cspNonce: 'the-nonce',
      siteMode: 'standard',
      shell: false,
    });
  });

  it('carries https when a trusted proxy says so, and only then', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = serverWith(page, { trustProxy: 1 });
    await trusted.app.request('http://starfolio.localhost/blog', { headers: https });
    expect(trusted.seen[0]!.url).toBe('https://starfolio.localhost/blog');
    const untrusted = serverWith(page);
    await untrusted.app.request('http://starfolio.localhost/blog', { headers: https });
    expect(untrusted.seen[0]!.url).toBe('http://starfolio.localhost/blog');
  });

  it('is public for a visitor and varies by host; never stored when it is a signed-in reader’s', async () => {
    const visitor = await serverWith(page).app.request('http://starfolio.localhost/');
    expect(visitor.headers.get(CACHE_SCOPE_HEADER)).toBe('public');
    expect(visitor.headers.get('vary')).toBe('Host');
    expect(visitor.headers.get('content-type')).toContain('text/html');
    const reader = await serverWith({ ...page, personal: true }).app.request('http://starfolio.localhost/');
    expect(reader.headers.get(CACHE_SCOPE_HEADER)).toBe('private');
    expect(reader.headers.get('cache-control')).toBe('private, no-store');
    expect(reader.headers.get('vary')).toMatch(/\bHost, Cookie$/);
    const missing = await serverWith({ ...page, status: 404 }).app.request('http://starfolio.localhost/x/');
    expect(missing.headers.get(CACHE_SCOPE_HEADER)).toBeNull();
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('is private when an API answer it was made from is', async () => {
    const privateAnswer = () => new Response('{}', { headers: { [CACHE_SCOPE_HEADER]: 'private' } });
    const { app } = serverWith(page, { fetchApp: privateAnswer, reads: ['post/details/?postId=1'] });
    const res = await app.request('http://starfolio.localhost/blog/article/1/a/');
    expect(res.headers.get(CACHE_SCOPE_HEADER)).toBe('private');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('passes the router’s status and redirects on', async () => {
    expect((await serverWith({ ...page, status: 404 }).app.request('http://starfolio.localhost/x/')).status).toBe(404);
    const moved = await serverWith({ kind: 'redirect', status: 301, location: '/blog/article/1/a/' }).app.request(
      'http://starfolio.localhost/blog/article/1/b/',
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/article/1/a/');
  });
});
