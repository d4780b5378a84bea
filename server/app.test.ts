import { describe, expect, it } from 'vitest';
import { testServerPerFile } from './test-server-per-file';
import { brands } from '../brands/registry';

const file = testServerPerFile();

const [starfolio, arrowline] = [brands[0]!, brands[1]!];
/** The engine this run tests on (the server-pg project sets TEST_DATABASE=postgres). */
const engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

describe('reference server', () => {
  it('answers health in the envelope under the brand segment', async () => {
    const res = await file.t.request(arrowline, '/arrowline/api/health/');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ head: { status: 0 }, body: { brand: 'arrowline', database: engine } });
  });

  it("refuses another brand's segment on this host", async () => {
    const res = await file.t.request(starfolio, '/arrowline/api/health/');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ head: { status: 404 } });
  });

  it('issues a csrftoken cookie and refuses a mutation without the header', async () => {
    await file.t.request(starfolio, '/starfolio/api/health/');
    // nonce.sessionId.HMAC: a visitor's token has no session id (server/security/csrf.ts).
    expect(file.t.cookies.get('csrftoken')).toMatch(/^[\w-]{22}\.\.[\w-]{43}$/);
    const refused = await file.t.request(starfolio, '/starfolio/api/health/', { method: 'POST' });
    expect(refused.status).toBe(403);
    const wrong = await file.t.request(starfolio, '/starfolio/api/health/', {
      method: 'POST',
      headers: { 'X-CSRFToken': 'nope' },
    });
    expect(wrong.status).toBe(403);
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const res = await file.t.request(starfolio, '/starfolio/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect((await res.json()) as unknown).toMatchObject({ head: { status: 404 } });
  });

  it('serves the branded page for app routes and a plain 404 for missing files', async () => {
    // Bare, the listing is sent to the search this brand offers, as the app would replace it.
    const bare = await file.t.request(arrowline, '/featured/all/');
    expect(bare.status).toBe(307);
    expect(bare.headers.get('location')).toMatch(/^\/featured\/all\/\?basket-type=premium&/);
    const html = await file.t.request(arrowline, bare.headers.get('location')!);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await html.text()).toContain('data-brand="arrowline"');
    expect((await file.t.request(arrowline, '/assets/missing.js')).status).toBe(404);
    expect((await file.t.request(arrowline, '/../../etc/passwd')).status).not.toBe(500);
  });

  it('answers 404 with the branded app for a path that is no screen, so the app shows its not-found page', async () => {
    for (const path of ['/no/such/page/', '/discover/no-such-page/', '/blog/article/73/']) {
      const res = await file.t.request(arrowline, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('data-brand="arrowline"');
      expect(html).toContain(`<title>${arrowline.pages.notFound.title}</title>`);
      expect(html).not.toContain('rel="preload" as="fetch"');
    }
    // A route the brand turns off is not found there, and found where it is on.
    expect(arrowline.features['/web-widget/']).toBe(false);
    expect((await file.t.request(arrowline, '/web-widget/')).status).toBe(404);
    expect(starfolio.features['/web-widget/']).toBe(true);
    expect((await file.t.request(starfolio, '/web-widget/')).status).toBe(200);
    for (const path of ['/', '/blog', '/blog/?pageNumber=2', '/blog/article/73/what-is-a-sip/', '/saved/']) {
      expect((await file.t.request(starfolio, path)).status, path).toBe(200);
    }
    // The service worker precaches the shell: it must never be a 404.
    const shell = await file.t.request(starfolio, '/app-shell/');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('data-brand="starfolio"');
  });

  it('never serves the raw build index.html', async () => {
    const res = await file.t.request(starfolio, '/index.html');
    expect(await res.text()).not.toContain('<!--brand-head-->');
  });
});
