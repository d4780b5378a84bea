import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { API } from '#contract/http/api-paths';
import type { Trade, TradePreviewBody } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import { createTestServer } from '../../test-support';
import { connectBroker, freeBasket, signedIn, userIdOf } from '../testing/trading-test-fixtures';
import { storedTrade } from '../testing/placed-buy';
import { backgroundPlacementsSettled } from '../background-placement';

const file = testServerPerFile();
let api: Awaited<ReturnType<typeof signedIn>>;
let basket: { basket_hash: string; minimum: number };

beforeAll(async () => {
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
  basket = await freeBasket(file.t.db);
});

const order = (key: string, amount = basket.minimum * 2, hash = basket.basket_hash) => ({
  basket_hash: hash,
  broker_id: 'sec',
  amount,
  order_type: 'MARKET',
  client_key: key,
});
const simOrders = async () =>
  (await file.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sim_broker_orders')).rows[0]!.n;

describe('tradebasket/orders/ (preview)', () => {
  it('answers whole shares from the weights, the margin, the charges, the funds and the open window', async () => {
    const a = await api.post(API.trading.tradeBasketOrders, order('unused-key'));
    expect(a.status).toBe(200);
    const p = a.body as unknown as TradePreviewBody;
    expect(p.lines.length).toBeGreaterThan(0);
    expect(p.total).toBeLessThanOrEqual(p.amount);
    expect(p.leftover).toBeCloseTo(p.amount - p.total, 2);
    expect(p.margin).toBeCloseTo(Math.min(p.total * 0.02, 5000), 2);
    expect(p.funds_needed).toBeCloseTo(p.total + p.margin + p.charges.total, 2);
    expect(p.funds_available).toBe(1_000_000);
    expect(p.window).toMatchObject({ open: true, message: null });
    expect(a.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an amount below the basket’s minimum with the message', async () => {
    const a = await api.post(API.trading.tradeBasketOrders, order('unused-key', basket.minimum - 1));
    expect(a.status).toBe(400);
    expect(a.head.message).toMatch(/^The minimum amount for this basket is ₹/);
  });
});

describe('requestorder/ (place)', () => {
  let placed: Trade;

  it('answers the trade as recorded (placing), then places every line and records the investment, its holdings and cash flows', async () => {
    const a = await api.post(API.trading.requestOrder, order('first-buy-0001'));
    expect(a.status).toBe(200);
    const answered = a.body as unknown as Trade;
    expect(answered.status).toBe('placing');
    expect(answered.lines.every((l) => l.status === 'RECEIVED')).toBe(true);
    await backgroundPlacementsSettled();
    placed = await storedTrade(file.t, answered.trade);
    expect(placed.status).toBe('complete');
    expect(placed.investment).toEqual(expect.any(String));
    expect(placed.lines.every((l) => l.status === 'COMPLETE' && l.filled_quantity === l.quantity)).toBe(true);
    expect(await simOrders()).toBe(placed.lines.length);
    const holdings = await file.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM investment_holdings h JOIN investments i ON i.id = h.investment_id
        WHERE i.investment_hash = $1`,
      [placed.investment],
    );
    expect(holdings.rows[0]!.n).toBe(placed.lines.length);
  });

  it('answers the same trade to a retry with the same client key and places nothing again', async () => {
    const before = await simOrders();
    const again = await api.post(API.trading.requestOrder, order('first-buy-0001'));
    await backgroundPlacementsSettled();
    expect(again.status).toBe(200);
    expect((again.body as unknown as Trade).trade).toBe(placed.trade);
    expect(await simOrders()).toBe(before);
  });

  it('refuses a second investment in the same basket through the same broker (409)', async () => {
    const a = await api.post(API.trading.requestOrder, order('second-buy-01'));
    expect(a.status).toBe(409);
    expect(a.head.message).toBe(TRADING.duplicateInvestment);
  });

  it('places one trade for two concurrent calls with one client key', async () => {
    const other = await freeBasket(file.t.db, 1);
    const before = await simOrders();
    const [x, y] = await Promise.all([
      api.post(API.trading.requestOrder, order('double-click-1', other.minimum * 2, other.basket_hash)),
      api.post(API.trading.requestOrder, order('double-click-1', other.minimum * 2, other.basket_hash)),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [tx, ty] = [x.body as unknown as Trade, y.body as unknown as Trade];
    expect(tx.trade).toBe(ty.trade);
    const trades = await file.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trades WHERE client_key = 'double-click-1'`,
    );
    expect(trades.rows[0]!.n).toBe(1);
    await backgroundPlacementsSettled();
    expect((await simOrders()) - before).toBe(tx.lines.length);
  });

  it('refuses an order the broker’s funds do not cover, margin and charges included', async () => {
    const other = await freeBasket(file.t.db, 2);
    const a = await api.post(API.trading.requestOrder, order('too-big-0001', 999_000, other.basket_hash));
    expect(a.status).toBe(400);
    expect(a.head.message).toMatch(
      /^Your broker account has ₹.* available; this order needs ₹.* including margin and charges\.$/,
    );
  });

  it("answers '110' once the broker session has ended", async () => {
    const userId = await userIdOf(file.t.db);
    // A minute before the market clock's now: the session ended (06:00 IST) before this call.
    await file.t.db.query(`UPDATE broker_links SET expires_at = $2 WHERE user_id = $1`, [
      userId,
      new Date(file.t.market.now().getTime() - 60_000),
    ]);
    try {
      const other = await freeBasket(file.t.db, 2);
      const a = await api.post(API.trading.requestOrder, order('after-expiry-1', other.minimum * 2, other.basket_hash));
      expect(a.head.status).toBe('110');
      // It names the broker: the app asks for that broker's sign-in and keeps the user signed in.
      expect(a.body).toEqual({ broker_id: 'sec' });
    } finally {
      await connectBroker(file.t, api);
    }
  });

  it('reads the trade back through orderstatus/, orders/ and transactions/details/, and only for its owner', async () => {
    const status = await api.get(`${API.trading.orderStatus}?trade=${placed.trade}`);
    expect(status.status).toBe(200);
    expect((status.body as unknown as Trade).status).toBe('complete');
    const list = await api.get(API.trading.orders);
    expect((list.body as unknown as { trades: Trade[] }).trades.map((x) => x.trade)).toContain(placed.trade);
    // When the page was read, by the market clock: the app shows it (offline too).
    expect((list.body as unknown as { as_of: string }).as_of).toBe(file.t.market.now().toISOString());
    const tx = await api.get(`${API.trading.transactions}?investment=${placed.investment}`);
    const first = (tx.body as unknown as { trades: (Trade & { cash_flows: { kind: string; amount: number }[] })[] })
      .trades[0]!;
    expect(first.cash_flows.every((f) => f.kind === 'buy' && f.amount < 0)).toBe(true);
    expect((await api.get(`${API.trading.orderStatus}?trade=nosuchtrade`)).status).toBe(404);
    api.signOutLocally();
    await signedIn(file.t, { email: 'subscriber@example.com', password: 'Subscriber@123' });
    expect((await api.get(`${API.trading.orderStatus}?trade=${placed.trade}`)).status).toBe(404);
    expect((await api.get(`${API.trading.transactions}?investment=${placed.investment}`)).status).toBe(404);
    api.signOutLocally();
    await signedIn(file.t);
  });
});

describe('requestorder/ outside the window', () => {
  const muhurat = TRADING.specialSession('Sunday 8 Nov', 'Muhurat trading (Samvat 2083)', '6:00 PM', '6:55 PM');
  const budget = TRADING.specialSession('Sunday 1 Feb', 'Union Budget (Sunday)', '9:15 AM', '3:25 PM');
  it.each([
    {
      when: 'a Sunday',
      now: '2026-11-22T11:00:00+05:30',
      body: { next_open: '2026-11-23T03:45:00.000Z', next_window: TRADING.nextWindow('Monday 23 Nov, 9:15 AM') },
    },
    {
      when: 'the morning of a Muhurat session, whose own hours it states',
      now: '2026-11-08T11:00:00+05:30',
      body: {
        next_open: '2026-11-08T12:30:00.000Z',
        next_window: TRADING.nextWindow('Sunday 8 Nov, 6:00 PM'),
        session: muhurat,
      },
    },
    {
      when: 'the Saturday before a weekend Budget session (Sunday 1 Feb 2026), whose own hours it states',
      now: '2026-01-31T11:00:00+05:30',
      body: {
        next_open: '2026-02-01T03:45:00.000Z',
        next_window: TRADING.nextWindow('Sunday 1 Feb, 9:15 AM'),
        session: budget,
      },
    },
  ])('answers 400 with exactly the spec’s message and when the next window opens ($when)', async ({ now, body }) => {
    const closed = await createTestServer({ marketNow: new Date(now) });
    try {
      const sapi = await signedIn(closed);
      const a = await sapi.post(API.trading.requestOrder, order('sunday-order-1'));
      expect(a.status).toBe(400);
      expect(a.head.message).toBe(TRADING.outsideWindow);
      expect(a.body).toEqual(body);
    } finally {
      await closed.db.close();
    }
  });
});
