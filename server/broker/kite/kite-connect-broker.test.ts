import { describe, expect, it } from 'vitest';
import { brands } from '../../../brands/registry';
import { testServerPerFile } from '../../test-server-per-file';
import { istParts } from '#contract/locale/ist';
import { NO_MARKET_PROTECTION } from '../../broker-sim/sim-protection';
import { BrokerRefused, BrokerSessionEnded } from '../broker';
import { kiteOf, requestToken } from './testing/kite-test-fixtures';

// Zerodha's official client (kiteconnect) against the simulated broker, which answers as Kite does:
// the adapter the app uses in every start, and the client alone where the simulator's rules are tested.
const brand = (id: string) => brands.find((b) => b.id === id)!;
const starfolio = brand('starfolio');
const file = testServerPerFile();
/** Kite proves its postbacks by their checksum: no session is asked for. */
const noLookup = { accessToken: async () => undefined };

const limitBuy = (tag: string, quantity = 1) =>
  ({ symbol: 'TCS', side: 'BUY', quantity, orderType: 'LIMIT', limitPrice: 1, tag }) as const;

describe('Kite Connect through the official client', () => {
  it("signs in with Kite's URL and exchanges the request token with the checksum; a wrong checksum is refused", async () => {
    const { kite, client } = kiteOf(file.t, starfolio);
    const url = new URL(kite.signInUrl({ state: 'st-1', redirectUrl: 'http://starfolio.localhost:3000/x' }));
    expect(url.pathname).toBe('/connect/login');
    expect(url.searchParams.get('v')).toBe('3');
    expect(url.searchParams.get('redirect_params')).toBe('state=st-1');
    const token = await requestToken(file.t, kite, 'KC1001');
    await expect(client().generateSession(token, 'not-the-secret')).rejects.toMatchObject({
      error_type: 'TokenException',
      message: 'Invalid `checksum`.',
    });
    const session = await kite.createSession(token);
    expect(session.clientCode).toBe('KC1001');
    expect(istParts(session.expiresAt)).toMatchObject({ hour: 6, minute: 0, day: 21 });
    await kite.endSession(session.accessToken);
    await expect(kite.funds(session.accessToken)).rejects.toBeInstanceOf(BrokerSessionEnded);
  });

  it('reads funds, places, modifies and cancels an order, and reads the order book and history', async () => {
    const { kite, seen } = kiteOf(file.t, starfolio);
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC1002'));
    expect(await kite.funds(accessToken)).toEqual({ available: 1_000_000, blocked: 0 });
    const { orderId } = await kite.placeOrder(accessToken, limitBuy('kc1002a', 2));
    expect(await kite.order(accessToken, orderId)).toMatchObject({ status: 'OPEN', quantity: 2, limitPrice: 1 });
    expect(await kite.funds(accessToken)).toEqual({ available: 999_998, blocked: 2 });
    await kite.modifyOrder(accessToken, orderId, { quantity: 3 });
    expect((await kite.orders(accessToken)).find((o) => o.orderId === orderId)).toMatchObject({ quantity: 3 });
    await kite.cancelOrder(accessToken, orderId);
    expect(await kite.order(accessToken, orderId)).toMatchObject({ status: 'CANCELLED', filledQuantity: 0 });
    await expect(kite.cancelOrder(accessToken, orderId)).rejects.toBeInstanceOf(BrokerRefused);
    expect(await kite.order(accessToken, '999999999999999')).toBeUndefined();
    const paths = seen.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(paths).toContain(`PUT /orders/regular/${orderId}`);
    expect(paths).toContain(`DELETE /orders/regular/${orderId}`);
  });

  it('places a market order with market protection, and it fills into the holdings', async () => {
    const { kite, seen } = kiteOf(file.t, starfolio);
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC1003'));
    const { orderId } = await kite.placeOrder(accessToken, {
      symbol: 'INFY',
      side: 'BUY',
      quantity: 2,
      orderType: 'MARKET',
      tag: 'kc1003',
    });
    const placed = seen.find((r) => r.method === 'POST' && r.path === '/orders/regular')!;
    expect(new URLSearchParams(placed.body).get('market_protection')).toBe('2');
    expect(await kite.order(accessToken, orderId)).toMatchObject({ status: 'COMPLETE', filledQuantity: 2 });
    expect(await kite.holdings(accessToken)).toEqual([expect.objectContaining({ symbol: 'INFY', quantity: 2 })]);
  });

  it('finds an order already placed under its tag in the order book rather than placing it again', async () => {
    const { kite, seen } = kiteOf(file.t, starfolio);
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC1004'));
    const first = await kite.placeOrder(accessToken, limitBuy('kc1004'));
    const again = await kite.placeOrder(accessToken, limitBuy('kc1004'));
    expect(again).toEqual(first);
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/orders/regular')).toHaveLength(1);
  });

  it('reads a postback by its checksum, as the official client checks it, and ignores a tampered one', async () => {
    const { kite, client, credentials } = kiteOf(file.t, starfolio);
    const body = { order_id: '261120000000001', order_timestamp: '2026-11-20 11:00:00', tag: 'kc1005' };
    const order = {
      ...body,
      user_id: 'KC1005',
      placed_by: 'KC1005',
      status: 'COMPLETE',
      status_message: null,
      exchange_update_timestamp: '2026-11-20 11:00:01',
      tradingsymbol: 'TCS',
      transaction_type: 'BUY',
      order_type: 'MARKET',
      quantity: 1,
      filled_quantity: 1,
      average_price: 3650,
      price: 0,
    };
    const { postbackChecksum } = await import('./kite-postback');
    const checksum = postbackChecksum(body.order_id, body.order_timestamp, credentials.apiSecret);
    expect(client().validatePostback({ ...order, checksum }, credentials.apiSecret)).toBe(true);
    const headers = new Headers();
    expect(await kite.readPostback(JSON.stringify({ ...order, checksum }), headers, noLookup)).toMatchObject({
      orderId: body.order_id,
      status: 'COMPLETE',
      updatedAt: '2026-11-20T05:30:01.000Z',
    });
    const tampered = { ...order, order_id: '261120000000002', checksum };
    expect(client().validatePostback(tampered, credentials.apiSecret)).toBe(false);
    expect(await kite.readPostback(JSON.stringify(tampered), headers, noLookup)).toBeUndefined();
  });
});

// Each rule on an app of its own: the ten a second count every order request of an app.
describe("the simulated broker enforces Kite's 2026 rules on the official client", () => {
  it('refuses a market order without market protection, or with 0, as Kite does (InputException)', async () => {
    const { kite, client } = kiteOf(file.t, brand('moneyleaf'));
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC2001'));
    const order = {
      exchange: 'NSE',
      tradingsymbol: 'TCS',
      transaction_type: 'BUY',
      order_type: 'MARKET',
      quantity: 1,
      product: 'CNC',
      tag: 'kc2001',
    } as const;
    const refusal = { error_type: 'InputException', message: NO_MARKET_PROTECTION };
    const zero: typeof order & { market_protection: number } = { ...order, market_protection: 0 };
    // After-market orders too (POST /orders/amo): the refusal comes before any hours are checked.
    for (const variety of ['regular', 'amo'] as const) {
      await expect(client(accessToken).placeOrder(variety, order)).rejects.toMatchObject(refusal);
      await expect(client(accessToken).placeOrder(variety, zero)).rejects.toMatchObject(refusal);
    }
    expect(await kite.orders(accessToken)).toEqual([]);
  });

  it('refuses an eleventh order request within a second from the client alone (HTTP 429)', async () => {
    const { kite, client } = kiteOf(file.t, brand('harborbank'));
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC2002'));
    const order = (i: number) =>
      ({
        exchange: 'NSE',
        tradingsymbol: 'TCS',
        transaction_type: 'BUY',
        order_type: 'LIMIT',
        price: 1,
        quantity: 1,
        product: 'CNC',
        tag: `kc2002x${i}`,
      }) as const;
    const answers = await Promise.allSettled(
      Array.from({ length: 11 }, (_, i) => client(accessToken).placeOrder('regular', order(i))),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      error_type: 'NetworkException',
      message: 'Too many requests',
    });
  });

  it('paces an eleventh order through the adapter: none refused, the eleventh sent a second after the first', async () => {
    const { kite, seen } = kiteOf(file.t, brand('arrowline'));
    const { accessToken } = await kite.createSession(await requestToken(file.t, kite, 'KC2003'));
    const placed = await Promise.all(
      Array.from({ length: 11 }, (_, i) => kite.placeOrder(accessToken, limitBuy(`kc2003x${i}`))),
    );
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(11);
    const posts = seen.filter((r) => r.method === 'POST' && r.path === '/orders/regular');
    expect(posts).toHaveLength(11);
    const sent = posts.map((p) => p.sentAt).sort((a, b) => a - b);
    expect(sent[10]! - sent[0]!).toBeGreaterThanOrEqual(1000);
  });
});
