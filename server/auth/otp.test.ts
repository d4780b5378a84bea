import { beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { testServerPerFile } from '../test-server-per-file';
import { apiCaller } from './testing/auth-test-client';
import { lastOtp } from './otp-delivery';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

const ctx = testServerPerFile({}, (t) => apiCaller(t, starfolio), { env: { ENABLE_TEST_HOOKS: '1' }, timeout: 60_000 });
beforeEach(async () => {
  ctx.api.signOutLocally();
  await ctx.t.db.query('DELETE FROM otps');
});

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/generate-otp/ and /api/verify-otp/', () => {
  it('signs in with the code sent to an email, once', async () => {
    const sent = await ctx.api.post('generate-otp/', { target: 'Investor@Example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const code = lastOtp(ctx.t.db, 'investor@example.com')!;
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await ctx.t.db.query<{ code_hash: string }>('SELECT code_hash FROM otps');
    expect(rows[0]!.code_hash).not.toContain(code);

    const ok = await ctx.api.post('verify-otp/', { target: 'investor@example.com', otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user?.email).toBe('investor@example.com');
    expect(ctx.t.cookies.get('jwt')).toBeTruthy();

    const again = await ctx.api.post('verify-otp/', { target: 'investor@example.com', otp: code });
    expect(again.status).toBe(400);
    expect(again.head.message).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('signs in with the code sent to a mobile number', async () => {
    await ctx.api.post('generate-otp/', { target: '9123456780' });
    const a = await ctx.api.post('verify-otp/', { target: '9123456780', otp: lastOtp(ctx.t.db, '9123456780') });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ email: 'subscriber@example.com', isSubscriber: true });
  });

  it('refuses an expired code', async () => {
    await ctx.api.post('generate-otp/', { target: 'investor@example.com' });
    await ctx.t.db.query("UPDATE otps SET expires_at = now() - interval '1 second'");
    const a = await ctx.api.post('verify-otp/', {
      target: 'investor@example.com',
      otp: lastOtp(ctx.t.db, 'investor@example.com'),
    });
    expect(a.status).toBe(400);
    expect(a.body.errors?.otp).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('only the newest code works', async () => {
    await ctx.api.post('generate-otp/', { target: 'investor@example.com' });
    const first = lastOtp(ctx.t.db, 'investor@example.com')!;
    await ctx.api.post('generate-otp/', { target: 'investor@example.com' });
    const second = lastOtp(ctx.t.db, 'investor@example.com')!;
    if (first !== second) {
      expect((await ctx.api.post('verify-otp/', { target: 'investor@example.com', otp: first })).status).toBe(400);
    }
    expect((await ctx.api.post('verify-otp/', { target: 'investor@example.com', otp: second })).status).toBe(200);
  });

  it('allows 3 codes per target in 10 minutes, then answers 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await ctx.api.post('generate-otp/', { target: '9876543210' })).status).toBe(200);
    const limited = await ctx.api.post('generate-otp/', { target: '9876543210' });
    expect(limited.status).toBe(429);
    expect(limited.head.message).toBe('Too many OTP requests. Please try again in 10 minutes.');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another target is not affected; the window slides.
    expect((await ctx.api.post('generate-otp/', { target: 'investor@example.com' })).status).toBe(200);
    await ctx.t.db.query("UPDATE otps SET created_at = now() - interval '11 minutes' WHERE target = '9876543210'");
    expect((await ctx.api.post('generate-otp/', { target: '9876543210' })).status).toBe(200);
  });

  it('counts wrong codes and kills the code after 5', async () => {
    await ctx.api.post('generate-otp/', { target: 'investor@example.com' });
    const code = lastOtp(ctx.t.db, 'investor@example.com')!;
    const bad = { target: 'investor@example.com', otp: wrongCode(code) };
    const first = await ctx.api.post('verify-otp/', bad);
    expect(first.status).toBe(400);
    expect(first.head.message).toBe('Incorrect OTP. 4 attempts left.');
    for (let left = 3; left >= 1; left--) {
      expect((await ctx.api.post('verify-otp/', bad)).head.message).toBe(
        `Incorrect OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const fifth = await ctx.api.post('verify-otp/', bad);
    expect(fifth.status).toBe(429);
    expect(fifth.head.message).toBe('Too many wrong attempts. Please request a new OTP.');
    // Even the right code is refused now.
    expect((await ctx.api.post('verify-otp/', { target: 'investor@example.com', otp: code })).status).toBe(429);
  });

  it('does not reveal whether a target has an account until the code is proven', async () => {
    const sent = await ctx.api.post('generate-otp/', { target: 'stranger@example.com' });
    expect(sent.status).toBe(200);
    const a = await ctx.api.post('verify-otp/', {
      target: 'stranger@example.com',
      otp: lastOtp(ctx.t.db, 'stranger@example.com'),
    });
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('No account uses this email or mobile number. Please register first.');
    expect(ctx.t.cookies.has('jwt')).toBe(false);
  });

  it('validates the target and the code', async () => {
    expect((await ctx.api.post('generate-otp/', {})).body.errors).toEqual({ target: 'Required field' });
    expect((await ctx.api.post('generate-otp/', { target: 'bad@' })).body.errors).toEqual({
      target: 'Please enter a valid email',
    });
    expect((await ctx.api.post('generate-otp/', { target: '98765' })).body.errors).toEqual({
      target: 'Please enter a valid mobile number',
    });
    expect((await ctx.api.post('generate-otp/', { target: 'hello' })).body.errors).toEqual({
      target: 'Please enter a valid email or mobile number',
    });
    expect((await ctx.api.post('verify-otp/', { target: '9876543210', otp: '12ab' })).body.errors).toEqual({
      otp: 'Please enter the 6-digit OTP',
    });
  });
});

describe('POST /api/auth/passwordreset/', () => {
  const email = 'investor@example.com';

  it('always says sent, without revealing accounts', async () => {
    const known = await ctx.api.post('auth/passwordreset/', { email });
    const unknown = await ctx.api.post('auth/passwordreset/', { email: 'nobody@example.com' });
    expect(known.body).toEqual({ sent: true });
    expect(unknown.body).toEqual({ sent: true });
    expect(lastOtp(ctx.t.db, 'nobody@example.com')).toBeUndefined();
  });

  it('resets the password with the emailed code and ends old sessions', async () => {
    await ctx.api.post('auth/login/', { email, password: 'Investor@123' });
    const oldToken = ctx.t.cookies.get('jwt')!;
    await ctx.api.post('auth/passwordreset/', { email });
    const otp = lastOtp(ctx.t.db, email)!;

    const mismatch = await ctx.api.post('auth/passwordreset/', {
      email,
      otp,
      password: 'NewPass@123',
      confirmPassword: 'x',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });

    const wrong = await ctx.api.post('auth/passwordreset/', {
      email,
      otp: wrongCode(otp),
      password: 'NewPass@123',
      confirmPassword: 'NewPass@123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.head.message).toBe('Incorrect OTP. 4 attempts left.');

    const done = await ctx.api.post('auth/passwordreset/', {
      email,
      otp,
      password: 'NewPass@123',
      confirmPassword: 'NewPass@123',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reset: true });
    expect((await ctx.api.get('auth/userinfo/', { key: oldToken })).status).toBe(401);
    ctx.api.signOutLocally();
    expect((await ctx.api.post('auth/login/', { email, password: 'Investor@123' })).status).toBe(400);
    expect((await ctx.api.post('auth/login/', { email, password: 'NewPass@123' })).status).toBe(200);

    // A login code cannot reset a password, and a used reset code cannot be used again.
    const reused = await ctx.api.post('auth/passwordreset/', {
      email,
      otp,
      password: 'Investor@123',
      confirmPassword: 'Investor@123',
    });
    expect(reused.status).toBe(400);
    await ctx.api.post('generate-otp/', { target: email });
    const loginCode = lastOtp(ctx.t.db, email)!;
    const crossed = await ctx.api.post('auth/passwordreset/', {
      email,
      otp: loginCode,
      password: 'Investor@123',
      confirmPassword: 'Investor@123',
    });
    expect(crossed.status).toBe(400);
    // Put the seed password back for other tests.
    await ctx.api.post('auth/passwordreset/', { email });
    const again = lastOtp(ctx.t.db, email)!;
    const restored = await ctx.api.post('auth/passwordreset/', {
      email,
      otp: again,
      password: 'Investor@123',
      confirmPassword: 'Investor@123',
    });
    expect(restored.status).toBe(200);
  });

  it('shares the OTP rate limit', async () => {
    for (let i = 0; i < 3; i++) await ctx.api.post('auth/passwordreset/', { email: 'nobody@example.com' });
    expect((await ctx.api.post('auth/passwordreset/', { email: 'nobody@example.com' })).status).toBe(429);
  });

  it('validates the email and the new password', async () => {
    expect((await ctx.api.post('auth/passwordreset/', { email: 'x' })).body.errors).toEqual({
      email: 'Please enter a valid email',
    });
    const a = await ctx.api.post('auth/passwordreset/', {
      email,
      otp: '',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(a.body.errors).toEqual({ otp: 'Required field', password: 'Password must be at least 8 characters' });
  });
});
