import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { appCredentials } from '../broker/app-credentials';
import { kiteFixture, shapeMismatches } from '../broker/kite/testing/json-shape';
import { testServerPerFile } from '../test-server-per-file';
import { deliverPostbacks } from './sim-postbacks';
import { brokerOf, signInAtSim, simHost } from './testing/sim-test-fixtures';

// The simulated broker's answers against Zerodha's published ones (server/broker/kite/testing/fixtures/):
// every field of theirs is in ours, of the same JSON type, for each endpoint the product uses.
const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();

function kiteApi(accessToken?: string) {
  const { apiKey } = appCredentials(starfolio, { id: 'sec' }, file.t.devRoots.broker);
  const host = simHost(starfolio);
  return async (method: string, path: string, form?: Record<string, string>) => {
    const headers = new Headers({ host, 'x-kite-version': '3' });
    if (accessToken) headers.set('authorization', `token ${apiKey}:${accessToken}`);
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const res = await file.t.app.fetch(new Request(`http://${host}${path}`, { method, headers, body }));
    return { status: res.status, json: (await res.json()) as unknown };
  };
}

const like = (fixture: string, answer: unknown) => expect(shapeMismatches(kiteFixture(fixture), answer)).toEqual([]);

describe("the simulated broker's answers have the shape of Kite's", () => {
  it('for the session, funds, LTP quotes, holdings, orders, their history and postbacks', async () => {
    const { apiKey, apiSecret } = appCredentials(starfolio, { id: 'sec' }, file.t.devRoots.broker);
    const signIn = brokerOf(file.t, starfolio).signInUrl({ state: 's', redirectUrl: 'http://starfolio.localhost/' });
    const back = new URL((await signInAtSim(file.t, signIn, { clientCode: 'SH1234' })).headers.get('location')!);
    const requestToken = back.searchParams.get('request_token')!;
    const checksum = createHash('sha256').update(`${apiKey}${requestToken}${apiSecret}`).digest('hex');
    const session = await kiteApi()('POST', '/session/token', {
      api_key: apiKey,
      request_token: requestToken,
      checksum,
    });
    expect(session.status).toBe(200);
    like('generate_session', session.json);
    const token = (session.json as { data: { access_token: string } }).data.access_token;
    const api = kiteApi(token);

    const order = { exchange: 'NSE', tradingsymbol: 'TCS', transaction_type: 'BUY', product: 'CNC', validity: 'DAY' };
    const bought = await api('POST', '/orders/regular', {
      ...order,
      order_type: 'MARKET',
      quantity: '2',
      market_protection: '2',
      tag: 'shape1',
    });
    like('order_response', bought.json);
    const limit = { ...order, order_type: 'LIMIT', quantity: '1', price: '1.00', tag: 'shape2' };
    const open = (await api('POST', '/orders/regular', limit)).json as { data: { order_id: string } };
    const id = open.data.order_id;
    like('order_modify', (await api('PUT', `/orders/regular/${id}`, { quantity: '3', price: '1.05' })).json);
    like('order_cancel', (await api('DELETE', `/orders/regular/${id}`)).json);

    like('margins', (await api('GET', '/user/margins')).json);
    // Kite's LTP answer is keyed as asked (`NSE:INFY`); the fixture's key is INFY's too.
    const ltp = await api('GET', '/quote/ltp?i=NSE:INFY');
    expect(ltp.status).toBe(200);
    like('ltp', ltp.json);
    const infy = (ltp.json as { data: Record<string, { last_price: number }> }).data['NSE:INFY']!;
    expect(infy.last_price).toBe((await file.t.market.quote('INFY'))!.ltp);
    const holdings = await api('GET', '/portfolio/holdings');
    expect((holdings.json as { data: unknown[] }).data).toHaveLength(1);
    like('holdings', holdings.json);
    const orders = await api('GET', '/orders');
    expect((orders.json as { data: unknown[] }).data).toHaveLength(2);
    like('orders', orders.json);
    const history = (await api('GET', `/orders/${id}`)).json as { data: { status: string }[] };
    like('order_info', history);
    expect(history.data.map((s) => s.status)).toEqual([
      'PUT ORDER REQ RECEIVED',
      'VALIDATION PENDING',
      'OPEN',
      'OPEN',
      'CANCELLED',
    ]);

    const posted: unknown[] = [];
    await deliverPostbacks(file.t.db, async (req) => {
      posted.push(await req.json());
      return new Response('ok');
    });
    expect(posted.length).toBeGreaterThan(0);
    for (const body of posted) like('postback', body);

    like('session_logout', (await kiteApi()('DELETE', `/session/token?api_key=${apiKey}&access_token=${token}`)).json);
  });
});
