import { beforeEach, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { brands } from '../../../brands/registry';
import type { ConnectedBrokersBody } from '#contract/trading/types';
import { apiCaller } from '../../auth/testing/auth-test-client';
import { signInAtSim, stateOf } from '../../broker-sim/testing/sim-test-fixtures';

import { BROKER_LOGIN_COOKIE } from './broker-links-routes';

/**
 * Signing in on a brand entered only through its broker is the broker connection (decision 0243):
 * one sign-in at the broker's own page, and the visitor comes back signed in with that broker
 * connected, its session live for trading.
 */
const arrowline = brands.find((b) => b.id === 'arrowline')!;
const moneyleaf = brands.find((b) => b.id === 'moneyleaf')!;
const file = testServerPerFile();

beforeEach(() => file.t.cookies.clear());

const loginPath = (next = '/baskets/dividend-yield-plus/') =>
  `/arrowline/api/broker/login/sec/?next=${encodeURIComponent(next)}`;

/** The visitor's way: the sign-in start, the broker's page, and the address the broker sends them back to. */
async function signInAtBroker(clientCode: string, password = 'Investor@123', next?: string) {
  const start = await file.t.request(arrowline, loginPath(next));
  expect(start.status).toBe(303);
  const atBroker = await signInAtSim(file.t, start.headers.get('location')!, { clientCode, password });
  expect(atBroker.status).toBe(303);
  return { start, back: new URL(atBroker.headers.get('location')!) };
}

describe('signing in through the broker on a broker-only brand', () => {
  it("sends the visitor to the broker's sign-in with a state bound to this browser", async () => {
    const start = await file.t.request(arrowline, loginPath());
    expect(start.status).toBe(303);
    const to = new URL(start.headers.get('location')!);
    expect(to.host).toBe('login.arrowline.localhost:3000');
    expect(to.pathname).toBe('/connect/login');
    expect(stateOf(to.toString())).toMatch(/^[\w-]{32}$/);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith(`${BROKER_LOGIN_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/arrowline\/api\/broker\//);
  });

  it('comes back signed in as the seeded client, with the broker connected and its session live', async () => {
    const { back } = await signInAtBroker('INVESTOR1');
    expect(back.pathname).toBe('/arrowline/api/broker/callback/sec/');
    const res = await file.t.request(arrowline, `${back.pathname}${back.search}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/baskets/dividend-yield-plus/');
    expect(file.t.cookies.has(BROKER_LOGIN_COOKIE)).toBe(false);

    const api = apiCaller(file.t, arrowline);
    const info = await api.get('auth/userinfo/');
    expect(info.status).toBe(200);
    expect(info.body.user).toMatchObject({
      name: 'Asha Investor',
      brokerName: 'Arrowline Securities',
      brokerClientCode: 'INVESTOR1',
    });
    const connected = (await api.get('broker/connected/')).body as unknown as ConnectedBrokersBody;
    expect(connected.brokers).toEqual([
      expect.objectContaining({ broker_id: 'sec', client_code: 'INVESTOR1', session_active: true }),
    ]);
  });

  it('opens an account for a client code seen for the first time, named by the broker, not by the code', async () => {
    const code = `AL${Date.now() % 1_000_000}`;
    const { back } = await signInAtBroker(code, 'Broker@12345');
    await file.t.request(arrowline, `${back.pathname}${back.search}`);
    const info = await apiCaller(file.t, arrowline).get('auth/userinfo/');
    expect(info.body.user).toMatchObject({ brokerClientCode: code });
    expect((info.body.user as { name: string }).name).toMatch(/^Arrowline Securities investor \d{4}$/);
  });

  it('refuses the return in another browser, and a state used once already', async () => {
    const { back } = await signInAtBroker('INVESTOR1');
    const mine = file.t.cookies.get(BROKER_LOGIN_COOKIE)!;
    const elsewhere = await file.t.request(arrowline, `${back.pathname}${back.search}`, {
      headers: { cookie: `${BROKER_LOGIN_COOKIE}=someone-else` },
    });
    expect(elsewhere.headers.get('location')).toBe('/loginerror/?broker=sec&reason=failed');
    const noCookie = await file.t.request(arrowline, `${back.pathname}${back.search}`, {
      headers: { cookie: 'other=1' },
    });
    expect(noCookie.headers.get('location')).toBe('/loginerror/?broker=sec&reason=failed');
    expect(file.t.cookies.has('jwt')).toBe(false);

    // (The other browser's answers cleared the cookie in this test's one jar.)
    file.t.cookies.set(BROKER_LOGIN_COOKIE, mine);
    const ok = await file.t.request(arrowline, `${back.pathname}${back.search}`);
    expect(ok.headers.get('location')).toBe('/baskets/dividend-yield-plus/');
    file.t.cookies.set(BROKER_LOGIN_COOKIE, 'replayed');
    const again = await file.t.request(arrowline, `${back.pathname}${back.search}`);
    expect(again.headers.get('location')).toBe('/loginerror/?broker=sec&reason=failed');
  });

  it('sends a sign-in cancelled at the broker to /loginerror/, signed out', async () => {
    const start = await file.t.request(arrowline, loginPath());
    const state = stateOf(start.headers.get('location')!)!;
    const res = await file.t.request(arrowline, `/arrowline/api/broker/callback/sec/?status=cancelled&state=${state}`);
    expect(res.headers.get('location')).toBe('/loginerror/?broker=sec&reason=cancelled');
    expect(file.t.cookies.has('jwt')).toBe(false);
  });

  it('says a sign-in that took over 30 minutes expired, by the clock of the database that dated it', async () => {
    const { back } = await signInAtBroker('INVESTOR1');
    await file.t.db.query(`UPDATE broker_sign_ins SET created_at = now() - interval '31 minutes' WHERE state = $1`, [
      back.searchParams.get('state'),
    ]);
    const res = await file.t.request(arrowline, `${back.pathname}${back.search}`);
    expect(res.headers.get('location')).toBe('/loginerror/?broker=sec&reason=expired');
    expect(file.t.cookies.has('jwt')).toBe(false);
  });

  it('never follows a next path to another site', async () => {
    const { back } = await signInAtBroker('INVESTOR1', 'Investor@123', '//evil.example/');
    const res = await file.t.request(arrowline, `${back.pathname}${back.search}`);
    expect(res.headers.get('location')).toBe('/');
  });

  it('is not offered on a brand with its own accounts, nor for a broker the brand does not have', async () => {
    expect((await file.t.request(moneyleaf, '/moneyleaf/api/broker/login/sec/')).status).toBe(404);
    expect((await file.t.request(arrowline, '/arrowline/api/broker/login/nobody/')).status).toBe(404);
  });
});
