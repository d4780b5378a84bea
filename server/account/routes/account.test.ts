import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { ACCOUNT } from '#contract/account/forms';
import type { DevicesBody } from '#contract/account/settings';
import { AUTH, FIELD } from '#contract/auth/messages';
import type { TestServer } from '../../test-support';
import { useLimitsTestServer } from '../../auth/limits-test-server';
import { apiCaller } from '../../auth/testing/auth-test-client';
import { lastOtp } from '../../auth/otp-delivery';

/** account/profile and account/contact-change (docs/account-settings.md), on PGlite and Postgres. */
let t: TestServer;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
useLimitsTestServer((server) => (t = server));
const me = () => apiCaller(t, starfolio, { clientAddress: '203.0.113.71' });

async function signUp(email: string, mobile: string) {
  const api = me();
  await api.post('auth/registration/', {
    name: 'Kiran Rao',
    email,
    mobile,
    password: 'longenough1',
    confirmPassword: 'longenough1',
  });
  const done = await api.post('auth/registration/', { email, otp: lastOtp(t.db, email) });
  expect(done.status).toBe(200);
  return api;
}

describe('account/profile/', () => {
  it('answers 401 without a session', async () => {
    expect((await me().get('account/profile/')).status).toBe(401);
  });

  it('reads and renames, with the name rules of registration', async () => {
    const api = await signUp('kiran.profile@example.com', '9000000101');
    expect((await api.get('account/profile/')).body).toEqual({
      name: 'Kiran Rao',
      email: 'kiran.profile@example.com',
      mobile: '9000000101',
    });
    const bad = await api.post('account/profile/', { name: ' Kiran' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: FIELD.textInvalid('name') });
    expect((await api.post('account/profile/', { name: '' })).body.errors).toEqual({ name: FIELD.textEmpty('name') });
    const renamed = await api.post('account/profile/', { name: 'Kiran R Rao' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Kiran R Rao' });
    expect((await api.get('auth/userinfo/')).body.user).toMatchObject({ name: 'Kiran R Rao' });
  });

  it('refuses a POST without the CSRF token', async () => {
    await signUp('kiran.csrf@example.com', '9000000102');
    const res = await t.request(starfolio, `/${starfolio.segment}/api/account/profile/`, {
      method: 'POST',
      json: { name: 'Someone Else' },
      headers: { KEY: t.cookies.get('jwt')! },
    });
    expect(res.status).toBe(403);
  });
});

describe('account/contact-change/', () => {
  it('changes the mobile number only with the code sent to the new one', async () => {
    const api = await signUp('kiran.mobile@example.com', '9000000103');
    const sent = await api.post('account/contact-change/', { kind: 'mobile', value: '9000000104' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const code = lastOtp(t.db, '9000000104')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await api.post('account/contact-change/confirm/', {
      kind: 'mobile',
      value: '9000000104',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ otp: AUTH.otpWrong(4) });
    const done = await api.post('account/contact-change/confirm/', { kind: 'mobile', value: '9000000104', otp: code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mobile: '9000000104' });
    // The code is used up.
    const again = await api.post('account/contact-change/confirm/', { kind: 'mobile', value: '9000000104', otp: code });
    expect(again.body.errors).toEqual({ value: ACCOUNT.sameMobile });
  });

  it('changes the email, after which the new one signs in', async () => {
    const api = await signUp('kiran.email@example.com', '9000000105');
    await api.post('account/contact-change/', { kind: 'email', value: 'Kiran.New@Example.com' });
    const code = lastOtp(t.db, 'kiran.new@example.com')!;
    const done = await api.post('account/contact-change/confirm/', {
      kind: 'email',
      value: 'kiran.new@example.com',
      otp: code,
    });
    expect(done.body).toMatchObject({ email: 'kiran.new@example.com' });
    t.cookies.clear();
    expect((await me().post('auth/login/', { email: 'kiran.new@example.com', password: 'longenough1' })).status).toBe(
      200,
    );
  });

  it("refuses another account's address and a bad one with the field's message, sending nothing", async () => {
    const api = await signUp('kiran.taken@example.com', '9000000106');
    const taken = await api.post('account/contact-change/', { kind: 'email', value: 'investor@example.com' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ value: AUTH.emailTaken });
    expect(lastOtp(t.db, 'investor@example.com')).toBeUndefined();
    const mobile = await api.post('account/contact-change/', { kind: 'mobile', value: '9876543210' });
    expect(mobile.body.errors).toEqual({ value: AUTH.mobileTaken });
    const bad = await api.post('account/contact-change/', { kind: 'mobile', value: '12345' });
    expect(bad.body.errors).toEqual({ value: FIELD.mobile });
    const badEmail = await api.post('account/contact-change/', { kind: 'email', value: 'nope' });
    expect(badEmail.body.errors).toEqual({ value: FIELD.email });
    expect((await api.post('account/contact-change/', { kind: 'fax', value: '1' })).status).toBe(400);
  });

  it('is throttled like every OTP', async () => {
    const api = await signUp('kiran.throttle@example.com', '9000000107');
    for (let i = 0; i < 3; i++) {
      expect((await api.post('account/contact-change/', { kind: 'mobile', value: '9000000108' })).status).toBe(200);
    }
    const fourth = await api.post('account/contact-change/', { kind: 'mobile', value: '9000000108' });
    expect(fourth.status).toBe(429);
    expect(fourth.res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('account/devices/ and account/password/', () => {
  async function twoSessions(email: string, mobile: string) {
    const api = await signUp(email, mobile);
    const first = t.cookies.get('jwt')!;
    t.cookies.clear();
    await me().post('auth/login/', { email, password: 'longenough1' });
    return { api, first, second: t.cookies.get('jwt')! };
  }

  it('lists live sessions with this one marked and never a session id, and signs another out', async () => {
    const { api, first } = await twoSessions('kiran.devices@example.com', '9000000109');
    const listed = (await api.get('account/devices/')).body as unknown as DevicesBody;
    expect(listed.devices).toHaveLength(2);
    expect(listed.devices[0]!.current).toBe(true);
    expect(listed.devices[1]!.current).toBe(false);
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM sessions')).rows.map((r) => r.id);
    for (const d of listed.devices) {
      expect(ids.some((id) => d.device.includes(id) || id.includes(d.device))).toBe(false);
      expect(d.label).toBe('Unknown browser');
    }
    const out = await api.post('account/devices/sign-out/', { device: listed.devices[1]!.device });
    expect(out.body).toEqual({ signedOut: true, current: false });
    expect((await api.get('account/profile/', { key: first })).status).toBe(401);
    expect((await api.get('account/devices/')).body.devices).toHaveLength(1);
    expect((await api.post('account/devices/sign-out/', { device: listed.devices[1]!.device })).status).toBe(404);
  });

  it('changes the password: the current one checked, the rules of registration, other sessions ended', async () => {
    const { api, first, second } = await twoSessions('kiran.password@example.com', '9000000110');
    const wrong = await api.post('account/password/', {
      current_password: 'not-it-at-all',
      password: 'brandnew123',
      confirmPassword: 'brandnew123',
    });
    expect(wrong.body.errors).toEqual({ current_password: ACCOUNT.currentPasswordWrong });
    const mismatch = await api.post('account/password/', {
      current_password: 'longenough1',
      password: 'brandnew123',
      confirmPassword: 'brandnew124',
    });
    expect(mismatch.body.errors).toEqual({ confirmPassword: FIELD.passwordMismatch });
    const done = await api.post('account/password/', {
      current_password: 'longenough1',
      password: 'brandnew123',
      confirmPassword: 'brandnew123',
    });
    expect(done.status).toBe(200);
    expect((await api.get('account/profile/', { key: second })).status).toBe(200);
    expect((await api.get('account/profile/', { key: first })).status).toBe(401);
    t.cookies.clear();
    expect(
      (await me().post('auth/login/', { email: 'kiran.password@example.com', password: 'brandnew123' })).status,
    ).toBe(200);
  });
});
