import { describe, expect, it } from 'vitest';
import { createSession } from '../session';
import { api, investor, starfolio, startAuthServer, t } from '../testing/auth-route-server';

startAuthServer();

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
