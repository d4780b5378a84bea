import { randomInt } from 'node:crypto';
import type { OrderSide, OrderType } from '#contract/trading/types';
import type { Database, Queryable } from '../db/database';
import type { MarketData } from '../market/market-data';
import { istDateOf } from '../market/ist';
import { lockAccount, type SimAccount } from './sim-books';
import { cancelOrder, matchOrder, reblock } from './sim-fill';
import { insertOrderOnce, ORDER_COLUMNS, saveOrder, type SimOrderRow } from './sim-order-store';
import { blockFor } from './sim-rules';

export interface NewSimOrder {
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  quantity: number;
  limitPrice: number | null;
  tag: string;
}

/** A refusal of the request itself (HTTP 400, Kite's OrderException): the order, if any, is unchanged. */
export class SimOrderRefused extends Error {}
export const NO_ORDER = 'No such order.';

export const MESSAGES = {
  closed: 'Markets are closed right now. Orders are accepted during the exchange session only.',
  funds: (needed: number, available: number) =>
    `Insufficient funds. Required margin is ${needed.toFixed(2)} but available margin is ${available.toFixed(2)}.`,
  holdings: (symbol: string) => `Insufficient holdings of ${symbol} to sell.`,
  notOpen: 'The order is not open: it cannot be changed.',
  cancelled: 'Cancelled by the investor.',
} as const;

export const newOrderId = (now: Date) =>
  `${istDateOf(now).slice(2).replace(/-/g, '')}${String(randomInt(1e9)).padStart(9, '0')}`;

export async function lockOrder(tx: Queryable, accountId: number, orderId: string) {
  const { rows } = await tx.query<SimOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sim_broker_orders WHERE account_id = $1 AND order_id = $2 FOR UPDATE`,
    [accountId, orderId],
  );
  return rows[0];
}

/** Shares of a symbol the account holds and has not already offered in open sells. */
async function sellable(tx: Queryable, accountId: number, symbol: string, exceptId = 0) {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT COALESCE((SELECT quantity FROM sim_broker_holdings WHERE account_id = $1 AND symbol = $2), 0)
          - COALESCE((SELECT sum(quantity - filled_quantity) FROM sim_broker_orders
                       WHERE account_id = $1 AND symbol = $2 AND side = 'SELL' AND status = 'OPEN' AND id <> $3), 0) AS n`,
    [accountId, symbol, exceptId],
  );
  return Number(rows[0]!.n);
}

/** Validates a received order: REJECTED with the broker's reason, or OPEN with its cash blocked. */
export async function validateOrder(tx: Queryable, market: MarketData, account: SimAccount, o: SimOrderRow, now: Date) {
  const session = market.calendar.sessionAt(now);
  const ltp = (await market.quote(o.symbol))?.ltp ?? 0;
  let reason: string | null = null;
  if (!session || now >= session.closesAt) reason = MESSAGES.closed;
  else if (o.side === 'BUY') {
    const needed = blockFor(o.order_type, o.quantity, o.limit_price ?? ltp);
    const available = account.cash - account.blocked;
    if (needed > available) reason = MESSAGES.funds(needed, Math.max(0, available));
  } else if ((await sellable(tx, account.id, o.symbol, o.id)) < o.quantity) reason = MESSAGES.holdings(o.symbol);
  if (reason) {
    o.status = 'REJECTED';
    o.status_message = reason;
  } else {
    o.status = 'OPEN';
    await reblock(tx, account, o, o.limit_price ?? ltp);
  }
  await saveOrder(tx, o, now);
}

/**
 * Places an order, once per tag: a tag the account has used answers the order it placed. The order
 * goes RECEIVED → VALIDATION PENDING → OPEN or REJECTED, and is matched at once when it can fill.
 */
export async function placeSimOrder(
  db: Database,
  market: MarketData,
  accountId: number,
  apiKey: string,
  input: NewSimOrder,
) {
  const now = market.now();
  return db.transaction(async (tx) => {
    const account = (await lockAccount(tx, accountId))!;
    const o = await insertOrderOnce(tx, { orderId: newOrderId(now), accountId, apiKey, ...input }, now);
    if (typeof o === 'string') return o;
    await saveOrder(tx, o, now);
    o.status = 'VALIDATION PENDING';
    await saveOrder(tx, o, now);
    await validateOrder(tx, market, account, o, now);
    await matchOrder(tx, market, account, o, now);
    return o.order_id;
  });
}

export interface SimOrderChange {
  quantity?: number;
  orderType?: OrderType;
  limitPrice?: number;
}

/** Changes an open order's quantity (not below what filled), type or limit; re-checks funds and holdings. */
export async function modifySimOrder(
  db: Database,
  market: MarketData,
  accountId: number,
  orderId: string,
  change: SimOrderChange,
) {
  const now = market.now();
  await db.transaction(async (tx) => {
    const account = (await lockAccount(tx, accountId))!;
    const o = await lockOrder(tx, accountId, orderId);
    if (!o) throw new SimOrderRefused(NO_ORDER);
    if (o.status !== 'OPEN') throw new SimOrderRefused(MESSAGES.notOpen);
    const quantity = change.quantity ?? o.quantity;
    const type = change.orderType ?? o.order_type;
    const limit = type === 'LIMIT' ? (change.limitPrice ?? o.limit_price) : null;
    if (quantity <= o.filled_quantity)
      throw new SimOrderRefused(`The quantity must exceed the ${o.filled_quantity} filled.`);
    if (type === 'LIMIT' && limit === null) throw new SimOrderRefused('A limit order needs a price.');
    const ltp = (await market.quote(o.symbol))?.ltp ?? 0;
    if (o.side === 'BUY') {
      const needed = blockFor(type, quantity - o.filled_quantity, limit ?? ltp);
      const available = account.cash - account.blocked + o.blocked_amount;
      if (needed > available) throw new SimOrderRefused(MESSAGES.funds(needed, Math.max(0, available)));
    } else if ((await sellable(tx, accountId, o.symbol, o.id)) < quantity - o.filled_quantity) {
      throw new SimOrderRefused(MESSAGES.holdings(o.symbol));
    }
    Object.assign(o, { quantity, order_type: type, limit_price: limit, status_message: 'Modified.' });
    await reblock(tx, account, o, limit ?? ltp);
    await saveOrder(tx, o, now);
    await matchOrder(tx, market, account, o, now);
  });
}

export async function cancelSimOrder(db: Database, market: MarketData, accountId: number, orderId: string) {
  const now = market.now();
  await db.transaction(async (tx) => {
    const account = (await lockAccount(tx, accountId))!;
    const o = await lockOrder(tx, accountId, orderId);
    if (!o) throw new SimOrderRefused(NO_ORDER);
    if (o.status !== 'OPEN') throw new SimOrderRefused(MESSAGES.notOpen);
    await cancelOrder(tx, account, o, MESSAGES.cancelled, now);
  });
}
