import { beforeAll, describe, expect, it } from 'vitest';
import { testServerPerFile } from '../test-server-per-file';
import type { BrokerOrder } from '../broker/broker';

import { applyOrderUpdate } from './apply-order-update';
import { insertLink, insertOpenTrade, userIdOf, type InsertedTrade } from './testing/trading-test-fixtures';

const file = testServerPerFile();
let userId: number;
let linkId: number;

beforeAll(async () => {
  userId = await userIdOf(file.t.db);
  linkId = await insertLink(file.t.db, userId);
});

const complete = (line: InsertedTrade['lines'][number], price: number): BrokerOrder => ({
  orderId: line.brokerOrderId,
  tag: '',
  symbol: line.symbol,
  side: 'BUY',
  orderType: 'MARKET',
  quantity: line.quantity,
  filledQuantity: line.quantity,
  averagePrice: price,
  limitPrice: null,
  status: 'COMPLETE',
  statusMessage: null,
  updatedAt: '2026-11-20T05:31:00.000Z',
});

describe('applyOrderUpdate', () => {
  // Placement applies the broker's answer on four lines of a trade at once (server/trading/place-lines.ts).
  // On Postgres, where each runs on its own connection, lines that each held the trade's key-share lock
  // (taken by their cash flow's foreign key) and then asked for its update lock deadlocked.
  it('applies fills of all the lines of one trade at once, each once, and the trade completes', async () => {
    const symbols: [string, number][] = [
      ['INFY', 3],
      ['TCS', 2],
      ['HDFCBANK', 4],
      ['ITC', 10],
    ];
    // At the last prices: a fill outside the day's price band would be refused.
    const prices = await file.t.market.ltp(symbols.map(([symbol]) => symbol));
    for (let round = 0; round < 8; round += 1) {
      const trade = await insertOpenTrade(file.t.db, {
        userId,
        linkId,
        basketHash: 'quality-compounders',
        lines: symbols,
      });
      const applied = await Promise.all(
        trade.lines.map((line) =>
          applyOrderUpdate({ db: file.t.db, market: file.t.market }, complete(line, prices[line.symbol]!), {
            lineId: line.id,
          }),
        ),
      );
      expect(applied.every((a) => a?.changed)).toBe(true);
      // Exactly one of the four saw the trade become final.
      expect(applied.filter((a) => a?.becameFinal)).toHaveLength(1);
      const { rows } = await file.t.db.query<{ status: string; flows: number; holdings: number }>(
        `SELECT t.status,
                (SELECT count(*)::int FROM investment_cash_flows f WHERE f.trade_id = t.id) AS flows,
                (SELECT count(*)::int FROM investment_holdings h WHERE h.investment_id = t.investment_id) AS holdings
           FROM trades t WHERE t.id = $1`,
        [trade.id],
      );
      expect(rows[0]).toEqual({ status: 'complete', flows: 4, holdings: 4 });
    }
  });
});
