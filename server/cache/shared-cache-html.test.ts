import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { isHttps } from '../security/client-address';
import { securityHeaders } from '../security/headers';
import { cacheScope } from './cache-marks';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cache-policy';
import { ResponseCache } from './response-cache';
import { sharedCache } from './shared-cache';

/**
 * An HTML page opts in as the API does (docs/caching.md, "Opting in"): marked public, it gets the
 * ETag, the 304, the Cache-Control and the micro-cache with no code of its own.
 */
function site({ trustProxy = 0 } = {}) {
  const renders = { public: 0, private: 0 };
  const app = new Hono<AppEnv>();
  const cache = new ResponseCache();
  app.use(async (c, next) => {
    c.set('brand', brands[0]!);
    c.set('trustProxy', trustProxy);
    c.set('responseCache', cache);
    await next();
  });
  app.use(securityHeaders);
  app.use(sharedCache);
  const page = (nonce: string, text: string) =>
    `<!doctype html><html><head><style nonce="${nonce}">p{margin:0}</style></head><body><p>${text}</p></body></html>`;
  app.get('/story', (c) => {
    renders.public++;
    cacheScope(c, 'public');
    return c.html(page(c.var.cspNonce, 'The same for every reader.'));
  });
  app.get('/account', (c) => {
    renders.private++;
    cacheScope(c, 'private');
    return c.html(page(c.var.cspNonce, 'Yours only.'));
  });
  app.get('/feed', (c) => {
    cacheScope(c, 'public');
    return c.html(page(c.var.cspNonce, `${isHttps(c) ? 'https' : 'http'}://example.test/feed`));
  });
  app.get('/plain', (c) => c.html(page(c.var.cspNonce, 'Unmarked.'), 200, { 'cache-control': 'no-cache' }));
  return { app, renders };
}

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)![1];
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];

describe('an HTML page marked public', () => {
  it('is rendered once, kept, revalidated with 304, and its CSP names the nonce its styles carry', async () => {
    const { app, renders } = site();
    const first = await app.request('/story');
    const kept = await app.request('/story');
    expect(renders.public).toBe(1);
    const [a, b] = [await first.text(), await kept.text()];
    expect(b).toBe(a);
    expect(nonceOf(first)).toBe(nonceIn(a));
    expect(nonceOf(kept)).toBe(nonceIn(b));
    expect(kept.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(kept.headers.get('content-type')).toMatch(/^text\/html/);
    expect(kept.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const revalidated = await app.request('/story', { headers: { 'if-none-match': kept.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('is rendered afresh for a reader with a session', async () => {
    const { app, renders } = site();
    await app.request('/story');
    await app.request('/story', { headers: { cookie: 'jwt=some.session.token' } });
    expect(renders.public).toBe(2);
  });

  it('is kept apart for http and https, as the server trusts the scheme (a page may write its own address)', async () => {
    const { app } = site({ trustProxy: 1 });
    const https = await app.request('/feed', { headers: { 'x-forwarded-proto': 'https' } });
    const http = await app.request('/feed', { headers: { 'x-forwarded-proto': 'http' } });
    expect(await https.text()).toContain('https://example.test/feed');
    expect(await http.text()).toContain('http://example.test/feed');
  });
});

describe('an HTML page marked private, or not marked', () => {
  it('private: rendered every time, never kept, private, no-store', async () => {
    const { app, renders } = site();
    const res = await app.request('/account');
    await app.request('/account');
    expect(renders.private).toBe(2);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('unmarked: passes untouched', async () => {
    const { app } = site();
    const res = await app.request('/plain');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeNull();
  });
});
