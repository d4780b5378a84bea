import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import { brands } from '../../brands/registry';
import { BrokerSessionEnded, type Broker } from '../broker/broker';
import { createTestServer } from '../test-support';
import { matchOpenOrders } from './sim-matcher';
import { simSession } from './testing/sim-test-fixtures';
import { ceilTick, FILL_VALUE_CAP } from './sim-rules';

const brand = brands.find((b) => b.id === 'starfolio')!;
const SYMBOL = 'HDFCBANK';

const file = testServerPerFile();
let broker: Broker;
let token: string;
let ltp: number;

beforeAll(async () => {
  ({ broker, accessToken: token } = await simSession(file.t, brand));
  ltp = (await file.t.market.quote(SYMBOL))!.ltp;
});

const statuses = async (orderId: string) =>
  (
    await file.t.db.query<{ status: string }>(
      `SELECT e.status FROM sim_broker_order_events e JOIN sim_broker_orders o ON o.id = e.order_id
        WHERE o.order_id = $1 ORDER BY e.id`,
      [orderId],
    )
  ).rows.map((r) => r.status);

describe('the simulated broker', () => {
  it('opens an account with the starting funds on the first sign-in', async () => {
    expect(await broker.funds(token)).toEqual({ available: 1_000_000, blocked: 0 });
  });

  it('fills a market buy near the last price: received, validation pending, open, complete', async () => {
    const { orderId } = await broker.placeOrder(token, {
      symbol: SYMBOL,
      side: 'BUY',
      quantity: 10,
      orderType: 'MARKET',
      tag: 'buy-1',
    });
    const order = (await broker.order(token, orderId))!;
    expect(order).toMatchObject({ status: 'COMPLETE', filledQuantity: 10, averagePrice: ceilTick(ltp) });
    expect(order.averagePrice! - ltp).toBeLessThan(0.05);
    expect(await statuses(orderId)).toEqual(['RECEIVED', 'VALIDATION PENDING', 'OPEN', 'COMPLETE']);
    expect(await broker.holdings(token)).toEqual([{ symbol: SYMBOL, quantity: 10, averagePrice: ceilTick(ltp) }]);
    const funds = await broker.funds(token);
    expect(funds.available).toBeCloseTo(1_000_000 - 10 * ceilTick(ltp), 2);
  });

  it('places an order once per tag', async () => {
    const order = { symbol: SYMBOL, side: 'BUY', quantity: 1, orderType: 'MARKET', tag: 'same-tag' } as const;
    const [a, b] = [await broker.placeOrder(token, order), await broker.placeOrder(token, order)];
    expect(a.orderId).toBe(b.orderId);
    expect((await broker.orders(token)).filter((o) => o.tag === 'same-tag')).toHaveLength(1);
  });

  it('rejects a buy beyond the funds, and a sell of shares not held', async () => {
    const big = await broker.placeOrder(token, {
      symbol: SYMBOL,
      side: 'BUY',
      quantity: 5000,
      orderType: 'MARKET',
      tag: 'too-big',
    });
    expect(await broker.order(token, big.orderId)).toMatchObject({ status: 'REJECTED', filledQuantity: 0 });
    expect((await broker.order(token, big.orderId))!.statusMessage).toMatch(/^Insufficient funds/);
    const sell = await broker.placeOrder(token, {
      symbol: 'TCS',
      side: 'SELL',
      quantity: 1,
      orderType: 'MARKET',
      tag: 'no-shares',
    });
    expect(await broker.order(token, sell.orderId)).toMatchObject({ status: 'REJECTED' });
  });

  it('keeps a limit buy open until the price crosses it, then fills at the better price', async () => {
    const limitPrice = Math.floor(ltp) - 20;
    const { orderId } = await broker.placeOrder(token, {
      symbol: SYMBOL,
      side: 'BUY',
      quantity: 3,
      orderType: 'LIMIT',
      limitPrice,
      tag: 'limit-1',
    });
    expect(await broker.order(token, orderId)).toMatchObject({ status: 'OPEN', filledQuantity: 0, limitPrice });
    expect((await broker.funds(token)).blocked).toBeCloseTo(3 * limitPrice, 2);
    expect(await matchOpenOrders(file.t.db, file.t.market)).toBe(0);
    await broker.modifyOrder(token, orderId, { limitPrice: Math.ceil(ltp) + 5 });
    expect(await broker.order(token, orderId)).toMatchObject({
      status: 'COMPLETE',
      filledQuantity: 3,
      averagePrice: ceilTick(ltp),
    });
    expect((await broker.funds(token)).blocked).toBe(0);
  });

  it('fills a large order partly, and cancels the rest with its filled quantity at the close', async () => {
    const quantity = Math.ceil(600_000 / ltp);
    const { orderId } = await broker.placeOrder(token, {
      symbol: SYMBOL,
      side: 'BUY',
      quantity,
      orderType: 'MARKET',
      tag: 'large-1',
    });
    const cap = Math.floor(FILL_VALUE_CAP / ceilTick(ltp));
    expect(await broker.order(token, orderId)).toMatchObject({ status: 'OPEN', filledQuantity: cap });
    expect(await matchOpenOrders(file.t.db, file.t.market)).toBe(0);
    expect(await matchOpenOrders(file.t.db, file.t.market, new Date('2026-11-20T15:31:00+05:30'))).toBe(1);
    const done = (await broker.order(token, orderId))!;
    expect(done).toMatchObject({ status: 'CANCELLED', filledQuantity: cap });
    expect(done.statusMessage).toBe(`Cancelled at the close of the session: ${cap} of ${quantity} filled.`);
    expect((await broker.funds(token)).blocked).toBe(0);
  });

  it('fills an order once when two matcher rounds run at the same time', async () => {
    const { orderId } = await broker.placeOrder(token, {
      symbol: SYMBOL,
      side: 'BUY',
      quantity: 2,
      orderType: 'LIMIT',
      limitPrice: 1,
      tag: 'race-1',
    });
    // The price comes down to the limit: raise the limit behind the API, as a crossing market would.
    await file.t.db.query('UPDATE sim_broker_orders SET limit_price = $2 WHERE order_id = $1', [
      orderId,
      Math.ceil(ltp) + 1,
    ]);
    const before = (await broker.funds(token)).available;
    const rounds = await Promise.all([
      matchOpenOrders(file.t.db, file.t.market),
      matchOpenOrders(file.t.db, file.t.market),
    ]);
    expect(rounds[0] + rounds[1]).toBe(1);
    expect(await broker.order(token, orderId)).toMatchObject({ status: 'COMPLETE', filledQuantity: 2 });
    expect((await statuses(orderId)).filter((s) => s === 'COMPLETE')).toHaveLength(1);
    expect((await broker.funds(token)).available).toBeCloseTo(before + 2 - 2 * ceilTick(ltp), 2);
  });

  it('ends the session at 06:00 IST the next day', async () => {
    const { expiresAt, accessToken } = await simSession(file.t, brand, { clientCode: 'EXPIRY1' });
    expect(expiresAt.toISOString()).toBe(new Date('2026-11-21T06:00:00+05:30').toISOString());
    const spy = vi.spyOn(file.t.market, 'now').mockReturnValue(new Date('2026-11-21T06:00:00+05:30'));
    try {
      await expect(broker.funds(accessToken)).rejects.toBeInstanceOf(BrokerSessionEnded);
    } finally {
      spy.mockRestore();
    }
    expect((await broker.funds(accessToken)).available).toBe(1_000_000);
  });
});

describe('the simulated broker outside market hours', () => {
  it('rejects an order on a Sunday', async () => {
    const sunday = await createTestServer({ marketNow: new Date('2026-11-22T11:00:00+05:30') });
    try {
      const s = await simSession(sunday, brand);
      const { orderId } = await s.broker.placeOrder(s.accessToken, {
        symbol: SYMBOL,
        side: 'BUY',
        quantity: 1,
        orderType: 'MARKET',
        tag: 'sunday',
      });
      const order = (await s.broker.order(s.accessToken, orderId))!;
      expect(order).toMatchObject({ status: 'REJECTED', filledQuantity: 0 });
      expect(order.statusMessage).toMatch(/^Markets are closed/);
    } finally {
      await sunday.db.close();
    }
  });
});
