import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { decode, verify } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { fakeDist, openTestDatabase, createTestServer, type TestServer } from '../test-support';
import { demoSite } from './demo-site';

/**
 * The demo partner's signed-in reader (decision 0215): the seed gives the partner a secret per brand
 * that offers the widget, the demo signs each page's assertion with it, and the brand's API takes it.
 */
let db: Database;
let t: TestServer;
let demo: Hono<AppEnv>;
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const HOST = 'partner.localhost:4408';
const ORIGIN = `http://${HOST}`;

function request(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('host', HOST);
  return demo.request(path, { ...init, headers });
}

const signIn = (reader: string, next = '/blog/post', origin = ORIGIN) =>
  request(`/account/sign-in?next=${encodeURIComponent(next)}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reader }).toString(),
  });

const tokenIn = (html: string) => /data-tl-site-client-token="([^"]+)"/.exec(html)?.[1] ?? null;
const page = async (path: string, cookie?: string) =>
  (await request(path, { headers: cookie ? { cookie } : {} })).text();
const secretOf = async (brandId: string) =>
  (await db.query<{ secret: string }>('SELECT secret FROM site_client_partners WHERE brand_id = $1', [brandId])).rows[0]
    ?.secret;

beforeAll(async () => {
  db = await openTestDatabase('seeded');
  t = await createTestServer({ db });
  const dist = fakeDist();
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'widget', 'tl-blogs.integrity.txt'), `sha384-${'A'.repeat(64)}\n`);
  demo = new Hono<AppEnv>();
  demo.use(async (c, next) => {
    c.set('db', db);
    await next();
  });
  demo.use(demoSite({ distDir: dist }));
}, 60_000);
afterAll(() => db.close());

describe('the demo partner and its signed-in reader', () => {
  it('is seeded for each brand that offers the widget, with a secret of its own', async () => {
    const { rows } = await db.query<{ id: string; brand_id: string; secret: string }>(
      "SELECT id, brand_id, secret FROM site_client_partners WHERE id LIKE 'daily-ledger-%' ORDER BY brand_id",
    );
    expect(rows.map((r) => [r.id, r.brand_id])).toEqual([
      ['daily-ledger-moneyleaf', 'moneyleaf'],
      ['daily-ledger-starfolio', 'starfolio'],
    ]);
    expect(new Set(rows.map((r) => r.secret)).size).toBe(2);
    for (const r of rows) expect(r.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('offers the demo readers, and refuses another site’s form or an unknown reader', async () => {
    const html = await page('/account/sign-in?next=%2Fblog%2Fpost');
    expect(html).toContain('<title>Sign in — The Daily Ledger</title>');
    expect(html).toContain('value="subscriber@example.com"');
    expect(html).toContain('value="investor@example.com"');
    expect((await signIn('subscriber@example.com', '/blog/', 'https://evil.example')).status).toBe(403);
    expect((await signIn('admin@example.com')).status).toBe(400);
  });

  it('signs a reader in, and every page then carries an assertion the brand accepts', async () => {
    const res = await signIn('subscriber@example.com', '/blog/post?tl-post=1-x');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog/post?tl-post=1-x');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const html = await page('/blog/', cookie);
    expect(html).toContain('Signed in as Ravi Subscriber');
    const token = tokenIn(html)!;
    const { payload } = decode(token);
    expect(payload).toMatchObject({ iss: 'daily-ledger-starfolio', aud: 'starfolio', sub: 'subscriber@example.com' });
    expect(payload.exp! - payload.iat!).toBe(300);
    await verify(token, (await secretOf('starfolio'))!, 'HS256');
    expect(html).not.toContain((await secretOf('starfolio'))!);

    t.cookies.clear();
    const login = await t.request(starfolio, '/starfolio/api/site-client/login/', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { assertion: token },
    });
    expect(login.status).toBe(200);

    // Another brand's page is signed for that brand; a brand without the widget gets no token.
    const moneyleaf = decode(tokenIn(await page('/blog/?brand=moneyleaf', cookie))!).payload;
    expect(moneyleaf).toMatchObject({ iss: 'daily-ledger-moneyleaf', aud: 'moneyleaf' });
    expect(tokenIn(await page('/blog/?brand=arrowline', cookie))).toBeNull();
  });

  it('signs out in place for its script, or back to the page for a plain form', async () => {
    const cookie = (await signIn('investor@example.com')).headers.get('set-cookie')!.split(';')[0]!;
    const byScript = await request('/account/sign-out?next=%2Fblog%2F', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'x-requested-with': 'fetch' },
    });
    expect(byScript.status).toBe(204);
    expect(byScript.headers.get('set-cookie')).toMatch(/ledger_reader=;.*Max-Age=0/i);
    const byForm = await request('/account/sign-out?next=%2F%2Fevil.example', { method: 'POST', headers: { cookie } });
    expect(byForm.status).toBe(303);
    expect(byForm.headers.get('location')).toBe('/blog/');
    const visitor = await page('/blog/');
    expect(tokenIn(visitor)).toBeNull();
    expect(visitor).toContain('href="/account/sign-in?next=%2Fblog%2F"');
  });

  it('serves tokens the brand refuses, for trying the widget: expired, and signed with another secret', async () => {
    for (const variant of ['expired-reader', 'forged-reader']) {
      t.cookies.clear();
      const token = tokenIn(await page(`/blog/?variant=${variant}`))!;
      const res = await t.request(starfolio, '/starfolio/api/site-client/login/', {
        method: 'POST',
        headers: { Origin: ORIGIN },
        json: { assertion: token },
        clientAddress: variant === 'expired-reader' ? '198.51.100.30' : '198.51.100.31',
      });
      expect(res.status, variant).toBe(400);
    }
  });
});
