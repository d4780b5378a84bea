import type { Database } from '../db/database';
import type { MarketData } from '../market/market-data';
import { lockAccount } from './sim-books';
import { matchOrder } from './sim-fill';
import { ORDER_COLUMNS, type SimOrderRow } from './sim-order-store';

/**
 * The matcher's round (docs/brokers.md, "Matching"): every account with open orders, one transaction
 * each, its row taken with FOR UPDATE SKIP LOCKED, so several processes (or two rounds at once) share
 * the accounts and never fill an order twice. Answers how many orders changed.
 */
export async function matchOpenOrders(db: Database, market: MarketData, now: Date = market.now()): Promise<number> {
  const { rows: accounts } = await db.query<{ account_id: number }>(
    `SELECT DISTINCT account_id FROM sim_broker_orders WHERE status = 'OPEN' ORDER BY account_id`,
  );
  let changed = 0;
  for (const { account_id } of accounts) {
    changed += await db.transaction(async (tx) => {
      const account = await lockAccount(tx, account_id, { skipLocked: true });
      if (!account) return 0;
      const { rows } = await tx.query<SimOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM sim_broker_orders WHERE account_id = $1 AND status = 'OPEN' ORDER BY id FOR UPDATE`,
        [account_id],
      );
      let n = 0;
      for (const order of rows) if (await matchOrder(tx, market, account, order, now)) n += 1;
      return n;
    });
  }
  return changed;
}
