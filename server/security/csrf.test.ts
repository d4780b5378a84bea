import { beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { testServerPerFile } from '../test-server-per-file';
import { csrfTokenSession, newCsrfToken } from './csrf';

/** The CSRF token is issued by the server, bound to the session, and new at every sign-in and sign-out. */
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const investor = { email: 'investor@example.com', password: 'Investor@123' };

const ctx = testServerPerFile({}, undefined, { timeout: 60_000 });
beforeEach(() => ctx.t.cookies.clear());

/** A POST with exactly these cookies and headers (no cookie jar). */
const post = (path: string, { cookie, csrf, key }: { cookie?: string; csrf?: string; key?: string }, json = {}) => {
  const headers: Record<string, string> = { cookie: cookie === undefined ? '' : `csrftoken=${cookie}` };
  if (csrf !== undefined) headers['X-CSRFToken'] = csrf;
  if (key) headers.KEY = key;
  return ctx.t.request(starfolio, `/starfolio/api/${path}`, { method: 'POST', headers, json });
};

async function signIn() {
  await ctx.t.request(starfolio, '/starfolio/api/health/');
  const csrf = ctx.t.cookies.get('csrftoken')!;
  const res = await post('auth/login/', { cookie: csrf, csrf }, investor);
  expect(res.status).toBe(200);
  return { before: csrf, after: ctx.t.cookies.get('csrftoken')!, jwt: ctx.t.cookies.get('jwt')! };
}

const sessionOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('CSRF token', () => {
  it('refuses an equal cookie and header the server did not issue', async () => {
    const forgedSignature = `${'A'.repeat(22)}..${'B'.repeat(43)}`;
    for (const value of ['a', 'x'.repeat(48), forgedSignature, newCsrfToken('another-secret')]) {
      const res = await post('auth/logout/', { cookie: value, csrf: value });
      expect(res.status, value).toBe(403);
    }
  });

  it('accepts the token it issued to a visitor, and says how long it lasts', async () => {
    const res = await ctx.t.request(starfolio, '/starfolio/api/health/');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).toMatch(/Max-Age=86400/);
    const token = ctx.t.cookies.get('csrftoken')!;
    expect(csrfTokenSession(ctx.t.jwtSecret, token)).toBe('');
    expect((await post('auth/logout/', { cookie: token, csrf: token })).status).toBe(200);
  });

  it('is a new token at sign-in, bound to the new session, and a new visitor token at sign-out', async () => {
    const { before, after, jwt } = await signIn();
    expect(after).not.toBe(before);
    expect(csrfTokenSession(ctx.t.jwtSecret, after)).toBe(sessionOf(jwt));

    const out = await post('auth/logout/', { cookie: after, csrf: after, key: jwt });
    expect(out.status).toBe(200);
    const visitor = ctx.t.cookies.get('csrftoken')!;
    expect(visitor).not.toBe(after);
    expect(csrfTokenSession(ctx.t.jwtSecret, visitor)).toBe('');
  });

  it('refuses a token bound to no session or another session when a session is presented', async () => {
    const first = await signIn();
    ctx.t.cookies.clear();
    const second = await signIn();
    // The visitor token from before signing in, and the other session's token, with this session's KEY.
    for (const token of [second.before, first.after]) {
      expect((await post('auth/logout/', { cookie: token, csrf: token, key: second.jwt })).status).toBe(403);
    }
    expect((await post('auth/logout/', { cookie: second.after, csrf: second.after, key: second.jwt })).status).toBe(
      200,
    );
  });

  it('gives a page load that presents a session a token bound to it when the cookie does not fit', async () => {
    const { before, jwt } = await signIn();
    const res = await ctx.t.request(starfolio, '/blog', { headers: { cookie: `csrftoken=${before}; jwt=${jwt}` } });
    const issued = /csrftoken=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))![1]!;
    expect(csrfTokenSession(ctx.t.jwtSecret, issued)).toBe(sessionOf(jwt));
  });

  it('lets a device whose session ended (no jwt any more) use the token it holds to sign in again', async () => {
    const { after } = await signIn();
    const again = await post('auth/login/', { cookie: after, csrf: after }, investor);
    expect(again.status).toBe(200);
  });
});
