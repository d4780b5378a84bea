import { beforeEach, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import { createApp } from '../app';
import { fakeDist, sourcePageRenderer } from '../test-support';
import { apiCaller } from './testing/auth-test-client';

const file = testServerPerFile({}, undefined, { timeout: 60_000 });
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const investor = { email: 'investor@example.com', password: 'Investor@123' };
const wrong = { email: investor.email, password: 'not-the-password' };
const LIMITED = 'Too many sign-in attempts. Please try again in 15 minutes.';

beforeEach(async () => {
  file.t.cookies.clear();
  await file.t.db.query('DELETE FROM throttle_counters');
});

const from = (clientAddress: string) => apiCaller(file.t, starfolio, { clientAddress });

describe('password sign-in throttle', () => {
  it('refuses the 6th try in 15 minutes from one address, even with the right password, and says when', async () => {
    const me = from('203.0.113.10');
    for (let i = 0; i < 5; i++) expect((await me.post('auth/login/', wrong)).status).toBe(400);
    for (const body of [wrong, investor]) {
      const a = await me.post('auth/login/', body);
      expect(a.status).toBe(429);
      expect(a.head).toEqual({ status: 429, message: LIMITED });
      expect(Number(a.res.headers.get('retry-after'))).toBeGreaterThan(890);
      expect(Number(a.res.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    }
    expect(file.t.cookies.has('jwt')).toBe(false);
    // When the window has passed, the owner signs in again.
    await file.t.db.query("UPDATE throttle_counters SET expires_at = now() - interval '1 second'");
    expect((await me.post('auth/login/', investor)).status).toBe(200);
  });

  it('holds under concurrent tries: 12 at once from one address, exactly 5 are checked', async () => {
    const me = from('203.0.113.18');
    await me.get('health/');
    const answers = await Promise.all(Array.from({ length: 12 }, () => me.post('auth/login/', wrong)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('throttles an email with no account exactly like one with an account', async () => {
    const answers = async (email: string, address: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const a = await from(address).post('auth/login/', { email, password: 'not-the-password' });
        seen.push(`${a.status} ${a.head.message} ${a.res.headers.get('retry-after') ? 'retry' : ''}`);
      }
      return seen;
    };
    const known = await answers(investor.email, '203.0.113.11');
    expect(await answers('nobody-at-all@example.com', '203.0.113.12')).toEqual(known);
    expect(known.slice(5)).toEqual([`429 ${LIMITED} retry`, `429 ${LIMITED} retry`]);
  });

  it('counts failures only: a right password gives its try back', async () => {
    const me = from('203.0.113.13');
    for (let i = 0; i < 4; i++) await me.post('auth/login/', wrong);
    expect((await me.post('auth/login/', investor)).status).toBe(200);
    expect((await me.post('auth/login/', wrong)).status).toBe(400);
    expect((await me.post('auth/login/', wrong)).status).toBe(429);
  });

  it('leaves the owner, on another address, able to sign in while a stranger is throttled', async () => {
    const stranger = from('198.51.100.20');
    for (let i = 0; i < 6; i++) await stranger.post('auth/login/', wrong);
    expect((await stranger.post('auth/login/', investor)).status).toBe(429);
    expect((await from('203.0.113.14').post('auth/login/', investor)).status).toBe(200);
  });

  it('limits one address to 30 failures across accounts', async () => {
    const sprayer = from('198.51.100.21');
    for (let i = 0; i < 30; i++) {
      const a = await sprayer.post('auth/login/', { email: `user${i}@example.com`, password: 'Password1' });
      expect(a.status, `try ${i + 1}`).toBe(400);
    }
    expect((await sprayer.post('auth/login/', { email: 'user99@example.com', password: 'x' })).status).toBe(429);
    expect((await from('198.51.100.22').post('auth/login/', investor)).status).toBe(200);
  });

  it('limits one account to 20 failures from all addresses together', async () => {
    for (let n = 0; n < 4; n++) {
      for (let i = 0; i < 5; i++)
        expect((await from(`198.51.100.${30 + n}`).post('auth/login/', wrong)).status).toBe(400);
    }
    expect((await from('198.51.100.40').post('auth/login/', investor)).status).toBe(429);
  });

  it('shares the limit with site-client sign-in', async () => {
    const me = from('203.0.113.15');
    for (let i = 0; i < 5; i++) await me.post('site-client/login/', wrong);
    const a = await me.post('auth/login/', investor);
    expect(a.status).toBe(429);
    expect((await me.post('site-client/login/', investor)).status).toBe(429);
  });

  it('is kept in the database: another server process on it refuses too', async () => {
    const me = from('203.0.113.16');
    for (let i = 0; i < 5; i++) await me.post('auth/login/', wrong);
    const second = createApp({
      db: file.t.db,
      distDir: fakeDist(),
      jwtSecret: file.t.jwtSecret,
      pageRenderer: sourcePageRenderer,
    });
    const env = { incoming: { socket: { remoteAddress: '203.0.113.16' } } };
    const health = await second.request('/starfolio/api/health/', { headers: { host: 'starfolio.localhost' } }, env);
    const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
    const login = () =>
      second.request(
        '/starfolio/api/auth/login/',
        {
          method: 'POST',
          headers: {
            host: 'starfolio.localhost',
            cookie: `csrftoken=${csrf}`,
            'X-CSRFToken': csrf,
            'content-type': 'application/json',
          },
          body: JSON.stringify(investor),
        },
        env,
      );
    expect((await login()).status).toBe(429);
    // The counters are rows: without them, the same process lets the owner in.
    await file.t.db.query('DELETE FROM throttle_counters');
    const res = await login();
    expect(res.status).toBe(200);
  });
});

describe('broker sign-in throttle', () => {
  const path = '/arrowline/brokers/arrowline-securities/login/';
  const address = '203.0.113.17';

  async function submit(clientCode: string, password: string) {
    const page = await (await file.t.request(arrowline, path, { clientAddress: address })).text();
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page)![1]!;
    return file.t.request(arrowline, path, {
      method: 'POST',
      clientAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfmiddlewaretoken: token, next: '/', clientCode, password }).toString(),
    });
  }

  it('refuses the 6th wrong password for a client code with 429 and says when to retry', async () => {
    expect((await submit('THROTTLE1', 'first-password')).status).toBe(303);
    file.t.cookies.delete('jwt');
    for (let i = 0; i < 5; i++) expect((await submit('THROTTLE1', 'wrong')).status).toBe(200);
    const res = await submit('THROTTLE1', 'first-password');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(await res.text()).toContain(LIMITED);
    expect(file.t.cookies.has('jwt')).toBe(false);
  });
});
