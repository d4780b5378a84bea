import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { TestServer } from '../test-support';
import { useLimitsTestServer } from './limits-test-server';
import { apiCaller } from './testing/auth-test-client';
import { lastOtp, lastOtpMessage, OTP_TEXTS } from './otp-delivery';
import { findUserByEmail } from './users';

/** Registration answers the same for known and new addresses, and finishes only with the emailed code. */
let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const details = (email: string, mobile: string) => ({
  name: 'Neha Sharma',
  email,
  mobile,
  password: 'longenough1',
  confirmPassword: 'longenough1',
});

useLimitsTestServer((server) => (t = server));

const me = () => apiCaller(t, starfolio, { clientAddress: '203.0.113.60' });

describe('POST /api/auth/registration/ in two steps', () => {
  it('an email with an account gets the same answer, and its owner a code that signs them in', async () => {
    const a = await me().post('auth/registration/', details('investor@example.com', '9000000011'));
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const sent = lastOtpMessage(t.db, 'investor@example.com')!;
    expect(sent.text).toBe(OTP_TEXTS.registrationAccountExists);

    const done = await me().post('auth/registration/', { email: 'investor@example.com', otp: sent.code });
    expect(done.status).toBe(200);
    // The existing account, untouched: its name, mobile number and password stay.
    expect(done.body.user).toMatchObject({ name: 'Asha Investor', mobile: '9876543210' });
    t.cookies.clear();
    expect((await me().post('auth/login/', { email: 'investor@example.com', password: 'Investor@123' })).status).toBe(
      200,
    );
  });

  it('a new address gets the code that creates the account', async () => {
    await me().post('auth/registration/', details('new.person@example.com', '9000000012'));
    expect(lastOtpMessage(t.db, 'new.person@example.com')!.text).toBe(OTP_TEXTS.registration);
    expect(await findUserByEmail(t.db, 'new.person@example.com')).toBeUndefined();
    const done = await me().post('auth/registration/', {
      email: 'new.person@example.com',
      otp: lastOtp(t.db, 'new.person@example.com'),
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: 'new.person@example.com', mobile: '9000000012' });
  });

  it('tells a taken mobile number only to whoever proved the email, and creates nothing', async () => {
    const a = await me().post('auth/registration/', details('mobile.clash@example.com', '9876543210'));
    expect(a.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const done = await me().post('auth/registration/', {
      email: 'mobile.clash@example.com',
      otp: lastOtp(t.db, 'mobile.clash@example.com'),
    });
    expect(done.status).toBe(409);
    expect(done.body.errors).toEqual({ mobile: 'An account with this mobile number already exists.' });
    expect(await findUserByEmail(t.db, 'mobile.clash@example.com')).toBeUndefined();
    expect(t.cookies.has('jwt')).toBe(false);
  });

  it("uses the details sent with the code that matched: a stranger's earlier request does not count", async () => {
    const stranger = apiCaller(t, starfolio, { clientAddress: '198.51.100.60' });
    await stranger.post('auth/registration/', { ...details('mine@example.com', '9000000013'), name: 'Not Me' });
    await me().post('auth/registration/', details('mine@example.com', '9000000014'));
    const done = await me().post('auth/registration/', {
      email: 'mine@example.com',
      otp: lastOtp(t.db, 'mine@example.com'),
    });
    expect(done.body.user).toMatchObject({ name: 'Neha Sharma', mobile: '9000000014' });
  });

  it('refuses a wrong or missing code like verify-otp', async () => {
    await me().post('auth/registration/', details('careful@example.com', '9000000015'));
    const code = lastOtp(t.db, 'careful@example.com')!;
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await me().post('auth/registration/', { email: 'careful@example.com', otp: other });
    expect(wrong.status).toBe(400);
    expect(wrong.head.message).toBe('Incorrect OTP. 4 attempts left.');
    const none = await me().post('auth/registration/', { email: 'careful@example.com', otp: '' });
    expect(none.body.errors).toEqual({ otp: 'Required field' });
  });

  it('is throttled like any OTP, the same for known and new addresses', async () => {
    for (const email of ['investor@example.com', 'brand.new@example.com']) {
      for (let i = 0; i < 3; i++)
        expect((await me().post('auth/registration/', details(email, '9000000016'))).status).toBe(200);
      const limited = await me().post('auth/registration/', details(email, '9000000016'));
      expect(limited.status).toBe(429);
      expect(limited.head.message).toBe('Too many OTP requests. Please try again in 10 minutes.');
      expect(limited.res.headers.get('retry-after')).toBeTruthy();
    }
  });
});
