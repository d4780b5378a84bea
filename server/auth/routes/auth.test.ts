import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import { apiCaller } from '../testing/auth-test-client';
import { lastOtp } from '../otp-delivery';
import { createSession } from '../session';
import { findUserByEmail } from '../users';
import { createTestServer, type TestServer } from '../../test-support';

let t: TestServer;
let api: ReturnType<typeof apiCaller>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;

beforeAll(async () => {
  vi.stubEnv('ENABLE_TEST_HOOKS', '1');
  // Behind one trusted proxy, so X-Forwarded-Proto counts (server/security/client-address.ts).
  t = await createTestServer({ trustProxy: 1 });
  api = apiCaller(t, starfolio);
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.db.close();
});
beforeEach(() => api.signOutLocally());

const investor = { email: 'investor@example.com', password: 'Investor@123' };

describe('POST /api/auth/login/', () => {
  it('signs in a seed user, answers UserInfo and sets the jwt cookie', async () => {
    const a = await api.post('auth/login/', investor);
    expect(a.status).toBe(200);
    expect(a.head.status).toBe(0);
    expect(a.body.user).toEqual({
      id: expect.any(Number),
      name: 'Asha Investor',
      email: 'investor@example.com',
      mobile: '9876543210',
      isSubscriber: false,
      brokerName: null,
      brokerClientCode: null,
      roles: [],
    });
    const cookie = a.res.headers.getSetCookie().find((c) => c.startsWith('jwt='))!;
    expect(cookie).toMatch(/Max-Age=3600/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(a.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('accepts the email in any case and the subscriber is a subscriber', async () => {
    const a = await api.post('auth/login/', { email: ' Subscriber@Example.com ', password: 'Subscriber@123' });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ email: 'subscriber@example.com', isSubscriber: true });
  });

  it('names the roles granted beyond investor, which the studio reads', async () => {
    const a = await api.post('auth/login/', { email: 'adviser@example.com', password: 'Adviser@123' });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ email: 'adviser@example.com', roles: ['adviser'] });
  });

  it('marks the cookie Secure behind https', async () => {
    await api.get('health/');
    const res = await t.request(starfolio, api.url('auth/login/'), {
      method: 'POST',
      json: investor,
      headers: { 'X-CSRFToken': t.cookies.get('csrftoken')!, 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('jwt='))).toMatch(/Secure/);
  });

  it.each([
    ['a wrong password', { email: investor.email, password: 'Investor@124' }],
    ['an unknown email', { email: 'nobody@example.com', password: 'Investor@123' }],
  ])('refuses %s with one message and no cookie', async (_, body) => {
    const a = await api.post('auth/login/', body);
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('Invalid email or password.');
    expect(t.cookies.has('jwt')).toBe(false);
  });

  it('says which fields are missing or malformed', async () => {
    const a = await api.post('auth/login/', { email: 'not-an-email' });
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual({ email: 'Please enter a valid email', password: 'Required field' });
    const empty = await api.post('auth/login/', {});
    expect(empty.body.errors).toEqual({ email: 'Required field', password: 'Required field' });
  });

  it('needs the CSRF header', async () => {
    const res = await t.request(starfolio, api.url('auth/login/'), { method: 'POST', json: investor });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/registration/', () => {
  const valid = {
    name: 'Neha Sharma',
    email: 'neha@example.com',
    mobile: '9000000001',
    password: 'longenough1',
    confirmPassword: 'longenough1',
  };

  it('answers every field error with the spec §5 messages', async () => {
    const a = await api.post('auth/registration/', {
      name: ' Neha',
      email: 'neha@',
      mobile: '12345',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('Please correct the highlighted fields.');
    expect(a.body.errors).toEqual({
      name: 'Please enter valid name',
      email: 'Please enter a valid email',
      mobile: 'Please enter a valid mobile number',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('asks for empty fields', async () => {
    const a = await api.post('auth/registration/', { name: '  ' });
    expect(a.body.errors).toEqual({
      name: 'Please enter name',
      email: 'Required field',
      mobile: 'Required field',
      password: 'Required field',
      confirmPassword: 'Required field',
    });
  });

  it('refuses doubled spaces and over-long values', async () => {
    const a = await api.post('auth/registration/', {
      ...valid,
      name: 'Neha  Sharma',
      password: 'x'.repeat(129),
      confirmPassword: 'x'.repeat(129),
    });
    expect(a.body.errors).toEqual({
      name: 'Please enter valid name',
      password: 'Password must be at most 128 characters',
    });
  });

  it('creates the account once the emailed code is verified, signs it in, and the password then works', async () => {
    const a = await api.post('auth/registration/', valid);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ sent: true, expiresInSeconds: 600 });
    expect(t.cookies.get('jwt')).toBeUndefined();
    expect(await findUserByEmail(t.db, valid.email)).toBeUndefined();

    const done = await api.post('auth/registration/', { email: valid.email, otp: lastOtp(t.db, valid.email) });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ name: 'Neha Sharma', email: 'neha@example.com', mobile: '9000000001' });
    expect(t.cookies.get('jwt')).toBeTruthy();
    expect((await api.get('auth/userinfo/')).body.user?.email).toBe('neha@example.com');
    api.signOutLocally();
    expect((await api.post('auth/login/', { email: valid.email, password: valid.password })).status).toBe(200);
  });

  it('answers a taken email or mobile number exactly like a new one', async () => {
    const fresh = await api.post('auth/registration/', { ...valid, email: 'fresh@example.com', mobile: '9000000003' });
    const email = await api.post('auth/registration/', {
      ...valid,
      email: 'INVESTOR@example.com',
      mobile: '9000000002',
    });
    const mobile = await api.post('auth/registration/', { ...valid, email: 'other@example.com', mobile: '9876543210' });
    for (const a of [fresh, email, mobile]) {
      expect(a.status).toBe(200);
      expect(a.head).toEqual({ status: 0 });
      expect(a.body).toEqual({ sent: true, expiresInSeconds: 600 });
    }
  });
});

describe('GET /api/auth/userinfo/ and logout', () => {
  it('answers 401 with no session, or with a bad or foreign token', async () => {
    expect((await api.get('auth/userinfo/')).status).toBe(401);
    expect((await api.get('auth/userinfo/', { key: 'garbage' })).status).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwic2lkIjoieCIsImtuZCI6InVzZXIiLCJleHAiOjE3MDAwMDAwMDB9.c2ln';
    expect((await api.get('auth/userinfo/', { key: forged })).status).toBe(401);
  });

  it('does not authenticate with the cookie alone', async () => {
    await api.post('auth/login/', investor);
    expect((await api.get('auth/userinfo/', { key: null })).status).toBe(401);
  });

  it("answers head.status '100' when the session has expired", async () => {
    await api.post('auth/login/', investor);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const a = await api.get('auth/userinfo/');
    expect(a.status).toBe(200);
    expect(a.head).toEqual({ status: '100', message: 'Session Timed Out!' });
  });

  it("answers '100' / '110' for a signed token past its exp, 401 for a forged one", async () => {
    const user = await api.post('auth/login/', investor);
    api.signOutLocally();
    const expired = await createSession(t.db, t.jwtSecret, {
      userId: user.body.user!.id,
      brand: starfolio.id,
      ttlSeconds: -10,
    });
    expect((await api.get('auth/userinfo/', { key: expired.token })).head.status).toBe('100');
    const broker = await createSession(t.db, t.jwtSecret, {
      userId: user.body.user!.id,
      brand: starfolio.id,
      kind: 'broker',
      ttlSeconds: -10,
    });
    expect((await api.get('auth/userinfo/', { key: broker.token })).head.status).toBe('110');
    const [h, p] = broker.token.split('.');
    expect((await api.get('auth/userinfo/', { key: `${h}.${p}.AAAA` })).status).toBe(401);
    // Logout still ends an expired session.
    expect((await api.post('auth/logout/', {}, { key: expired.token })).status).toBe(200);
    const { rows } = await t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id = $1', [
      expired.sessionId,
    ]);
    expect(rows[0]!.revoked_at).not.toBeNull();
  });

  it('revokes the session on logout and clears the cookie', async () => {
    await api.post('auth/login/', investor);
    const token = t.cookies.get('jwt')!;
    expect((await api.get('auth/userinfo/')).body.user?.email).toBe(investor.email);
    const out = await api.post('auth/logout/');
    expect(out.status).toBe(200);
    expect(out.res.headers.getSetCookie().find((c) => c.startsWith('jwt='))).toMatch(/Max-Age=0/);
    expect(t.cookies.has('jwt')).toBe(false);
    // The old token no longer works, even if someone kept it.
    expect((await api.get('auth/userinfo/', { key: token })).status).toBe(401);
  });

  it('logs out without a session too', async () => {
    expect((await api.post('auth/logout/')).status).toBe(200);
  });

  it('reports a lapsed subscription as not subscribed', async () => {
    const { rows: kept } = await t.db.query<{ id: number; expires_at: Date }>(
      "SELECT s.id, s.expires_at FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'subscriber@example.com'",
    );
    await t.db.query("UPDATE subscriptions SET expires_at = now() - interval '1 day' WHERE id = ANY($1)", [
      kept.map((s) => s.id),
    ]);
    const a = await api.post('auth/login/', { email: 'subscriber@example.com', password: 'Subscriber@123' });
    expect(a.body.user?.isSubscriber).toBe(false);
    for (const s of kept)
      await t.db.query('UPDATE subscriptions SET expires_at = $2 WHERE id = $1', [s.id, s.expires_at]);
  });
});

describe('site-client login and logout', () => {
  it("starts a 'site-client' session and ends it", async () => {
    const a = await api.post('site-client/login/', investor);
    expect(a.status).toBe(200);
    const { rows } = await t.db.query<{ kind: string }>(
      'SELECT kind FROM sessions WHERE revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]!.kind).toBe('site-client');
    expect((await api.get('auth/userinfo/')).status).toBe(200);
    expect((await api.post('site-client/logout/')).status).toBe(200);
    expect(t.cookies.has('jwt')).toBe(false);
    const bad = await api.post('site-client/login/', { ...investor, password: 'nope' });
    expect(bad.status).toBe(400);
  });
});
