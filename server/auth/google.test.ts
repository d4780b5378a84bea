import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { testServerPerFile } from '../test-server-per-file';
import { sign } from 'hono/jwt';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../brands/registry';

import { apiCaller } from './testing/auth-test-client';
import { googleConfig } from './google';

const file = testServerPerFile({}, undefined, { timeout: 60_000 });
const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;
let api: ReturnType<typeof apiCaller>;

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const google = pair();
const stranger = pair();

const now = () => Math.floor(Date.now() / 1000);
const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: moneyleaf.googleClientId!,
  sub: '110248495921238986420',
  email: 'Meher.Kapoor@Example.com',
  email_verified: true,
  name: 'Meher Kapoor',
  iat: now() - 10,
  exp: now() + 3600,
  ...over,
});
const token = (over: Record<string, unknown> = {}, key = google.privateKey) => sign(claims(over), key, 'RS256');

beforeAll(async () => {
  api = apiCaller(file.t, moneyleaf);
}, 60_000);
beforeEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', google.publicKey);
  api.signOutLocally();
});

describe('POST /api/auth/login/google/', () => {
  it('signs in with a valid ID token, creating the account once', async () => {
    const a = await api.post('auth/login/google/', { credential: await token() });
    expect(a.status).toBe(200);
    expect(a.body.user).toMatchObject({ name: 'Meher Kapoor', email: 'meher.kapoor@example.com', mobile: null });
    expect(file.t.cookies.get('jwt')).toBeTruthy();
    api.signOutLocally();
    const again = await api.post('auth/login/google/', { credential: await token() });
    expect(again.body.user?.id).toBe(a.body.user?.id);
  });

  it('links a Google account to the existing user with that email', async () => {
    const a = await api.post('auth/login/google/', {
      credential: await token({ sub: '999', email: 'investor@example.com', name: 'Someone Else' }),
    });
    expect(a.body.user).toMatchObject({ email: 'investor@example.com', name: 'Asha Investor' });
    const { rows } = await file.t.db.query<{ google_sub: string }>(
      "SELECT google_sub FROM users WHERE email = 'investor@example.com'",
    );
    expect(rows[0]!.google_sub).toBe('999');
  });

  it.each([
    [
      'a wrong audience',
      { aud: '104729-starfolio.apps.googleusercontent.com' },
      'This Google sign-in could not be verified. Please try again.',
    ],
    ['a wrong issuer', { iss: 'https://evil.example' }, 'This Google sign-in could not be verified. Please try again.'],
    ['an expired token', { exp: now() - 60, iat: now() - 3700 }, 'This Google sign-in has expired. Please try again.'],
    ['an unverified email', { email_verified: false }, 'Your Google account has no verified email address.'],
  ])('refuses %s with 400', async (_, over, message) => {
    const a = await api.post('auth/login/google/', { credential: await token(over) });
    expect(a.status).toBe(400);
    expect(a.head.message).toBe(message);
    expect(file.t.cookies.has('jwt')).toBe(false);
  });

  it('refuses a token signed by another key', async () => {
    const a = await api.post('auth/login/google/', { credential: await token({}, stranger.privateKey) });
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('This Google sign-in could not be verified. Please try again.');
  });

  it('refuses a tampered payload and an HS256 token', async () => {
    const [h, , s] = (await token()).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ email: 'subscriber@example.com' }))).toString('base64url');
    expect((await api.post('auth/login/google/', { credential: `${h}.${forged}.${s}` })).status).toBe(400);
    const hs = await sign(claims(), 'a shared secret of some length', 'HS256');
    expect((await api.post('auth/login/google/', { credential: hs })).status).toBe(400);
  });

  it('honours GOOGLE_ID_TOKEN_ISSUER and a key with escaped newlines', async () => {
    vi.stubEnv('GOOGLE_ID_TOKEN_ISSUER', 'https://issuer.test');
    vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', google.publicKey.replace(/\n/g, '\\n'));
    expect((await api.post('auth/login/google/', { credential: await token() })).status).toBe(400);
    expect(
      (await api.post('auth/login/google/', { credential: await token({ iss: 'https://issuer.test' }) })).status,
    ).toBe(200);
  });

  it('answers 501 when no key is configured, 404 on a brand without Google', async () => {
    vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', '');
    const a = await api.post('auth/login/google/', { credential: await token() });
    expect(a.status).toBe(501);
    expect(a.head.message).toBe('Google sign-in is not configured on this server.');
    vi.stubEnv('GOOGLE_ID_TOKEN_PUBLIC_KEY', 'not a pem');
    expect((await api.post('auth/login/google/', { credential: await token() })).status).toBe(501);

    const other = apiCaller(file.t, arrowline);
    const b = await other.post('auth/login/google/', { credential: await token() });
    expect(b.status).toBe(404);
    expect(b.head.message).toBe('Google sign-in is not available on this site.');
  });

  it('validates the credential field', async () => {
    expect((await api.post('auth/login/google/', {})).body.errors).toEqual({
      credential: 'Please send the Google sign-in credential',
    });
    expect((await api.post('auth/login/google/', { credential: 'abc' })).status).toBe(400);
    expect((await api.post('auth/login/google/', { credential: 12 })).status).toBe(400);
  });
});

describe('googleConfig', () => {
  it('reads nothing without a key and caches a parsed key', () => {
    expect(googleConfig({})).toBeUndefined();
    const a = googleConfig({ GOOGLE_ID_TOKEN_PUBLIC_KEY: google.publicKey });
    expect(a?.key).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(a?.issuers).toEqual(['https://accounts.google.com', 'accounts.google.com']);
    const pkcs1 = createPublicKey(google.publicKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(pkcs1).toContain('BEGIN RSA PUBLIC KEY');
    expect(googleConfig({ GOOGLE_ID_TOKEN_PUBLIC_KEY: pkcs1 })?.key).toEqual(a?.key);
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(googleConfig({ GOOGLE_ID_TOKEN_PUBLIC_KEY: ec.publicKey })).toBeUndefined();
  });
});
