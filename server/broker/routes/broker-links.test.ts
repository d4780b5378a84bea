import { Hono } from 'hono';
import { testServerPerFile } from '../../test-server-per-file';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../brands/registry';
import type { ConnectBrokerBody, ConnectedBrokersBody } from '#contract/trading/types';
import { apiCaller } from '../../auth/testing/auth-test-client';
import type { AppEnv } from '../../app-env';
import { liveBrokerLink } from '../live-link';
import { answerErrors } from '../../http/app-error';
import { signInAtSim, simBrowser } from '../../broker-sim/testing/sim-test-fixtures';

const brand = brands.find((b) => b.id === 'moneyleaf')!;
const file = testServerPerFile();
let api: ReturnType<typeof apiCaller>;
let userId: number;

beforeAll(async () => {
  api = apiCaller(file.t, brand);
  await api.post('auth/login/', { email: 'investor@example.com', password: 'Investor@123' });
  const { rows } = await file.t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'investor@example.com'`);
  userId = rows[0]!.id;
});

/** Connect → the broker's page → back: the callback's answer. */
async function connect(brokerId = 'sec', signIn: { status?: 'cancelled' } = {}) {
  const answer = await api.post('broker/connect-broker/', { broker_id: brokerId });
  const { redirect } = answer.body as unknown as ConnectBrokerBody;
  let back: URL;
  if (signIn.status === 'cancelled') {
    // The broker page's own Cancel link (Kite: status=cancelled; Upstox: OAuth 2's error=access_denied).
    const url = new URL(redirect);
    const html = await (await simBrowser(file.t, url.hostname)(`${url.pathname}${url.search}`)).text();
    back = new URL(/class="cancel" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));
  } else {
    const res = await signInAtSim(file.t, redirect, { clientCode: 'ML1001' });
    expect(res.status).toBe(303);
    back = new URL(res.headers.get('location')!);
  }
  const res = await file.t.request(brand, `${back.pathname}${back.search}`);
  return { redirect, back, res, location: res.headers.get('location') };
}

const list = async () => (await api.get('broker/connected/')).body as unknown as ConnectedBrokersBody;

describe('connecting a broker', () => {
  it('sends the browser to the broker, takes the request token back and lists the broker', async () => {
    const { redirect, back, res, location } = await connect();
    expect(new URL(redirect).host).toBe('login.kestrel-securities.localhost:3000');
    expect(back.host).toBe('moneyleaf.localhost:3000');
    expect(back.pathname).toBe('/moneyleaf/api/broker/callback/sec/');
    expect(res.status).toBe(303);
    expect(location).toBe('/settings/brokers/?connected=sec');
    const body = await list();
    expect(body.brokers).toEqual([
      expect.objectContaining({
        broker_id: 'sec',
        name: 'Kestrel Securities',
        client_code: 'ML1001',
        session_active: true,
      }),
    ]);
    expect(body.brokers[0]!.session_expires_at).toBe(new Date('2026-11-21T06:00:00+05:30').toISOString());
    expect(body.available).toEqual([{ broker_id: 'second', name: 'Bluefin Broking' }]);
  });

  it('refuses a state used once already', async () => {
    const { back } = await connect();
    const again = await file.t.request(brand, `${back.pathname}${back.search}`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/loginerror/?broker=sec&reason=failed');
  });

  it('refuses the return in a browser without the session that started it', async () => {
    const answer = await api.post('broker/connect-broker/', { broker_id: 'sec' });
    const res = await signInAtSim(file.t, (answer.body as unknown as ConnectBrokerBody).redirect, {
      clientCode: 'ML1001',
    });
    const back = new URL(res.headers.get('location')!);
    const elsewhere = await file.t.request(brand, `${back.pathname}${back.search}`, { headers: { cookie: 'other=1' } });
    expect(elsewhere.headers.get('location')).toBe('/loginerror/?broker=sec&reason=failed');
  });

  it('sends a cancelled sign-in to /loginerror/', async () => {
    const { location } = await connect('second', { status: 'cancelled' });
    expect(location).toBe('/loginerror/?broker=second&reason=cancelled');
  });

  it('says a sign-in that took over 30 minutes expired', async () => {
    const answer = await api.post('broker/connect-broker/', { broker_id: 'sec' });
    const res = await signInAtSim(file.t, (answer.body as unknown as ConnectBrokerBody).redirect, {
      clientCode: 'ML1001',
    });
    const back = new URL(res.headers.get('location')!);
    await file.t.db.query(`UPDATE broker_sign_ins SET created_at = now() - interval '31 minutes' WHERE state = $1`, [
      back.searchParams.get('state'),
    ]);
    const spy = vi.spyOn(file.t.market, 'now').mockReturnValue(new Date());
    try {
      const cb = await file.t.request(brand, `${back.pathname}${back.search}`);
      expect(cb.headers.get('location')).toBe('/loginerror/?broker=sec&reason=expired');
    } finally {
      spy.mockRestore();
    }
  });

  it('never follows a next path to another site', async () => {
    const answer = await api.post('broker/connect-broker/', { broker_id: 'sec', next: '//evil.example/' });
    const res = await signInAtSim(file.t, (answer.body as unknown as ConnectBrokerBody).redirect, {
      clientCode: 'ML1001',
    });
    const back = new URL(res.headers.get('location')!);
    const cb = await file.t.request(brand, `${back.pathname}${back.search}`);
    expect(cb.headers.get('location')).toBe('/');
  });

  it('needs a signed-in user and the CSRF header', async () => {
    const noCsrf = await file.t.request(brand, '/moneyleaf/api/broker/connect-broker/', {
      method: 'POST',
      json: { broker_id: 'sec' },
    });
    expect(noCsrf.status).toBe(403);
    expect((await api.get('broker/connected/', { key: null })).status).toBe(401);
  });
});

describe('an ended broker session', () => {
  const probe = () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      for (const [k, v] of Object.entries({ db: file.t.db, brand, market: file.t.market, user: { id: userId } })) {
        c.set(k as never, v as never);
      }
      c.set('brokers', (await captureBrokers())!);
      await next();
    });
    app.get('/', async (c) => {
      const live = await liveBrokerLink(c as never, 'sec', { verify: true });
      return c.json({ client: live.link.client_code });
    });
    app.onError(answerErrors);
    return app;
  };
  let directory: AppEnv['Variables']['brokers'] | undefined;
  const captureBrokers = async () => {
    if (directory) return directory;
    const { createBrokerDirectory } = await import('../broker-directory');
    directory = createBrokerDirectory({
      fetch: (r) => file.t.app.fetch(r),
      brokerRoot: file.t.devRoots.broker,
      db: file.t.db,
    });
    return directory;
  };

  it("answers '110' from 06:00 IST, and 400 once disconnected", async () => {
    await connect();
    expect(await (await probe().request('/')).json()).toEqual({ client: 'ML1001' });
    const spy = vi.spyOn(file.t.market, 'now').mockReturnValue(new Date('2026-11-21T06:00:00+05:30'));
    try {
      const body = (await (await probe().request('/')).json()) as {
        head: { status: string; message: string };
        body: unknown;
      };
      expect(body.head).toEqual({ status: '110', message: 'Session Timed Out!' });
      expect(body.body).toEqual({ broker_id: 'sec' });
      expect((await list()).brokers[0]).toMatchObject({
        broker_id: 'sec',
        session_active: false,
        session_expires_at: null,
      });
    } finally {
      spy.mockRestore();
    }
    await connect();
    const del = await api.post('broker/delete/', { broker_id: 'sec' });
    expect(del.status).toBe(200);
    expect((await list()).brokers).toEqual([]);
    const gone = await probe().request('/');
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as { head: { message: string } }).head.message).toBe('This broker is not connected.');
  });
});
