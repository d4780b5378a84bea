import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { apiCaller } from '../testing/auth-test-client';
import { testServerPerFile } from '../../test-server-per-file';

const starfolio = brands.find((b) => b.id === 'starfolio')!;

const ctx = testServerPerFile({}, (t) => apiCaller(t, starfolio), {
  env: { ENABLE_TEST_HOOKS: '1', GOOGLE_ID_TOKEN_PUBLIC_KEY: '' },
  timeout: 60_000,
});

/** Every POST route of the auth contract and a field each one reads. */
const POST_ROUTES = [
  'auth/login/',
  'auth/logout/',
  'auth/registration/',
  'auth/passwordreset/',
  'generate-otp/',
  'verify-otp/',
  'auth/login/google/',
  'site-client/login/',
  'site-client/logout/',
  '__test__/expire-session/',
];
/** Logout always succeeds (it needs nothing from the body). */
const ALWAYS_OK = new Set(['auth/logout/', 'site-client/logout/']);

const huge = 'x'.repeat(20_000);
const RAW: Array<[string, string, string | undefined]> = [
  ['non-JSON text', 'email=a&password=b', 'text/plain'],
  ['malformed JSON', '{"email": ', 'application/json'],
  ['a JSON array', '[1, 2, 3]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a JSON number', '42', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['no content type', '{"email":"a@b.co"}', undefined],
  ['a body over 16 KiB', JSON.stringify({ email: huge }), 'application/json'],
];
const WRONG_TYPES: Record<string, unknown>[] = [
  {
    email: 12,
    password: true,
    name: ['x'],
    mobile: { a: 1 },
    target: null,
    otp: [],
    credential: {},
    confirmPassword: 1,
  },
  {
    email: 'a@b.co',
    password: 'x'.repeat(5000),
    name: 'x'.repeat(5000),
    mobile: '9'.repeat(5000),
    target: '1'.repeat(5000),
  },
  { otp: 1e30, target: -1, mobile: 1.5, email: '@', password: '', confirmPassword: null, credential: 'a.b.c' },
  { __proto__: { email: 'investor@example.com' }, constructor: 'x' },
];

describe('auth routes never answer 5xx to garbage', () => {
  for (const route of POST_ROUTES) {
    it.each(RAW)(`POST ${route} with %s`, async (_, body, type) => {
      const a = await ctx.api.postRaw(route, body, type);
      expect(a.status, a.head.message).toBeGreaterThanOrEqual(ALWAYS_OK.has(route) ? 200 : 400);
      expect(a.status, a.head.message).toBeLessThan(500);
      if (!ALWAYS_OK.has(route)) expect(a.head.message).toBeTruthy();
    });

    it(`POST ${route} with fields of the wrong type or size`, async () => {
      for (const json of WRONG_TYPES) {
        const a = await ctx.api.post(route, json);
        expect(a.status, `${JSON.stringify(json).slice(0, 80)} → ${a.head.message}`).toBeLessThan(500);
        if (!ALWAYS_OK.has(route)) expect(a.status).toBeGreaterThanOrEqual(400);
      }
    });
  }

  it.each([
    ['auth/userinfo/', 'garbage'],
    ['auth/userinfo/', 'a.b.c'],
    ['auth/userinfo/', 'x'.repeat(4000)],
    ['__test__/screener/?status=%00', null],
    ['__test__/redirect/?to=' + 'x'.repeat(3000), null],
    ['__test__/last-otp/?target[]=1', null],
  ])('GET %s answers 4xx', async (path, key) => {
    const a = await ctx.api.get(path, { key });
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(a.status).toBeLessThan(500);
  });

  it('the fragments ignore garbage query strings', async () => {
    for (const q of ['next=%00', 'next=%E0%A4%A', 'next[]=/x', `next=${'/'.repeat(5000)}`]) {
      const res = await ctx.t.request(starfolio, `/starfolio/visitor/login-modal/?${q}`);
      expect(res.status, q).toBe(200);
    }
  });
});

/** The audit's malformed %-escapes in the path (docs/security.md, "Garbage input"). */
const MALFORMED_PATHS = [
  '/%',
  '/%ZZ',
  '/%E0%A4%A',
  '/blog/%',
  '/assets/%',
  '/assets/%E0%A4%A.js',
  '/widget/%',
  '/media/%',
  '/favicon.svg%',
  '/sw.js%',
  '/api/%',
];

describe('malformed paths never answer 5xx', () => {
  const arrowline = brands.find((b) => b.id === 'arrowline')!;
  for (const brand of [starfolio, arrowline]) {
    const paths = [
      ...MALFORMED_PATHS,
      `/${brand.segment}/api/%`,
      `/${brand.segment}/visitor/%`,
      `/${brand.segment}/brokers/%`,
    ];
    it.each(paths.flatMap((p) => [['GET', p] as const, ['HEAD', p] as const]))(
      `${brand.id}: %s %s is 400 or 404`,
      async (method, path) => {
        const res = await ctx.t.request(brand, path, { method });
        expect([400, 404], `${method} ${path}`).toContain(res.status);
      },
    );
  }
});
