import { sign } from 'hono/jwt';
import { testServerPerFile } from '../test-server-per-file';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { apiCaller } from '../auth/testing/auth-test-client';

const file = testServerPerFile({}, undefined, { timeout: 60_000 });
let api: ReturnType<typeof apiCaller>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const SECRET = 'partner-secret-0123456789abcdef-0123456789';
const now = () => Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'daily-ledger',
  aud: 'starfolio',
  sub: 'subscriber@example.com',
  iat: now(),
  exp: now() + 120,
  ...over,
});
const assertion = (over: Record<string, unknown> = {}, secret = SECRET) => sign(claims(over), secret, 'HS256');
const login = async (a: string | Promise<string>) =>
  api.post('site-client/login/', { assertion: await a }, { key: null });

beforeAll(async () => {
  api = apiCaller(file.t, starfolio);
  await file.t.db.query(
    "INSERT INTO site_client_partners (id, brand_id, name, secret) VALUES ('daily-ledger', 'starfolio', 'The Daily Ledger', $1), ('other-paper', 'moneyleaf', 'Other', $1)",
    [SECRET],
  );
}, 60_000);
beforeEach(() => api.signOutLocally());

describe('site-client login by a partner assertion', () => {
  it("gives a reader a short 'site-client' session the widget can send, for reading only, and logout ends it", async () => {
    const a = await login(assertion());
    expect(a.status).toBe(200);
    const key = a.body.key as string;
    expect(a.body.user).toEqual({ name: expect.any(String), isSubscriber: true });
    expect(file.t.cookies.has('jwt')).toBe(false);
    const { rows } = await file.t.db.query<{ kind: string; seconds: number }>(
      `SELECT kind, extract(epoch FROM expires_at - created_at)::int AS seconds
         FROM sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]!.kind).toBe('site-client');
    expect(rows[0]!.seconds).toBeGreaterThan(29 * 60);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(30 * 60 + 1);
    expect((await api.get('auth/userinfo/', { key })).status).toBe(200);
    // Never the product's account features.
    for (const path of ['account/profile/', 'account/devices/', 'admin/embed-origins/']) {
      const res = path.startsWith('admin')
        ? await api.post(path, { origin: 'https://a.example', action: 'add' }, { key })
        : await api.get(path, { key });
      expect(res.status, path).toBe(404);
    }
    expect((await api.post('site-client/logout/', {}, { key })).status).toBe(200);
    expect((await api.get('auth/userinfo/', { key })).status).not.toBe(200);
  });

  it('refuses expired, forged, wrong-audience, unknown-partner, too-long-lived and unsigned assertions alike', async () => {
    const bad = [
      assertion({ iat: now() - 600, exp: now() - 300 }),
      assertion({}, 'another-secret-0123456789abcdef-01234567'),
      assertion({ aud: 'moneyleaf' }),
      assertion({ iss: 'other-paper' }),
      assertion({ iss: 'nobody' }),
      assertion({ exp: now() + 3600 }),
      assertion({ sub: 'nobody@example.com' }),
      assertion({ exp: undefined }),
      sign(claims(), SECRET, 'HS512'),
      Promise.resolve(
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.x`,
      ),
    ];
    for (const [i, a] of bad.entries()) {
      // Each from its own address: the sign-in throttle is not what this checks.
      const caller = apiCaller(file.t, starfolio, { clientAddress: `198.51.100.${i + 1}` });
      const res = await caller.post('site-client/login/', { assertion: await a }, { key: null });
      expect(res.status, `case ${i}`).toBe(400);
      expect(res.head.message).toBe('This sign-in could not be accepted. Sign in on the partner site again.');
    }
    const { rows } = await file.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE kind = 'site-client' AND revoked_at IS NULL",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is throttled per reader and caller like a password sign-in', async () => {
    const caller = apiCaller(file.t, starfolio, { clientAddress: '203.0.113.9' });
    const forged = await assertion({ sub: 'investor@example.com' }, 'another-secret-0123456789abcdef-01234567');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await caller.post('site-client/login/', { assertion: forged }, { key: null })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('answers garbage with a 4xx, never a 5xx, and keeps the password form', async () => {
    for (const body of [
      { assertion: 5 },
      { assertion: 'a.b' },
      { assertion: 'x'.repeat(5000) },
      { assertion: null },
      [],
    ]) {
      const res = await api.post('site-client/login/', body, { key: null });
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await api.postRaw('site-client/login/', '{"assertion":', 'application/json')).status).toBe(400);
    const pw = await api.post('site-client/login/', { email: 'investor@example.com', password: 'Investor@123' });
    expect(pw.status).toBe(200);
  });
});
