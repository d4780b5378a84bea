import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../brands/registry';
import { createTestServer, type TestServer } from './test-support';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.db.close());

const [starfolio, arrowline] = [brands[0]!, brands[1]!];
/** The engine this run tests on (the server-pg project sets TEST_DATABASE=postgres). */
const engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

describe('reference server', () => {
  it('answers health in the envelope under the brand segment', async () => {
    const res = await t.request(arrowline, '/arrowline/api/health/');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ head: { status: 0 }, body: { brand: 'arrowline', database: engine } });
  });

  it("refuses another brand's segment on this host", async () => {
    const res = await t.request(starfolio, '/arrowline/api/health/');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ head: { status: 404 } });
  });

  it('issues a csrftoken cookie and refuses a mutation without the header', async () => {
    await t.request(starfolio, '/starfolio/api/health/');
    // nonce.sessionId.HMAC: a visitor's token has no session id (server/security/csrf.ts).
    expect(t.cookies.get('csrftoken')).toMatch(/^[\w-]{22}\.\.[\w-]{43}$/);
    const refused = await t.request(starfolio, '/starfolio/api/health/', { method: 'POST' });
    expect(refused.status).toBe(403);
    const wrong = await t.request(starfolio, '/starfolio/api/health/', {
      method: 'POST',
      headers: { 'X-CSRFToken': 'nope' },
    });
    expect(wrong.status).toBe(403);
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const res = await t.request(starfolio, '/starfolio/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect((await res.json()) as unknown).toMatchObject({ head: { status: 404 } });
  });

  it('serves the branded shell for app routes and a plain 404 for missing files', async () => {
    const html = await t.request(arrowline, '/featured/all/');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await html.text()).toContain('data-brand="arrowline"');
    expect((await t.request(arrowline, '/assets/missing.js')).status).toBe(404);
    expect((await t.request(arrowline, '/../../etc/passwd')).status).not.toBe(500);
  });

  it('never serves the raw build index.html', async () => {
    const res = await t.request(starfolio, '/index.html');
    expect(await res.text()).not.toContain('<!--brand-head-->');
  });
});
