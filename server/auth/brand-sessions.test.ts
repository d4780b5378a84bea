import { beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { testServerPerFile } from '../test-server-per-file';
import { apiCaller } from './testing/auth-test-client';
import { createSession } from './session';

const brand = (id: string) => brands.find((b) => b.id === id)!;
const starfolio = brand('starfolio');
const arrowline = brand('arrowline');
const moneyleaf = brand('moneyleaf');
const harborbank = brand('harborbank');
const investor = { email: 'investor@example.com', password: 'Investor@123' };

const ctx = testServerPerFile({}, undefined, { timeout: 60_000 });
beforeEach(() => ctx.t.cookies.clear());

describe('a session belongs to the brand that issued it', () => {
  it("reads another brand's token as no session, and stores the brand on the session", async () => {
    const signedIn = await apiCaller(ctx.t, starfolio).post('auth/login/', investor);
    expect(signedIn.status).toBe(200);
    const token = ctx.t.cookies.get('jwt')!;
    const { rows } = await ctx.t.db.query<{ brand: string }>(
      'SELECT brand FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]!.brand).toBe('starfolio');
    expect((await apiCaller(ctx.t, starfolio).get('auth/userinfo/', { key: token })).status).toBe(200);
    for (const other of [arrowline, moneyleaf, harborbank]) {
      const a = await apiCaller(ctx.t, other).get('auth/userinfo/', { key: token });
      expect(a.status, other.id).toBe(401);
      expect(a.body.user).toBeUndefined();
    }
  });

  it("answers another brand's expired token 401, never '100', and does not end it on logout", async () => {
    const { rows } = await ctx.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@example.com'");
    const expired = await createSession(ctx.t.db, ctx.t.jwtSecret, {
      userId: rows[0]!.id,
      brand: 'moneyleaf',
      ttlSeconds: -5,
    });
    expect((await apiCaller(ctx.t, moneyleaf).get('auth/userinfo/', { key: expired.token })).head.status).toBe('100');
    expect((await apiCaller(ctx.t, starfolio).get('auth/userinfo/', { key: expired.token })).status).toBe(401);
    await apiCaller(ctx.t, starfolio).post('auth/logout/', {}, { key: expired.token });
    const after = await ctx.t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id = $1', [
      expired.sessionId,
    ]);
    expect(after.rows[0]!.revoked_at).toBeNull();
  });

  it('refuses a token whose session row is of another brand, though signed for this one', async () => {
    const { rows } = await ctx.t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'investor@example.com'");
    const s = await createSession(ctx.t.db, ctx.t.jwtSecret, { userId: rows[0]!.id, brand: 'starfolio' });
    await ctx.t.db.query("UPDATE sessions SET brand = 'arrowline' WHERE id = $1", [s.sessionId]);
    expect((await apiCaller(ctx.t, starfolio).get('auth/userinfo/', { key: s.token })).status).toBe(401);
  });
});

describe('sign-in methods a brand does not offer', () => {
  const refusals: Array<[string, unknown, string]> = [
    ['auth/login/', investor, 'Password sign-in is not available on this site. Please log in with your broker.'],
    ['site-client/login/', investor, 'Password sign-in is not available on this site. Please log in with your broker.'],
    [
      'generate-otp/',
      { target: investor.email },
      'OTP sign-in is not available on this site. Please log in with your broker.',
    ],
    [
      'verify-otp/',
      { target: investor.email, otp: '123456' },
      'OTP sign-in is not available on this site. Please log in with your broker.',
    ],
    [
      'auth/registration/',
      {
        name: 'Neha',
        email: 'n@example.com',
        mobile: '9000000009',
        password: 'longenough1',
        confirmPassword: 'longenough1',
      },
      'Creating an account is not available on this site. Please log in with your broker.',
    ],
    [
      'auth/passwordreset/',
      { email: investor.email },
      'Password reset is not available on this site. Please log in with your broker.',
    ],
  ];

  for (const b of [arrowline, harborbank]) {
    it.each(refusals)(`${b.id} (broker only) answers POST %s with 404 and says why`, async (path, body, message) => {
      const a = await apiCaller(ctx.t, b).post(path, body);
      expect(a.status).toBe(404);
      expect(a.head).toEqual({ status: 404, message });
      expect(ctx.t.cookies.has('jwt')).toBe(false);
    });
  }

  it('still offers every method where the brand has its own accounts', async () => {
    for (const b of [starfolio, moneyleaf]) {
      expect((await apiCaller(ctx.t, b).post('auth/login/', investor)).status, b.id).toBe(200);
      expect((await apiCaller(ctx.t, b).post('generate-otp/', { target: investor.email })).status, b.id).toBe(200);
    }
  });
});
