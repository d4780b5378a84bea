import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';
import { log } from '../../log';
import { sessionPriceBand, type PriceBand } from '../../market/price-band';
import { istDateOf } from '../../market/ist';

import {
  insertLink,
  insertOpenTrade,
  postback,
  simOrder,
  userIdOf,
  type InsertedTrade,
} from '../../trading/testing/trading-test-fixtures';

// Signed postbacks that cannot be true (docs/trading.md, "Accepting an update"; decision 0233): the
// review's forged update made an open 8-share line 1,000,000 shares filled at ₹0.05.
const file = testServerPerFile();
let userId: number;
let linkId: number;
let band: PriceBand;
let price: number;

beforeAll(async () => {
  userId = await userIdOf(file.t.db);
  linkId = await insertLink(file.t.db, userId);
  band = (await sessionPriceBand(file.t.market, 'DRREDDY', istDateOf(file.t.market.now())))!;
  price = (await file.t.market.ltp(['DRREDDY'])).DRREDDY!;
});
afterEach(() => vi.restoreAllMocks());

const openLine = async () => {
  const trade = await insertOpenTrade(file.t.db, {
    userId,
    linkId,
    basketHash: 'quality-compounders',
    lines: [['DRREDDY', 8]],
  });
  return { trade, line: trade.lines[0]! };
};

/** Everything an update may change: the line, its trade, the investment, its holdings and cash flows. */
async function books(trade: InsertedTrade) {
  const q = async (sql: string) => (await file.t.db.query(sql, [trade.id])).rows;
  return {
    line: await q(
      `SELECT status, quantity, filled_quantity, average_price, broker_order_id, status_message, updated_at
         FROM trade_orders WHERE trade_id = $1`,
    ),
    trade: await q('SELECT status, updated_at FROM trades WHERE id = $1'),
    investment: await q(
      `SELECT i.status, i.closed_at FROM investments i JOIN trades t ON t.investment_id = i.id WHERE t.id = $1`,
    ),
    holdings: await q(
      `SELECT h.symbol, h.quantity, h.average_price FROM investment_holdings h
         JOIN trades t ON t.investment_id = h.investment_id WHERE t.id = $1 ORDER BY h.symbol`,
    ),
    flows: await q(
      `SELECT f.kind, f.amount FROM investment_cash_flows f
         JOIN trades t ON t.investment_id = f.investment_id WHERE t.id = $1 ORDER BY f.id`,
    ),
  };
}

/** Posts a signed postback for the line: 200 { applied }. */
async function post(body: object) {
  const res = await postback(file.t, JSON.stringify(body));
  expect(res.status).toBe(200);
  return ((await res.json()) as { body: { applied: boolean } }).body.applied;
}

const refusals = () => {
  const warn = vi.spyOn(log, 'warn');
  return () => warn.mock.calls.filter(([msg]) => msg === 'order update refused').map(([, fields]) => fields);
};

describe('a signed postback that cannot be true', () => {
  it('is refused when it fills more than was placed, the review’s 1,000,000 shares at ₹0.05, and changes nothing', async () => {
    const { trade, line } = await openLine();
    const before = await books(trade);
    const logged = refusals();
    const forged = { ...simOrder(line, { status: 'COMPLETE', filled: 1_000_000, price: 0.05 }), quantity: 1_000_000 };
    expect(await post(forged)).toBe(false);
    // Over the quantity placed, even at a price within the band.
    const over = { ...simOrder(line, { status: 'COMPLETE', filled: 9, price }), quantity: 9, pending_quantity: 0 };
    expect(await post(over)).toBe(false);
    expect(await books(trade)).toEqual(before);
    expect(logged()).toEqual([
      expect.objectContaining({ trade: trade.hash, line: line.id, reason: 'quantity 1000000 is above the 8 placed' }),
      expect.objectContaining({ trade: trade.hash, line: line.id, reason: 'quantity 9 is above the 8 placed' }),
    ]);
  });

  it('is refused when it fills outside the day’s price band, and changes nothing', async () => {
    const { trade, line } = await openLine();
    const before = await books(trade);
    const logged = refusals();
    for (const at of [0.05, band.low - 0.05, band.high + 0.05]) {
      expect(await post(simOrder(line, { status: 'COMPLETE', filled: 8, price: at }))).toBe(false);
    }
    expect(await books(trade)).toEqual(before);
    expect(logged().map((f) => (f as { reason: string }).reason)).toEqual([
      expect.stringMatching(/^average price ₹0\.05 is outside the day’s band/),
      expect.stringMatching(/^average price ₹[\d,.]+ is outside the day’s band/),
      expect.stringMatching(/^average price ₹[\d,.]+ is outside the day’s band/),
    ]);
  });

  it('is refused when it takes back shares already filled', async () => {
    const { trade, line } = await openLine();
    expect(await post(simOrder(line, { status: 'OPEN', filled: 5, price }))).toBe(true);
    const before = await books(trade);
    expect(await post(simOrder(line, { status: 'OPEN', filled: 2, price }))).toBe(false);
    expect(await books(trade)).toEqual(before);
  });
});

describe('a signed postback that is true', () => {
  it('applies a partial fill, then the rest, at the band’s edges', async () => {
    const { trade, line } = await openLine();
    expect(await post(simOrder(line, { status: 'OPEN', filled: 3, price: band.low }))).toBe(true);
    const average = Math.round(((3 * band.low + 5 * band.high) / 8) * 100) / 100;
    expect(await post(simOrder(line, { status: 'COMPLETE', filled: 8, price: average }))).toBe(true);
    const after = await books(trade);
    expect(after.line).toEqual([
      expect.objectContaining({
        status: 'COMPLETE',
        quantity: 8,
        filled_quantity: 8,
        average_price: average.toFixed(2),
      }),
    ]);
    expect(after.trade).toEqual([expect.objectContaining({ status: 'complete' })]);
    expect(after.holdings).toEqual([{ symbol: 'DRREDDY', quantity: 8, average_price: average.toFixed(2) }]);
    const second = Math.round((8 * average - 3 * band.low) * 100) / 100;
    expect(after.flows).toEqual([
      { kind: 'buy', amount: (-3 * band.low).toFixed(2) },
      { kind: 'buy', amount: (-second).toFixed(2) },
    ]);
  });
});
