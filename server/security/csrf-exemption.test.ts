import { sign } from 'hono/jwt';
import { testServerPerFile } from '../test-server-per-file';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { createSession } from '../auth/session';

/**
 * The widget's key-only calls skip the CSRF check, and nothing else does (csrf-exemption.ts,
 * decision 0215): a partner's reader signs in and out from the partner's page with no cookie, and
 * every call that carries a cookie, or is not exactly one of those two, still needs the token.
 */
const file = testServerPerFile({}, undefined, { timeout: 60_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const PARTNER = 'http://partner.localhost:4408';
const SECRET = 'exemption-test-secret-0123456789abcdef-0123';
const CSRF_FAILED = 'CSRF check failed: reload the page and try again.';
let premiumPostId: number;
let subscriberId: number;

const now = () => Math.floor(Date.now() / 1000);
const assertion = (sub = 'subscriber@example.com') =>
  sign({ iss: 'exemption-paper', aud: 'starfolio', sub, iat: now(), exp: now() + 120 }, SECRET, 'HS256');

interface Call {
  method?: 'GET' | 'POST';
  body?: string;
  key?: string;
  cookie?: string;
  csrf?: string;
  contentType?: string | null;
  address?: string;
}

/** A call as the widget makes it from the partner's page: no cookies, JSON, the partner's Origin. */
async function call(path: string, { method = 'POST', body, key, cookie, csrf, contentType, address }: Call = {}) {
  file.t.cookies.clear();
  const headers: Record<string, string> = { Origin: PARTNER, 'X-Request-Code': 'web-pwa' };
  if (method === 'POST' && contentType !== null) headers['content-type'] = contentType ?? 'application/json';
  if (key) headers.KEY = key;
  if (cookie) headers.cookie = cookie;
  if (csrf) headers['X-CSRFToken'] = csrf;
  const res = await file.t.request(starfolio, `/starfolio/api/${path}`, {
    method,
    headers,
    body: method === 'POST' ? (body ?? '{}') : undefined,
    clientAddress: address,
  });
  const json = (await res.json()) as {
    head: { status: number | string; message?: string };
    body: Record<string, unknown>;
  };
  return { status: res.status, ...json, res };
}

const widgetLogin = async (sub?: string, over: Call = {}) =>
  call('site-client/login/', { body: JSON.stringify({ assertion: await assertion(sub) }), ...over });

beforeAll(async () => {
  await file.t.db.query(
    "INSERT INTO site_client_partners (id, brand_id, name, secret) VALUES ('exemption-paper', 'starfolio', 'Exemption Paper', $1)",
    [SECRET],
  );
  const post = await file.t.db.query<{ id: number }>(
    "SELECT id FROM posts WHERE is_premium AND status = 'published' ORDER BY id LIMIT 1",
  );
  premiumPostId = post.rows[0]!.id;
  const user = await file.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'subscriber@example.com'");
  subscriberId = user.rows[0]!.id;
}, 60_000);

describe("the widget's key-only calls", () => {
  it('sign a reader in and out from the partner page with no cookie and no CSRF token, and read in between', async () => {
    const login = await widgetLogin();
    expect(login.status).toBe(200);
    expect(login.res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const key = login.body.key as string;
    expect(login.body.expires_in).toBe(1800);

    const read = await call(`post/details/?postId=${premiumPostId}`, { method: 'GET', key });
    expect(read.status).toBe(200);
    expect(read.body.post).toMatchObject({ postId: premiumPostId, isLocked: false });
    expect(read.res.headers.get('access-control-allow-origin')).toBe(PARTNER);

    const logout = await call('site-client/logout/', { key });
    expect(logout.status).toBe(200);
    expect(logout.res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const after = await call(`post/details/?postId=${premiumPostId}`, { method: 'GET', key });
    expect(after.body.post).toMatchObject({ isLocked: true });
  });

  it('keep the check for a sign-in that carries any cookie, is not JSON, or is the password form', async () => {
    const body = JSON.stringify({ assertion: await assertion() });
    for (const [name, over] of [
      ['a csrftoken cookie', { cookie: 'csrftoken=abc' }],
      ['an unrelated cookie', { cookie: 'theme=dark' }],
      ['a text/plain body', { contentType: 'text/plain' }],
      ['a form body', { contentType: 'application/x-www-form-urlencoded' }],
      ['no content type', { contentType: null }],
    ] as const) {
      const res = await call('site-client/login/', { body, ...over });
      expect(res.status, name).toBe(403);
      expect(res.head.message, name).toBe(CSRF_FAILED);
    }
    const password = await call('site-client/login/', {
      body: JSON.stringify({ email: 'subscriber@example.com', password: 'Subscriber@123' }),
    });
    expect(password.status).toBe(403);
    expect((await call('site-client/login/', { body: '[]' })).status).toBe(403);
    expect((await call('site-client/login/', { body: '{"assertion":' })).status).toBe(403);
  });

  it('keep the check for a sign-out without a site-client key of this brand, or with a cookie', async () => {
    const { key } = (await widgetLogin(undefined, { address: '198.51.100.20' })).body as { key: string };
    const user = await createSession(file.t.db, file.t.jwtSecret, { userId: subscriberId, brand: 'starfolio' });
    const forged = await sign(
      { sub: String(subscriberId), sid: 'x', knd: 'site-client', aud: 'starfolio', exp: now() + 60 },
      'another-secret',
    );
    const elsewhere = await createSession(file.t.db, file.t.jwtSecret, {
      userId: subscriberId,
      brand: 'moneyleaf',
      kind: 'site-client',
    });
    for (const [name, over] of [
      ['no key', {}],
      ['a user session', { key: user.token }],
      ['a forged key', { key: forged }],
      ["another brand's key", { key: elsewhere.token }],
      ['a jwt cookie beside the key', { key, cookie: `jwt=${key}` }],
    ] as const) {
      const res = await call('site-client/logout/', over);
      expect(res.status, name).toBe(403);
    }
    // None of those ended anything: the reader's key still reads in full.
    const read = await call(`post/details/?postId=${premiumPostId}`, { method: 'GET', key });
    expect(read.body.post).toMatchObject({ isLocked: false });
  });

  it('exempts no other call, even with a site-client key and no cookie', async () => {
    const { key } = (await widgetLogin(undefined, { address: '198.51.100.21' })).body as { key: string };
    for (const path of ['auth/logout/', 'auth/login/', 'post/like/', `post/comment/add/${premiumPostId}/`]) {
      const res = await call(path, { key, body: JSON.stringify({ postId: premiumPostId, assertion: 'a.b.c' }) });
      expect(res.status, path).toBe(403);
    }
  });

  it('leaves a cookie-authenticated mutation needing its CSRF token', async () => {
    const signedIn = await file.t.request(starfolio, '/starfolio/api/health/');
    expect(signedIn.status).toBe(200);
    const csrf = file.t.cookies.get('csrftoken')!;
    const login = await file.t.request(starfolio, '/starfolio/api/auth/login/', {
      method: 'POST',
      headers: { 'X-CSRFToken': csrf },
      json: { email: 'subscriber@example.com', password: 'Subscriber@123' },
    });
    expect(login.status).toBe(200);
    const jwt = file.t.cookies.get('jwt')!;
    const token = file.t.cookies.get('csrftoken')!;
    const cookie = `jwt=${jwt}; csrftoken=${token}`;
    const like = (csrf?: string) =>
      file.t.request(starfolio, '/starfolio/api/post/like/', {
        method: 'POST',
        headers: { cookie, KEY: jwt, ...(csrf ? { 'X-CSRFToken': csrf } : {}) },
        json: { postId: premiumPostId },
      });
    expect((await like()).status).toBe(403);
    expect((await like(token)).status).toBe(200);
  });
});
