import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { TradePreviewBody } from '#contract/trading/types';
import { testServerPerFile } from '../test-server-per-file';
import { recordForPlacement } from './place-trade';
import { TRADING } from '#contract/trading/messages';
import { RESUME_WITHIN_MS, resumePlacements, type ResumeDeps } from './resume-placements';
import { heldBroker } from './testing/held-broker';
import { storedTrade } from './testing/placed-buy';
import { connectBroker, freeBasket, signedIn, userIdOf } from './testing/trading-test-fixtures';

// A trade left `placing` by a process that stopped (recorded, never placed) is resumed by the job once
// its placing lease has passed, once across job runners (decision 0286).
const broker = heldBroker();
const file = testServerPerFile({ brokers: broker.directory });
let api: Awaited<ReturnType<typeof signedIn>>;
let deps: ResumeDeps;

beforeAll(async () => {
  broker.attach(file.t);
  api = await signedIn(file.t);
  await connectBroker(file.t, api);
  deps = { db: file.t.db, market: file.t.market, brokers: broker.directory };
});

/** A buy recorded as requestorder/ records it, whose placement never ran (its process crashed). */
async function crashedBuy(key: string, offset: number) {
  const basket = await freeBasket(file.t.db, offset);
  const order = { basket_hash: basket.basket_hash, broker_id: 'sec', amount: basket.minimum * 2, order_type: 'MARKET' };
  const preview = (await api.post(API.trading.tradeBasketOrders, { ...order, client_key: key }))
    .body as unknown as TradePreviewBody;
  const link = await file.t.db.query<{ id: number; access_token: string; basket_id: number }>(
    `SELECT l.id, l.access_token, (SELECT id FROM baskets WHERE basket_hash = $2) AS basket_id
       FROM broker_links l WHERE l.user_id = $1 AND l.broker_id = 'sec'`,
    [await userIdOf(file.t.db), basket.basket_hash],
  );
  const { id, access_token, basket_id } = link.rows[0]!;
  const { trade, place } = await recordForPlacement(deps, {
    userId: await userIdOf(file.t.db),
    brokerLink: { id, accessToken: access_token },
    broker: broker.directory('starfolio', 'sec')!,
    basketId: basket_id,
    investmentId: null,
    kind: 'buy',
    orderType: 'MARKET',
    clientKey: key,
    amount: order.amount,
    margin: preview.margin,
    lines: preview.lines.map((l) => ({
      symbol: l.symbol,
      side: l.side,
      quantity: l.quantity,
      indicativePrice: l.indicative_price,
      limitPrice: null,
    })),
  });
  expect(place).toBeDefined();
  return trade;
}
const age = (hash: string, seconds: number) =>
  file.t.db.query(`UPDATE trades SET updated_at = now() - make_interval(secs => $2) WHERE trade_hash = $1`, [
    hash,
    seconds,
  ]);

describe('the resume job (server/trading/resume-placements.ts)', () => {
  it('leaves a trade placing within its lease alone, whatever the market clock says', async () => {
    const trade = await crashedBuy('crashed-fresh-1', 0);
    await age(trade.trade, 10);
    // MARKET_NOW hours ahead of the database's clock: the lease is read on the database's clock alone.
    const ahead = vi.spyOn(file.t.market, 'now').mockReturnValue(new Date(Date.now() + 3 * 3_600_000));
    await file.t.db.query(`UPDATE broker_links SET expires_at = now() + interval '2 days'`);
    try {
      const calls = broker.calls();
      expect(await resumePlacements(deps)).toBe(0);
      expect(broker.calls()).toBe(calls);
    } finally {
      ahead.mockRestore();
    }
    expect((await storedTrade(file.t, trade.trade)).status).toBe('placing');
    // Past the lease, it is the job's (it is placed in the next test, with the other).
    await age(trade.trade, 16);
  });

  it('resumes a trade left placing past the lease once, with two runners racing, and places each line once', async () => {
    const trade = await crashedBuy('crashed-stale-1', 1);
    await age(trade.trade, 60);
    const calls = broker.calls();
    const [a, b] = await Promise.all([resumePlacements(deps), resumePlacements(deps)]);
    // Both stale trades, each by one runner.
    expect(a + b).toBe(2);
    const done = await storedTrade(file.t, trade.trade);
    expect(done.status).toBe('complete');
    const fresh = await storedTrade(
      file.t,
      (
        await file.t.db.query<{ trade_hash: string }>(
          `SELECT trade_hash FROM trades WHERE client_key = 'crashed-fresh-1'`,
        )
      ).rows[0]!.trade_hash,
    );
    expect(fresh.status).toBe('complete');
    // One placement per line at the broker, and one order each in its book.
    expect(broker.calls() - calls).toBe(done.lines.length + fresh.lines.length);
    const orders = await file.t.db.query<{ n: number; tags: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT tag)::int AS tags FROM sim_broker_orders`,
    );
    expect(orders.rows[0]!.n).toBe(done.lines.length + fresh.lines.length);
    expect(orders.rows[0]!.tags).toBe(orders.rows[0]!.n);
    // Nothing is left to resume.
    await age(trade.trade, 60);
    expect(await resumePlacements(deps)).toBe(0);
    expect(broker.calls() - calls).toBe(done.lines.length + fresh.lines.length);
  });

  it('never places late: a trade recorded over 30 minutes ago, or whose session ended, has its lines rejected', async () => {
    const late = await crashedBuy('crashed-late-1', 2);
    await age(late.trade, 60);
    const calls = broker.calls();
    const past = new Date(file.t.market.now().getTime() + RESUME_WITHIN_MS + 60_000);
    const later = vi.spyOn(file.t.market, 'now').mockReturnValue(past);
    try {
      expect(await resumePlacements(deps)).toBe(1);
    } finally {
      later.mockRestore();
    }
    const gaveUp = await storedTrade(file.t, late.trade);
    expect(gaveUp.status).toBe('rejected');
    expect(gaveUp.lines.every((l) => l.status === 'REJECTED' && l.status_message === TRADING.notPlacedTooLate)).toBe(
      true,
    );

    const ended = await crashedBuy('crashed-ended-1', 2);
    await age(ended.trade, 60);
    // The session ended a minute ago on the market clock, which reads it.
    await file.t.db.query(`UPDATE broker_links SET expires_at = $1`, [
      new Date(file.t.market.now().getTime() - 60_000),
    ]);
    expect(await resumePlacements(deps)).toBe(1);
    const stopped = await storedTrade(file.t, ended.trade);
    expect(stopped.status).toBe('rejected');
    expect(stopped.lines.every((l) => l.status_message === TRADING.notPlacedSessionEnded)).toBe(true);
    // Neither reached the broker.
    expect(broker.calls()).toBe(calls);
  });
});
