import type { Database, Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { lockAccount, type SimAccount } from './sim-books';
import { matchOrder } from './sim-fill';
import { ORDER_COLUMNS, type SimOrderRow } from './sim-order-store';

/**
 * The matcher's round (docs/brokers.md, "Matching"): every account with open orders, one transaction
 * each, its row taken with FOR UPDATE SKIP LOCKED, so several processes (or two rounds at once) share
 * the accounts and never fill an order twice. Answers how many orders changed.
 */
export async function matchOpenOrders(db: Database, market: MarketData, now: Date = market.now()): Promise<number> {
  return eachAccountsOrders(db, { where: `status = 'OPEN'`, params: [] }, async (tx, account, orders) => {
    let n = 0;
    for (const order of orders) if (await matchOrder(tx, market, account, order, now)) n += 1;
    return n;
  });
}

/**
 * Runs `run` for every account with orders matching `where` (its parameters from $2), one transaction each: the
 * account's row taken with FOR UPDATE SKIP LOCKED (an account another process holds is left to it), then those
 * orders FOR UPDATE, oldest first. Answers the sum of what `run` answers.
 */
export async function eachAccountsOrders(
  db: Database,
  orders: { where: string; params: unknown[] },
  run: (tx: Queryable, account: SimAccount, orders: SimOrderRow[]) => Promise<number>,
): Promise<number> {
  // $1 is the account in the orders' query; here a bound that holds for every row, so `where` reads the same $2….
  const { rows: accounts } = await db.query<{ account_id: number }>(
    `SELECT DISTINCT account_id FROM sim_broker_orders WHERE account_id > $1 AND ${orders.where} ORDER BY account_id`,
    [0, ...orders.params],
  );
  let total = 0;
  for (const { account_id } of accounts) {
    total += await db.transaction(async (tx) => {
      const account = await lockAccount(tx, account_id, { skipLocked: true });
      if (!account) return 0;
      const { rows } = await tx.query<SimOrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM sim_broker_orders WHERE account_id = $1 AND ${orders.where} ORDER BY id FOR UPDATE`,
        [account_id, ...orders.params],
      );
      return run(tx, account, rows);
    });
  }
  return total;
}
