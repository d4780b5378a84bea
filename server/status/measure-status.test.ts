import { beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../brands/registry';
import type { ComponentStatus } from '#contract/status/types';
import type { BrokerOrder } from '../broker/broker';
import { testServerPerFile } from '../test-server-per-file';
import { applyOrderUpdate } from '../trading/apply-order-update';
import { insertLink, insertOpenTrade, userIdOf } from '../trading/testing/trading-test-fixtures';
import { recordBrokerCall } from './broker-health-store';
import { measureStatus } from './measure-status';

const starfolio = brands.find((b) => b.id === 'starfolio')!;
const file = testServerPerFile();
let userId: number;
let linkId: number;
beforeAll(async () => {
  userId = await userIdOf(file.t.db);
  linkId = await insertLink(file.t.db, userId, starfolio.brokers[0]!.id);
});

const byId = (components: ComponentStatus[], id: ComponentStatus['id']) => components.find((c) => c.id === id)!;
const measure = async () => measureStatus(file.t.db, starfolio, file.t.market);

/** A settled payment of the brand, `minutesAgo` by the database's clock. */
async function payment(status: 'success' | 'failed', minutesAgo: number) {
  await file.t.db.query(
    `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, status, base_amount, taxable_amount,
            place_of_supply, supplier_state, total_amount, provider, settled_at)
     SELECT 'st-' || gen_random_uuid(), $1, id, 'starfolio', 'new', gen_random_uuid()::text, $2, 100, 100, 'KA', 'KA', 118,
            'sim', now() - make_interval(mins => $3)
       FROM plans ORDER BY id LIMIT 1`,
    [userId, status, minutesAgo],
  );
}

describe('what the server measures for the status page', () => {
  it('says there is nothing to judge by before anything happened', async () => {
    const c = await measure();
    expect(byId(c, 'brokers')).toMatchObject({
      state: 'no-data',
      detail: 'No orders were sent to a broker in the last 24 hours.',
    });
    expect(byId(c, 'payments')).toMatchObject({ state: 'no-data' });
    expect(byId(c, 'order-updates')).toMatchObject({ state: 'no-data' });
    expect(byId(c, 'brokers').parts!.map((p) => p.name)).toEqual(starfolio.brokers.map((b) => b.name));
  });

  it("judges a broker by the server's own calls: down after a failure with no answer since, working once it answers", async () => {
    await recordBrokerCall(file.t.db, linkId, { ok: false, error: 'connect ECONNREFUSED' });
    const down = byId(await measure(), 'brokers');
    expect(down.state).toBe('down');
    expect(down.parts![0]).toMatchObject({ state: 'down', detail: 'Could not be reached 0 seconds ago.' });
    await recordBrokerCall(file.t.db, linkId, { ok: true });
    expect(byId(await measure(), 'brokers').parts![0]!.state).toBe('degraded');
    await file.t.db.query(
      `UPDATE broker_call_health SET last_failure_at = now() - interval '2 hours' WHERE brand_id = 'starfolio'`,
    );
    const fine = byId(await measure(), 'brokers');
    expect(fine.parts![0]).toMatchObject({ state: 'operational', detail: 'Answered 0 seconds ago.' });
    expect(fine.detail).toBe(`1 of ${starfolio.brokers.length} brokers answered our last call.`);
  });

  it("counts the last 24 hours' payments, no older ones", async () => {
    await payment('failed', 60 * 25);
    await payment('success', 10);
    await payment('success', 20);
    await payment('failed', 30);
    const paid = byId(await measure(), 'payments');
    expect(paid).toEqual({
      id: 'payments',
      state: 'operational',
      detail: '2 of 3 payments went through in the last 24 hours.',
    });
    for (const m of [1, 2, 3]) await payment('failed', m);
    expect(byId(await measure(), 'payments').state).toBe('degraded');
  });

  it('reads the latest price by the market clock, both sides', async () => {
    const data = byId(await measure(), 'market-data');
    const open = file.t.market.status().open;
    expect(data.state).toBe(open ? 'operational' : 'closed');
    expect(data.detail).toMatch(
      open
        ? /^The latest price is 0 seconds old\.$/
        : /^The market is closed; prices are from the session of \d{4}-\d{2}-\d{2}\.$/,
    );
    const m = file.t.market;
    const broken = {
      now: () => m.now(),
      status: () => m.status(),
      indices: () => m.indices(),
      quote: () => Promise.reject(new Error('feed down')),
    };
    const down = await measureStatus(file.t.db, starfolio, broken);
    expect(byId(down, 'market-data')).toEqual({
      id: 'market-data',
      state: 'down',
      detail: 'The latest prices could not be read.',
    });
  });

  it('measures the order-update delay from the broker taking a line to its final word', async () => {
    const prices = await file.t.market.ltp(['INFY', 'TCS', 'ITC']);
    const trade = await insertOpenTrade(file.t.db, {
      userId,
      linkId,
      basketHash: 'quality-compounders',
      lines: [
        ['INFY', 1],
        ['TCS', 1],
        ['ITC', 1],
      ],
    });
    const done = (i: number): BrokerOrder => {
      const line = trade.lines[i]!;
      return {
        orderId: line.brokerOrderId,
        tag: '',
        symbol: line.symbol,
        side: 'BUY',
        orderType: 'MARKET',
        quantity: 1,
        filledQuantity: 1,
        averagePrice: prices[line.symbol]!,
        limitPrice: null,
        status: 'COMPLETE',
        statusMessage: null,
        updatedAt: new Date().toISOString(),
      };
    };
    await applyOrderUpdate({ db: file.t.db, market: file.t.market }, done(0), { lineId: trade.lines[0]!.id });
    const stamped = await file.t.db.query<{ placed: boolean; final: boolean }>(
      'SELECT placed_at IS NOT NULL AS placed, final_at IS NOT NULL AS final FROM trade_orders WHERE id = $1',
      [trade.lines[0]!.id],
    );
    expect(stamped.rows[0]).toEqual({ placed: true, final: true });
    // Delays of 4, 10 and 60 seconds: the median is 10.
    await file.t.db.query(
      `UPDATE trade_orders SET placed_at = now() - make_interval(secs => d.s), final_at = now()
         FROM (VALUES ($1::integer, 4), ($2::integer, 10), ($3::integer, 60)) AS d(id, s) WHERE trade_orders.id = d.id`,
      trade.lines.map((l) => l.id),
    );
    expect(byId(await measure(), 'order-updates')).toEqual({
      id: 'order-updates',
      state: 'operational',
      detail: 'Orders heard back from the broker in 10 seconds (median of 3) in the last 24 hours.',
    });
    await file.t.db.query(
      `UPDATE trade_orders SET final_at = NULL, placed_at = now() - interval '10 minutes' WHERE id = $1`,
      [trade.lines[2]!.id],
    );
    const waiting = byId(await measure(), 'order-updates');
    expect(waiting.state).toBe('degraded');
    expect(waiting.detail).toBe(
      "Orders heard back from the broker in 7 seconds (median of 2) in the last 24 hours. 1 order is still waiting for the broker's word.",
    );
  });
});
