import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createApp } from '../app';
import { createTestServer, fakeDist, sourcePageRenderer, type TestServer } from '../test-support';

/** Browser-facing headers of HTML pages, https-only headers behind a trusted proxy, and the build's maps. */
let direct: TestServer;
let proxied: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const https = { 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  direct = await createTestServer();
  proxied = await createTestServer({ trustProxy: 1 });
}, 120_000);
afterAll(async () => {
  await direct.db.close();
  await proxied.db.close();
});

describe('HTML pages', () => {
  it('allow inline styles only with the response nonce, which the page carries for the app', async () => {
    const pages = await Promise.all([direct.request(starfolio, '/blog'), direct.request(starfolio, '/blog')]);
    const nonces: string[] = [];
    for (const res of pages) {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('may be framed by this site only, and switch off browser features nothing uses', async () => {
    const res = await direct.request(starfolio, '/');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const policy = res.headers.get('permissions-policy')!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The video players' features stay: their frames are granted them by `allow`.
    expect(policy).not.toMatch(/autoplay|encrypted-media|picture-in-picture|fullscreen/);
  });
});

describe('https-only headers', () => {
  it('sends HSTS and Secure cookies when a trusted proxy says https', async () => {
    const res = await proxied.request(starfolio, '/', { headers: https });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).toMatch(/; Secure/);
    const api = await proxied.request(starfolio, '/starfolio/api/health/', { headers: https });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY, and plain http', async () => {
    proxied.cookies.clear();
    const plain = await proxied.request(starfolio, '/');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    direct.cookies.clear();
    const claimed = await direct.request(starfolio, '/', { headers: https });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    expect(claimed.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).not.toMatch(/Secure/);
  });
});

describe('source maps', () => {
  it('are never served, even when the build left them in dist', async () => {
    const dist = fakeDist();
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"sourcesContent":["secret"]}');
    writeFileSync(join(dist, 'sw.js.map'), '{}');
    const app = createApp({
      db: direct.db,
      distDir: dist,
      jwtSecret: direct.jwtSecret,
      pageRenderer: sourcePageRenderer,
    });
    const get = (path: string) => app.request(path, { headers: { host: 'starfolio.localhost' } });
    expect((await get('/assets/index-abc.js')).status).toBe(200);
    for (const path of ['/assets/index-abc.js.map', '/sw.js.map']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
    // An escaped dot is the same file name: not the map either (whatever page answers instead).
    expect(await (await get('/assets/index-abc.js%2Emap')).text()).not.toContain('secret');
  });
});
