import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import { BrokerRefused, type Broker } from '../broker/broker';
import { testServerPerFile } from '../test-server-per-file';
import { protectionPrice } from './sim-amo';
import { simSession } from './testing/sim-test-fixtures';

const brand = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile({ marketNow: new Date('2026-11-22T20:00:00+05:30') });
let broker: Broker;
let token: string;

beforeAll(async () => {
  ({ broker, accessToken: token } = await simSession(file.t, brand));
});

const amo = { variety: 'amo', symbol: 'TCS', side: 'BUY', quantity: 1, orderType: 'MARKET' } as const;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => (e instanceof BrokerRefused ? e.message : String(e)),
  );

describe('the simulated broker’s after-market orders (POST /orders/amo)', () => {
  it('turns a protected market order into its limit: up for a buy, down for a sell, on the tick', () => {
    expect(protectionPrice('BUY', 100, 2)).toBe(102);
    expect(protectionPrice('SELL', 100, 2)).toBe(98);
    expect(protectionPrice('BUY', 101.01, 2)).toBe(103.05); // 103.0302 up to the tick
    expect(protectionPrice('SELL', 101.01, 2)).toBe(98.95); // 98.9898 down to the tick
    expect(protectionPrice('BUY', 100, -1)).toBe(103); // the simulator's own 3 %
  });

  it('sends a market AMO with the broker setting’s protection when the order names none (never without one)', async () => {
    const { orderId } = await broker.placeOrder(token, { ...amo, tag: 'amo-noprot' });
    const row = await file.t.db.query(
      'SELECT market_protection::float8 AS p FROM sim_broker_orders WHERE order_id = $1',
      [orderId],
    );
    expect(row.rows[0]).toEqual({ p: 2 });
    await broker.cancelOrder(token, orderId, 'amo');
  });

  it('keeps an AMO as AMO REQ RECEIVED (OPEN to the product), once per tag, and cancels it at its variety', async () => {
    const order = { ...amo, marketProtection: 2, tag: 'amo-1' };
    const { orderId } = await broker.placeOrder(token, order);
    expect((await broker.placeOrder(token, order)).orderId).toBe(orderId);
    expect(await broker.order(token, orderId)).toMatchObject({ status: 'OPEN', filledQuantity: 0 });
    const row = await file.t.db.query('SELECT status, variety FROM sim_broker_orders WHERE order_id = $1', [orderId]);
    expect(row.rows[0]).toEqual({ status: 'AMO REQ RECEIVED', variety: 'amo' });
    // Not a regular order: it cannot be cancelled as one before the open.
    expect(await refusal(broker.cancelOrder(token, orderId))).toMatch(/not open/);
    await broker.cancelOrder(token, orderId, 'amo');
    expect(await broker.order(token, orderId)).toMatchObject({ status: 'CANCELLED' });
    expect(await broker.funds(token)).toEqual({ available: 1_000_000, blocked: 0 });
  });
});
