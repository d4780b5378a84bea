import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { GA4_COLLECT_ORIGIN, GA4_COLLECT_URL } from '#contract/analytics/types';
import { createApp } from '../app';
import { testUser } from '../blog/testing/blog-test-client';
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
  it('allow inline styles only with the nonce the page was made with, which it carries for the app', async () => {
    const nonceOf = async (res: Response) => {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
      return nonce!;
    };
    // Each render draws its own nonce: a signed-in reader's pages are rendered for each request.
    const { token } = await testUser(direct);
    const reader = { headers: { cookie: `jwt=${token}` } };
    const own = [await nonceOf(await direct.request(starfolio, '/blog', reader))];
    own.push(await nonceOf(await direct.request(starfolio, '/blog', reader)));
    expect(own[0]).not.toBe(own[1]);
    // A visitors' page kept in memory (docs/caching.md) keeps its nonce, and its CSP names that one.
    const visitor = { headers: { cookie: '' } };
    const kept = [await nonceOf(await direct.request(starfolio, '/', visitor))];
    kept.push(await nonceOf(await direct.request(starfolio, '/', visitor)));
    expect(kept[0]).toBe(kept[1]);
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

describe('analytics in the CSP', () => {
  it("lets a brand's pages send to Google Analytics' collection endpoint only where it has an analytics id, and load nothing of it", async () => {
    expect(brands.some((b) => b.analytics.googleAnalyticsId === null)).toBe(true);
    for (const b of brands) {
      const csp = (await direct.request(b, '/blog')).headers.get('content-security-policy')!;
      const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
      expect(directives['connect-src']!.split(' ').includes(GA4_COLLECT_URL), b.id).toBe(
        b.analytics.googleAnalyticsId !== null,
      );
      // The endpoint only: not the whole origin, and never a script, frame or image from it.
      expect(directives['connect-src']).not.toMatch(new RegExp(`${GA4_COLLECT_ORIGIN}(?!/g/collect)`));
      for (const other of ['script-src', 'img-src', 'frame-src', 'default-src']) {
        expect(directives[other], `${b.id} ${other}`).not.toContain('google-analytics');
      }
    }
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
