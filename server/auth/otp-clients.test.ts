import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { TestServer } from '../test-support';
import { useLimitsTestServer } from './limits-test-server';
import { apiCaller } from './testing/auth-test-client';
import { lastOtp } from './otp-delivery';

/** OTP limits count per client address, so a stranger cannot spend someone else's (docs/security.md). */
let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const victim = 'investor@example.com';

useLimitsTestServer((server) => (t = server));

const owner = () => apiCaller(t, starfolio, { clientAddress: '203.0.113.50' });
const stranger = () => apiCaller(t, starfolio, { clientAddress: '198.51.100.50' });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP limits per client', () => {
  it("a stranger's requests neither block the owner's codes nor password reset", async () => {
    for (let i = 0; i < 3; i++) expect((await stranger().post('generate-otp/', { target: victim })).status).toBe(200);
    expect((await stranger().post('generate-otp/', { target: victim })).status).toBe(429);
    expect((await stranger().post('auth/passwordreset/', { email: victim })).status).toBe(429);
    expect((await owner().post('generate-otp/', { target: victim })).status).toBe(200);
    expect((await owner().post('auth/passwordreset/', { email: victim })).status).toBe(200);
  });

  it('holds under concurrent requests: 10 at once for one target, exactly 3 codes', async () => {
    await stranger().get('health/');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => stranger().post('generate-otp/', { target: victim })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it("a stranger's new code does not replace the owner's", async () => {
    await owner().post('generate-otp/', { target: victim });
    const code = lastOtp(t.db, victim)!;
    await stranger().post('generate-otp/', { target: victim });
    const a = await owner().post('verify-otp/', { target: victim, otp: code });
    expect(a.status).toBe(200);
    expect(a.body.user?.email).toBe(victim);
  });

  it("a stranger's wrong guesses lock the code for the stranger only", async () => {
    await owner().post('generate-otp/', { target: victim });
    const code = lastOtp(t.db, victim)!;
    for (let left = 4; left >= 1; left--) {
      const a = await stranger().post('verify-otp/', { target: victim, otp: wrongCode(code) });
      expect(a.head.message).toBe(`Incorrect OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
    }
    expect((await stranger().post('verify-otp/', { target: victim, otp: wrongCode(code) })).status).toBe(429);
    expect((await stranger().post('verify-otp/', { target: victim, otp: code })).status).toBe(429);
    expect((await owner().post('verify-otp/', { target: victim, otp: code })).status).toBe(200);
  });

  it('a right code ends every live code of the target', async () => {
    await owner().post('generate-otp/', { target: victim });
    const mine = lastOtp(t.db, victim)!;
    await stranger().post('generate-otp/', { target: victim });
    const theirs = lastOtp(t.db, victim)!;
    expect((await owner().post('verify-otp/', { target: victim, otp: mine })).status).toBe(200);
    const after = await stranger().post('verify-otp/', { target: victim, otp: theirs });
    expect(after.status).toBe(400);
    expect(after.head.message).toBe('This OTP has expired or was already used. Please request a new one.');
  });

  it('sends one client at most 20 codes an hour, whatever the targets', async () => {
    for (let i = 0; i < 20; i++) {
      const a = await stranger().post('generate-otp/', { target: `98000000${String(i).padStart(2, '0')}` });
      expect(a.status, `code ${i + 1}`).toBe(200);
    }
    const limited = await stranger().post('generate-otp/', { target: 'someone-else@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.head.message).toBe('Too many OTP requests. Please try again in 60 minutes.');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await owner().post('generate-otp/', { target: 'someone-else@example.com' })).status).toBe(200);
    // The hour is counted from the codes' rows: once they are older, the client may ask again.
    await t.db.query("UPDATE otps SET created_at = now() - interval '61 minutes'");
    expect((await stranger().post('generate-otp/', { target: 'someone-else@example.com' })).status).toBe(200);
  });

  it('refuses a client more than 30 wrong codes an hour across targets', async () => {
    for (let i = 0; i < 30; i++) {
      const a = await stranger().post('verify-otp/', {
        target: `97000000${String(i).padStart(2, '0')}`,
        otp: '000000',
      });
      expect(a.status, `try ${i + 1}`).toBe(400);
    }
    const limited = await stranger().post('verify-otp/', { target: victim, otp: '000000' });
    expect(limited.status).toBe(429);
    expect(limited.head.message).toBe('Too many wrong OTPs. Please try again in 60 minutes.');
    expect(limited.res.headers.get('retry-after')).toBeTruthy();
    await owner().post('generate-otp/', { target: victim });
    expect((await owner().post('verify-otp/', { target: victim, otp: lastOtp(t.db, victim) })).status).toBe(200);
  });
});
