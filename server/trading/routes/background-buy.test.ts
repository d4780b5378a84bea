import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { TRADING } from '#contract/trading/messages';
import type { Trade } from '#contract/trading/types';
import { BrokerSessionEnded } from '../../broker/broker';
import { testServerPerFile } from '../../test-server-per-file';
import { backgroundPlacementsSettled } from '../background-placement';
import { resumePlacements } from '../resume-placements';
import { heldBroker } from '../testing/held-broker';
import { storedTrade } from '../testing/placed-buy';
import { connectBroker, freeBasket, signedIn, userIdOf } from '../testing/trading-test-fixtures';

// A buy answers once its trade and lines are recorded, and its lines are placed after the answer
// (decision 0286), against the simulated broker held back or cut off by the test (testing/held-broker.ts).
const broker = heldBroker();
const file = testServerPerFile({ brokers: broker.directory });
let api: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  broker.attach(file.t);
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
});

const buy = async (key: string, offset: number) => {
  const basket = await freeBasket(file.t.db, offset);
  const body = {
    basket_hash: basket.basket_hash,
    broker_id: 'sec',
    amount: basket.minimum * 2 || 50_000,
    client_key: key,
  };
  return api.post(API.trading.requestOrder, { ...body, order_type: 'MARKET' });
};
const simOrders = async (trade: string) =>
  (
    await file.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sim_broker_orders s
        JOIN trade_orders o ON o.broker_order_id = s.order_id JOIN trades t ON t.id = o.trade_id WHERE t.trade_hash = $1`,
      [trade],
    )
  ).rows[0]!.n;

describe('requestorder/ with a slow broker', () => {
  it('answers the trade placing while the broker still holds every line, and the lines complete afterwards', async () => {
    broker.hold();
    let answered: Trade;
    try {
      const a = await buy('slow-broker-01', 0);
      expect(a.status).toBe(200);
      answered = a.body as unknown as Trade;
      expect(answered.status).toBe('placing');
      expect(answered.lines.length).toBeGreaterThan(1);
      expect(answered.lines.every((l) => l.status === 'RECEIVED' && l.filled_quantity === 0)).toBe(true);
      // The placement has begun (the broker holds its first lines) and nothing has reached the broker.
      expect(broker.calls()).toBeGreaterThan(0);
      expect(await simOrders(answered.trade)).toBe(0);
      const meanwhile = await api.get(`${API.trading.orderStatus}?trade=${answered.trade}`);
      expect((meanwhile.body as unknown as Trade).status).toBe('placing');
    } finally {
      broker.release();
    }
    await backgroundPlacementsSettled();
    const done = await storedTrade(file.t, answered.trade);
    expect(done.status).toBe('complete');
    expect(done.lines.every((l) => l.status === 'COMPLETE' && l.filled_quantity === l.quantity)).toBe(true);
    expect(await simOrders(answered.trade)).toBe(done.lines.length);
  });
  it('holds its placing lease while the broker holds it back: the resume job leaves it to its placement', async () => {
    broker.hold();
    let answered: Trade;
    try {
      answered = (await buy('slow-broker-02', 3)).body as unknown as Trade;
      expect(answered.status).toBe('placing');
      // As if the broker had held it back longer than the lease: the placement renews it within 5 s.
      await file.t.db.query(`UPDATE trades SET updated_at = now() - interval '1 minute' WHERE trade_hash = $1`, [
        answered.trade,
      ]);
      const fresh = async () =>
        (
          await file.t.db.query<{ fresh: boolean }>(
            `SELECT updated_at > now() - interval '10 seconds' AS fresh FROM trades WHERE trade_hash = $1`,
            [answered.trade],
          )
        ).rows[0]!.fresh;
      for (let i = 0; i < 70 && !(await fresh()); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await fresh()).toBe(true);
      const calls = broker.calls();
      expect(await resumePlacements({ db: file.t.db, market: file.t.market, brokers: broker.directory })).toBe(0);
      expect(broker.calls()).toBe(calls);
    } finally {
      broker.release();
    }
    await backgroundPlacementsSettled();
    const done = await storedTrade(file.t, answered.trade);
    expect(done.status).toBe('complete');
    expect(await simOrders(answered.trade)).toBe(done.lines.length);
  });
});

describe('a broker session that ends during the background placement', () => {
  it('rejects the lines the broker never took, keeps those it took, forgets the session, and resumes nothing', async () => {
    const userId = await userIdOf(file.t.db);
    const before = broker.calls();
    // The first two placements reach the broker; from the third on the broker says the session has ended.
    broker.fail(before + 2, () => new BrokerSessionEnded());
    let answered: Trade;
    try {
      const a = await buy('session-ends-01', 1);
      expect(a.status).toBe(200);
      answered = a.body as unknown as Trade;
      expect(answered.status).toBe('placing');
      await backgroundPlacementsSettled();
    } finally {
      broker.fail(null);
    }
    expect(answered.lines.length).toBeGreaterThan(2);
    // What the investor sees on orderstatus/: two lines bought, the others rejected, saying why.
    const seen = (await api.get(`${API.trading.orderStatus}?trade=${answered.trade}`)).body as unknown as Trade;
    expect(seen.status).toBe('partial');
    expect(seen.lines.filter((l) => l.status === 'COMPLETE')).toHaveLength(2);
    const rejected = seen.lines.filter((l) => l.status === 'REJECTED');
    expect(rejected).toHaveLength(answered.lines.length - 2);
    expect(rejected.every((l) => l.status_message === TRADING.notPlacedSessionEnded && !l.filled_quantity)).toBe(true);
    expect(await simOrders(answered.trade)).toBe(2);
    // The link's session is forgotten, as a '110' answer forgets it: the app asks for the broker's sign-in.
    const link = await file.t.db.query<{ access_token: string | null }>(
      `SELECT access_token FROM broker_links WHERE user_id = $1 AND broker_id = 'sec'`,
      [userId],
    );
    expect(link.rows[0]!.access_token).toBeNull();
    const next = await buy('session-ends-02', 2);
    expect(next.head.status).toBe('110');
    // Nothing is left placing: after the investor signs in again the job places none of the rejected lines.
    await connectBroker(file.t, api);
    await file.t.db.query(`UPDATE trades SET updated_at = now() - interval '1 minute'`);
    const calls = broker.calls();
    expect(await resumePlacements({ db: file.t.db, market: file.t.market, brokers: broker.directory })).toBe(0);
    expect(broker.calls()).toBe(calls);
    const retry = await buy('session-ends-01', 1);
    expect((retry.body as unknown as Trade).status).toBe('partial');
    expect(await simOrders(answered.trade)).toBe(2);
  });
});
