import { Hono } from 'hono';
import { testServerPerFile } from '../test-server-per-file';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import { ok } from '../http/envelope';

import { apiCaller } from './testing/auth-test-client';
import { optionalUser, requireRole, requireUser } from './guards';
import { createSession } from './session';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();
let app: Hono<AppEnv>;
let investorId: number;

/** The guards on routes of their own, behind the real app's context (brand, db, secret). */
beforeAll(async () => {
  const { rows } = await file.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@example.com'");
  investorId = rows[0]!.id;
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('db', file.t.db);
    c.set('jwtSecret', file.t.jwtSecret);
    c.set('brand', starfolio);
    await next();
  });
  app.get('/who/', requireUser, (c) => ok(c, { id: c.var.user.id, roles: c.var.user.roles }));
  app.get('/maybe/', optionalUser, (c) => ok(c, { id: c.var.user?.id ?? null }));
  app.get('/studio/', requireUser, requireRole('adviser'), (c) => ok(c, { studio: true }));
}, 60_000);

async function call(path: string, key?: string) {
  const res = await app.request(path, { headers: key ? { KEY: key } : {} });
  return {
    status: res.status,
    json: (await res.json()) as { head: { status: unknown; message?: string }; body: Record<string, unknown> },
  };
}
const tokenFor = async (userId: number, kind: 'user' | 'broker' = 'user', ttl?: number) =>
  (await createSession(file.t.db, file.t.jwtSecret, { userId, brand: starfolio.id, kind, ttlSeconds: ttl })).token;

describe('requireUser', () => {
  it('puts the signed-in user, an investor, on the context', async () => {
    const a = await call('/who/', await tokenFor(investorId));
    expect(a.status).toBe(200);
    expect(a.json.body).toEqual({ id: investorId, roles: ['investor'] });
  });

  it('answers a visitor HTTP 401 and never reaches the handler', async () => {
    const a = await call('/who/');
    expect(a.status).toBe(401);
    expect(a.json.head).toEqual({ status: 401, message: 'Please log in to continue.' });
  });

  it("answers an expired session '100' and an expired broker session '110'", async () => {
    for (const [kind, status] of [
      ['user', '100'],
      ['broker', '110'],
    ] as const) {
      const token = await tokenFor(investorId, kind, -10);
      const a = await call('/who/', token);
      expect(a.status).toBe(200);
      expect(a.json.head).toEqual({ status, message: 'Session Timed Out!' });
    }
  });

  it('reads a forged token as no session', async () => {
    const token = await tokenFor(investorId);
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '2', sid: 'x', knd: 'user', exp: 9e9 })).toString('base64url')}.${s}`;
    expect((await call('/who/', forged)).status).toBe(401);
    expect((await call('/maybe/', forged)).json.body).toEqual({ id: null });
  });
});

describe('requireRole', () => {
  it('answers a signed-in investor without the role 404, never 403 (the client logs out on 403)', async () => {
    const a = await call('/studio/', await tokenFor(investorId));
    expect(a.status).toBe(404);
    expect(a.json.head.message).toBe('Not found.');
  });

  it('lets a user with the granted role through, and a visitor gets 401', async () => {
    await file.t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')", [investorId]);
    const a = await call('/studio/', await tokenFor(investorId));
    expect(a.status).toBe(200);
    expect((await call('/who/', await tokenFor(investorId))).json.body.roles).toEqual(['investor', 'adviser']);
    expect((await call('/studio/')).status).toBe(401);
    await file.t.db.query('DELETE FROM user_roles WHERE user_id = $1', [investorId]);
  });

  it('refuses a role the database does not know', async () => {
    await expect(
      file.t.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'root')", [investorId]),
    ).rejects.toThrow();
  });
});

it('the API caller still signs in through the app (guards sit behind the real routes)', async () => {
  const api = apiCaller(file.t, starfolio);
  const a = await api.post('auth/login/', { email: 'investor@example.com', password: 'Investor@123' });
  expect(a.status).toBe(200);
  expect((await api.get('auth/userinfo/')).body.user?.email).toBe('investor@example.com');
});
