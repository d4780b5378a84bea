import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';

import { deliverPostbacks } from './sim-postbacks';
import { brokerOf, signInAtSim, simBrowser, simHost, simSession } from './testing/sim-test-fixtures';

/** Kite proves its postbacks by their checksum: no session is asked for. */
const noLookup = { accessToken: async () => undefined };

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();

const signInUrl = (state = 'abc') =>
  brokerOf(file.t, starfolio).signInUrl({ state, redirectUrl: 'http://starfolio.localhost:3000/' });

describe("the simulated broker's sign-in page", () => {
  it("is the broker's own page: its CSP, no app cookies, a Cancel back to the app's registered URL", async () => {
    const url = new URL(signInUrl());
    expect(url.host).toBe(`${simHost(starfolio)}:3000`);
    const res = await simBrowser(file.t, url.hostname)(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://starfolio.localhost:3000");
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['sim_broker_csrf']);
    const html = await res.text();
    expect(html).toContain('Sign in to Kestrel Securities');
    expect(html).toContain(
      'href="http://starfolio.localhost:3000/starfolio/api/broker/callback/sec/?status=cancelled&amp;state=abc"',
    );
  });

  it('answers a browser asking for its icon with no content, not a 404', async () => {
    const res = await simBrowser(file.t, simHost(starfolio))('/favicon.ico');
    expect(res.status).toBe(204);
  });

  it('refuses an unknown app, and an app of another broker company', async () => {
    const browse = simBrowser(file.t, simHost(starfolio));
    expect((await browse('/connect/login?v=3&api_key=nobody&redirect_params=state%3Dx')).status).toBe(400);
    const bluefinKey = new URL(
      brokerOf(file.t, starfolio, 'second').signInUrl({ state: 'x', redirectUrl: 'http://a/' }),
    ).searchParams.get('api_key');
    expect((await browse(`/connect/login?v=3&api_key=${bluefinKey}&redirect_params=state%3Dx`)).status).toBe(400);
  });

  it('refuses a form without its CSRF token, and a wrong password', async () => {
    const url = new URL(signInUrl());
    const browse = simBrowser(file.t, url.hostname);
    await browse(`${url.pathname}${url.search}`);
    const apiKey = url.searchParams.get('api_key')!;
    const forged = await browse('/connect/login', {
      method: 'POST',
      form: { api_key: apiKey, state: 'abc', client_id: 'ZZ9999', password: 'Secret@123' },
    });
    expect(forged.status).toBe(403);
    expect((await signInAtSim(file.t, signInUrl(), { clientCode: 'PW1234', password: 'Secret@123' })).status).toBe(303);
    const wrong = await signInAtSim(file.t, signInUrl(), { clientCode: 'PW1234', password: 'Wrong@123' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('Invalid client ID or password.');
  });

  it('redirects to the registered URL only, with a one-time request token', async () => {
    const res = await signInAtSim(file.t, signInUrl('s-1'), { clientCode: 'RT1234' });
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://starfolio.localhost:3000/starfolio/api/broker/callback/sec/');
    expect(back.searchParams.get('state')).toBe('s-1');
    const broker = brokerOf(file.t, starfolio);
    const token = back.searchParams.get('request_token')!;
    await expect(broker.createSession(token)).resolves.toMatchObject({ clientCode: 'RT1234' });
    await expect(broker.createSession(token)).rejects.toThrow('Token is invalid or has expired.');
  });
});

describe("the simulated broker's postbacks", () => {
  it('signs each status change for the app, which reads it; a tampered one is refused', async () => {
    const { broker, accessToken } = await simSession(file.t, starfolio, { clientCode: 'PB1234' });
    const { orderId } = await broker.placeOrder(accessToken, {
      symbol: 'TCS',
      side: 'BUY',
      quantity: 1,
      orderType: 'MARKET',
      tag: 'pb-1',
    });
    const seen: { url: string; body: string }[] = [];
    const delivered = await deliverPostbacks(file.t.db, async (req) => {
      seen.push({ url: req.url, body: await req.text() });
      return new Response('ok');
    });
    const mine = seen.filter((p) => p.body.includes(orderId));
    expect(delivered).toBeGreaterThanOrEqual(4);
    expect(mine.map((p) => JSON.parse(p.body).status)).toEqual([
      'PUT ORDER REQ RECEIVED',
      'VALIDATION PENDING',
      'OPEN',
      'COMPLETE',
    ]);
    expect(mine[0]!.url).toBe('http://starfolio.localhost/starfolio/api/broker/postback/sec/');
    const last = mine[3]!;
    const headers = new Headers({ 'content-type': 'application/json' });
    expect(await broker.readPostback(last.body, headers, noLookup)).toMatchObject({
      orderId,
      status: 'COMPLETE',
      filledQuantity: 1,
    });
    // Kite's checksum covers the order id and its timestamp under the secret: a change to either is refused.
    const order = JSON.parse(last.body) as Record<string, string>;
    const otherDigit = String((Number(orderId.at(-1)) + 1) % 10); // never the id's own last digit
    const tampered = [
      { ...order, order_id: `${orderId.slice(0, -1)}${otherDigit}` },
      { ...order, order_timestamp: '2026-11-20 11:59:59' },
      { ...order, checksum: `${order.checksum!.slice(1)}0` },
      { ...order, checksum: undefined },
    ];
    for (const body of tampered)
      expect(await broker.readPostback(JSON.stringify(body), headers, noLookup)).toBeUndefined();
    // Another app's secret does not verify it.
    expect(
      await brokerOf(
        file.t,
        brands.find((b) => b.id === 'moneyleaf')!,
      ).readPostback(last.body, headers, noLookup),
    ).toBeUndefined();
    expect(await deliverPostbacks(file.t.db, async () => new Response('ok'))).toBe(0);
  });

  it('retries a failed delivery with back-off', async () => {
    const { broker, accessToken } = await simSession(file.t, starfolio, { clientCode: 'PB5678' });
    await broker.placeOrder(accessToken, { symbol: 'TCS', side: 'BUY', quantity: 1, orderType: 'MARKET', tag: 'pb-2' });
    const now = new Date();
    expect(await deliverPostbacks(file.t.db, async () => new Response('no', { status: 503 }), { now })).toBe(0);
    const { rows } = await file.t.db.query<{ attempts: number; wait: number; last_error: string }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - $1::timestamptz)::int AS wait, last_error
         FROM sim_broker_postbacks WHERE delivered_at IS NULL`,
      [now],
    );
    expect(rows.length).toBe(4);
    expect(rows.every((r) => r.attempts === 1 && r.wait === 5 && r.last_error === 'HTTP 503')).toBe(true);
    expect(await deliverPostbacks(file.t.db, async () => new Response('ok'), { now })).toBe(0);
    expect(
      await deliverPostbacks(file.t.db, async () => new Response('ok'), { now: new Date(now.getTime() + 5000) }),
    ).toBe(4);
  });
});
