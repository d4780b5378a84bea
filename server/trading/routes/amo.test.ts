import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import { TRADING } from '#contract/trading/messages';
import type { Trade, TradePreviewBody } from '#contract/trading/types';
import { testServerPerFile } from '../../test-server-per-file';
import { deliverPostbacks } from '../../broker-sim/sim-postbacks';
import { releaseAmoOrders } from '../../broker-sim/sim-amo';
import { connectBroker, freeBasket, postback, signedIn } from '../testing/trading-test-fixtures';
import { requestOrderPlaced } from '../testing/placed-buy';

/** Sunday 22 Nov 2026, 8:00 PM IST: the window is closed, the broker takes after-market orders. */
const SUNDAY_EVENING = new Date('2026-11-22T20:00:00+05:30');
const MONDAY_OPEN = new Date('2026-11-23T09:15:00+05:30');

const file = testServerPerFile({ marketNow: SUNDAY_EVENING });
let api: Awaited<ReturnType<typeof signedIn>>;
let baskets: { basket_hash: string; minimum: number }[];

beforeAll(async () => {
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
  baskets = [await freeBasket(file.t.db, 0), await freeBasket(file.t.db, 1)];
});

const order = (key: string, basket = 0, extra: Record<string, unknown> = { variety: 'amo' }) => ({
  basket_hash: baskets[basket]!.basket_hash,
  broker_id: 'sec',
  amount: baskets[basket]!.minimum * 2,
  order_type: 'MARKET',
  client_key: key,
  ...extra,
});
const at = (when: string | Date) => vi.spyOn(file.t.market, 'now').mockReturnValue(new Date(when));
const simOrdersOf = async (trade: Trade) =>
  (
    await file.t.db.query<{ status: string; variety: string; order_type: string; market_protection: number | null }>(
      `SELECT s.status, s.variety, s.order_type, s.market_protection::float8 AS market_protection
         FROM sim_broker_orders s JOIN trade_orders o ON o.broker_order_id = s.order_id
         JOIN trades t ON t.id = o.trade_id WHERE t.trade_hash = $1 ORDER BY s.id`,
      [trade.trade],
    )
  ).rows;
const readTrade = async (trade: Trade) =>
  (await api.get(`${API.trading.orderStatus}?trade=${trade.trade}`)).body as unknown as Trade;
/** The broker's postbacks, delivered to the product as the job does, round after round until none is due. */
const deliver = async () => {
  while ((await deliverOnce()) > 0);
};
const deliverOnce = () =>
  deliverPostbacks(
    file.t.db,
    async (req) => postback(file.t, await req.text(), { signature: req.headers.get('x-broker-signature')! }),
    { root: file.t.devRoots.broker },
  );

describe('after-market orders (variety amo)', () => {
  it('previews a closed window that takes an after-market order now', async () => {
    const a = await api.post(API.trading.tradeBasketOrders, order('unused-key'));
    const w = (a.body as unknown as TradePreviewBody).window;
    expect(w).toMatchObject({ open: false, message: TRADING.outsideWindow, amo: { open: true, message: null } });
    expect(w.next_open).toBe(MONDAY_OPEN.toISOString());
  });

  it('still refuses a regular order outside the window with the spec’s message, letter for letter', async () => {
    const a = await api.post(API.trading.requestOrder, order('regular-sunday', 0, {}));
    expect(a.status).toBe(400);
    expect(a.head.message).toBe('Orders can be placed between 9:15 AM and 3:25 PM on trading days');
  });

  it.each([
    ['inside the order window', '2026-11-20T11:00:00+05:30', TRADING.amoWhileOpen],
    ['between the window’s close and 4:00 PM', '2026-11-20T15:40:00+05:30', TRADING.amoClosed],
    ['from 8:58 AM on a trading day', '2026-11-23T08:58:00+05:30', TRADING.amoClosed],
  ])('refuses an after-market order %s', async (_, when, message) => {
    const spy = at(when);
    try {
      const a = await api.post(API.trading.requestOrder, order(`amo-refused-${when.slice(8, 16)}`.replace(/:/g, '')));
      expect(a.status).toBe(400);
      expect(a.head.message).toBe(message);
    } finally {
      spy.mockRestore();
    }
  });

  let queued: Trade;
  it('queues a Sunday evening AMO at the broker: open, nothing filled, sent at Monday’s open', async () => {
    const a = await requestOrderPlaced(file.t, api, order('amo-sunday-1'));
    expect(a.status).toBe(200);
    queued = a.body as unknown as Trade;
    expect(queued).toMatchObject({ status: 'open', variety: 'amo', queued_for: MONDAY_OPEN.toISOString() });
    expect(queued.lines.every((l) => l.status === 'OPEN' && l.filled_quantity === 0)).toBe(true);
    const sim = await simOrdersOf(queued);
    expect(sim).toHaveLength(queued.lines.length);
    // Market lines go with the protection Kite's API requires (the market-order margin's 2 %).
    for (const o of sim)
      expect(o).toEqual({ status: 'AMO REQ RECEIVED', variety: 'amo', order_type: 'MARKET', market_protection: 2 });
  });

  it('keeps it queued until the session opens on the market clock', async () => {
    for (const when of ['2026-11-23T06:00:00+05:30', '2026-11-23T09:14:59+05:30']) {
      const spy = at(when);
      try {
        expect(await releaseAmoOrders(file.t.db, file.t.market)).toBe(0);
      } finally {
        spy.mockRestore();
      }
    }
    expect((await simOrdersOf(queued)).every((o) => o.status === 'AMO REQ RECEIVED')).toBe(true);
  });

  it('sends it at Monday 9:15 and the product hears the fills by postback', async () => {
    const spy = at(MONDAY_OPEN);
    try {
      expect(await releaseAmoOrders(file.t.db, file.t.market)).toBe(queued.lines.length);
      // Sent as limits at the protection price, filled at the opening price.
      expect((await simOrdersOf(queued)).every((o) => o.status === 'COMPLETE' && o.order_type === 'LIMIT')).toBe(true);
      await deliver();
      const done = await readTrade(queued);
      expect(done).toMatchObject({ status: 'complete', variety: 'amo' });
      expect(done.queued_for).toBeUndefined();
      expect(done.lines.every((l) => l.status === 'COMPLETE' && l.filled_quantity === l.quantity)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('cancels a queued AMO before the open, and the open then sends nothing', async () => {
    const a = await requestOrderPlaced(file.t, api, order('amo-sunday-2', 1));
    const trade = a.body as unknown as Trade;
    expect(trade.queued_for).toBe(MONDAY_OPEN.toISOString());
    const c = await api.post(API.trading.cancelOrder, { trade: trade.trade });
    expect(c.status).toBe(200);
    const cancelled = c.body as unknown as Trade;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.queued_for).toBeUndefined();
    expect((await simOrdersOf(trade)).every((o) => o.status === 'CANCELLED')).toBe(true);
    const spy = at(MONDAY_OPEN);
    try {
      expect(await releaseAmoOrders(file.t.db, file.t.market)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
