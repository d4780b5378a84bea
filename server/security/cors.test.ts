import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createTestServer, type TestServer } from '../test-support';
import { CORS_ALLOWED_HEADERS, isAllowedOrigin, mayEmbed, parseOrigin } from './cors';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const PARTNER = 'http://partner.localhost:4408';

describe('isAllowedOrigin', () => {
  const allowed = ['http://partner.localhost', 'https://partner.example', 'http://dev.localhost:5173'];

  it('matches an exact origin, default ports included', () => {
    expect(isAllowedOrigin('https://partner.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://partner.example:443', allowed)).toBe(true);
    expect(isAllowedOrigin('HTTPS://Partner.Example', allowed)).toBe(true);
  });

  it('lets a *.localhost origin written without a port match any port', () => {
    expect(isAllowedOrigin('http://partner.localhost:4408', allowed)).toBe(true);
    expect(isAllowedOrigin('http://partner.localhost', allowed)).toBe(true);
    // Written with a port, a localhost origin matches that port only.
    expect(isAllowedOrigin('http://dev.localhost:5173', allowed)).toBe(true);
    expect(isAllowedOrigin('http://dev.localhost:5174', allowed)).toBe(false);
  });

  it('never lets other hosts match any port', () => {
    expect(isAllowedOrigin('https://partner.example:8443', allowed)).toBe(false);
  });

  it('refuses other schemes, hosts, subdomains, look-alikes and garbage', () => {
    for (const origin of [
      'http://partner.example',
      'https://partner.localhost',
      'http://unlisted.partner.localhost:4408',
      'https://partner.example.evil.test',
      'https://evilpartner.example',
      'https://partner.example/',
      'https://user@partner.example',
      'null',
      '',
      undefined,
      null,
    ]) {
      expect(isAllowedOrigin(origin, allowed), String(origin)).toBe(false);
    }
  });

  it('parses only bare origins', () => {
    expect(parseOrigin('http://a.localhost:80')).toEqual({ scheme: 'http', hostname: 'a.localhost', port: '' });
    expect(parseOrigin('https://a.example/path')).toBeNull();
    expect(parseOrigin('ftp://a.example')).toBeNull();
  });

  it('requires the brand to offer the widget', () => {
    expect(mayEmbed(starfolio, PARTNER)).toBe(true);
    expect(mayEmbed({ ...starfolio, features: { ...starfolio.features, '/web-widget/': false } }, PARTNER)).toBe(false);
    expect(mayEmbed(arrowline, PARTNER)).toBe(false);
  });
});

describe('API CORS for embedding partners', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  }, 60_000);
  afterAll(() => t.db.close());

  const list = '/starfolio/api/post/list/?pageNumber=1&perPageCount=10';

  it('answers a preflight from an allowed origin with the headers the widget sends', async () => {
    const res = await t.request(starfolio, list, {
      method: 'OPTIONS',
      headers: {
        Origin: PARTNER,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-request-code,x-broker,key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    // No credentials, reads only, and only the headers it sends: KEY for a partner's signed-in reader.
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBe('GET');
    expect(res.headers.get('access-control-allow-headers')).toBe('X-Request-Code, X-Broker, KEY');
    expect(CORS_ALLOWED_HEADERS.join(', ')).toBe('X-Request-Code, X-Broker, KEY');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('echoes an allowed origin on the answer, without credentials, with Vary: Origin', async () => {
    const res = await t.request(starfolio, list, { headers: { Origin: PARTNER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
    const fragment = await t.request(starfolio, '/starfolio/visitor/subscription-required/', {
      headers: { Origin: PARTNER },
    });
    expect(fragment.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('gives any other origin no CORS headers at all, and an ordinary answer', async () => {
    for (const origin of ['http://unlisted.partner.localhost:4408', 'https://evil.example', 'null']) {
      const res = await t.request(starfolio, list, { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await t.request(starfolio, list, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('allows no origin on a brand without the widget', async () => {
    const res = await t.request(arrowline, '/arrowline/api/post/list/', { headers: { Origin: PARTNER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the blog answers\u2019 own Vary values', async () => {
    const res = await t.request(starfolio, '/starfolio/api/post/details/?postId=66', {
      headers: { Origin: PARTNER },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('vary')).toContain('KEY');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('opens the widget\u2019s reads: later pages and comments too', async () => {
    for (const path of [
      '/starfolio/api/post/nextpage/?postId=73&pageNumber=2',
      '/starfolio/api/post/comment/list/73/?pageNumber=1&perPageCount=10',
      '/starfolio/api/analysis/post/details/?postId=73',
    ]) {
      const res = await t.request(starfolio, path, { headers: { Origin: PARTNER } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
    }
  });

  it('opens only the widget\u2019s reads to partners: no other route, no other method', async () => {
    for (const path of [
      '/starfolio/api/auth/userinfo/',
      '/starfolio/api/health/',
      '/starfolio/api/post/list/like-status/?postIds=1',
      '/starfolio/api/post/comment/list/1/x/',
      '/starfolio/api/post/comment/add/1/',
      '/starfolio/api/basket/listing/',
    ]) {
      const res = await t.request(starfolio, path, { headers: { Origin: PARTNER } });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      const preflight = await t.request(starfolio, path, {
        method: 'OPTIONS',
        headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'key' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const post = await t.request(starfolio, '/starfolio/api/post/like/', {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST' },
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  describe("a partner's signed-in reader: site-client login and logout", () => {
    const paths = ['/starfolio/api/site-client/login/', '/starfolio/api/site-client/logout/'];
    const preflight = (path: string, origin: string, method = 'POST') =>
      t.request(starfolio, path, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'content-type,key,x-request-code,x-broker',
        },
      });
    const post = (path: string, origin: string) =>
      t.request(starfolio, path, {
        method: 'POST',
        headers: { Origin: origin, cookie: '' },
        json: { assertion: 'a.b.c' },
      });

    it('answers an allowed origin’s preflight with POST and the headers the widget sends', async () => {
      for (const path of paths) {
        const res = await preflight(path, PARTNER);
        expect(res.status, path).toBe(204);
        expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
        expect(res.headers.get('access-control-allow-methods'), path).toBe('POST');
        expect(res.headers.get('access-control-allow-headers'), path).toBe(
          'Content-Type, X-Request-Code, X-Broker, KEY',
        );
        expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
        expect(res.headers.get('vary'), path).toContain('Origin');
      }
    });

    it('lets an allowed origin read the answer, a refusal included', async () => {
      t.cookies.clear();
      const res = await post(paths[0]!, PARTNER);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('gives another origin, or another brand, nothing', async () => {
      for (const origin of ['http://unlisted.partner.localhost:4408', 'https://evil.example', 'null']) {
        for (const path of paths) {
          const pre = await preflight(path, origin);
          expect(pre.headers.get('access-control-allow-origin'), `${origin} ${path}`).toBeNull();
          expect(pre.headers.get('access-control-allow-methods'), `${origin} ${path}`).toBeNull();
          t.cookies.clear();
          expect((await post(path, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
        }
      }
      const other = await t.request(arrowline, '/arrowline/api/site-client/login/', {
        method: 'OPTIONS',
        headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('allows these paths POST only, and the reads GET only', async () => {
      // A GET of a sign-in path, and a POST to a read, are not for partners.
      const get = await t.request(starfolio, paths[0]!, { headers: { Origin: PARTNER } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
      const list = await preflight('/starfolio/api/post/list/', PARTNER, 'POST');
      expect(list.headers.get('access-control-allow-methods')).toBe('GET');
    });
  });

  it('leaves the app pages alone', async () => {
    const res = await t.request(starfolio, '/blog', { headers: { Origin: PARTNER } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
