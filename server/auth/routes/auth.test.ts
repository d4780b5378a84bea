import { describe, expect, it } from 'vitest';
import { lastOtp } from '../otp-delivery';
import { findUserByEmail } from '../users';
import { api, investor, starfolio, startAuthServer, t } from '../testing/auth-route-server';

startAuthServer();

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
