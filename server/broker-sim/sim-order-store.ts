import type { OrderSide, OrderStatus, OrderType } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import { kitePostbackBody, type SimOrderState } from './sim-kite-shapes';

/** A row of sim_broker_orders, numbers as numbers. */
export interface SimOrderRow {
  id: number;
  order_id: string;
  account_id: number;
  api_key: string;
  tag: string;
  symbol: string;
  side: OrderSide;
  order_type: OrderType;
  quantity: number;
  limit_price: number | null;
  filled_quantity: number;
  average_price: number | null;
  status: OrderStatus;
  status_message: string | null;
  blocked_amount: number;
  placed_at: Date;
  updated_at: Date;
}

export const ORDER_COLUMNS = `id, order_id, account_id, api_key, tag, symbol, side, order_type, quantity,
  limit_price::float8 AS limit_price, filled_quantity, average_price::float8 AS average_price, status,
  status_message, blocked_amount::float8 AS blocked_amount, placed_at, updated_at`;

/**
 * Writes the order's new state, its event, and the postback to the app that placed it (delivered by
 * ./sim-postbacks.ts). Every status change and every fill goes through here.
 */
export async function saveOrder(tx: Queryable, o: SimOrderRow, now: Date) {
  o.updated_at = now;
  await tx.query(
    `UPDATE sim_broker_orders SET quantity = $2, order_type = $3, limit_price = $4, filled_quantity = $5,
            average_price = $6, status = $7, status_message = $8, blocked_amount = $9, updated_at = $10
      WHERE id = $1`,
    [
      o.id,
      o.quantity,
      o.order_type,
      o.limit_price,
      o.filled_quantity,
      o.average_price,
      o.status,
      o.status_message,
      o.blocked_amount,
      now,
    ],
  );
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO sim_broker_order_events (order_id, status, filled_quantity, average_price, status_message, at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [o.id, o.status, o.filled_quantity, o.average_price, o.status_message, now],
  );
  const { rows: acc } = await tx.query<{ client_code: string }>(
    'SELECT client_code FROM sim_broker_accounts WHERE id = $1',
    [o.account_id],
  );
  await tx.query(
    `INSERT INTO sim_broker_postbacks (event_id, api_key, body, next_attempt_at) VALUES ($1, $2, $3, now())`,
    [rows[0]!.id, o.api_key, JSON.stringify(kitePostbackBody(o, acc[0]!.client_code))],
  );
}

export async function ordersOf(db: Queryable, accountId: number, where = 'TRUE', params: unknown[] = []) {
  const { rows } = await db.query<SimOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sim_broker_orders WHERE account_id = $1 AND ${where} ORDER BY id`,
    [accountId, ...params],
  );
  return rows;
}

/** An order's states, oldest first (Kite's order history, GET /orders/{order_id}). */
export async function historyOf(db: Queryable, orderRowId: number) {
  const { rows } = await db.query<SimOrderState>(
    `SELECT status, filled_quantity, average_price::float8 AS average_price, status_message, at
       FROM sim_broker_order_events WHERE order_id = $1 ORDER BY id`,
    [orderRowId],
  );
  return rows;
}
