import type { OrderSide, OrderType } from '#contract/trading/types';
import type { Queryable } from '../db/database';
import { kitePostbackBody, type SimOrderState } from './sim-kite-shapes';
import { providerOfCompany } from './sim-hosts';
import { upstoxWebhookBody } from './upstox/upstox-sim-shapes';
import type { SimOrderStatus } from './sim-kite-shapes';

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
  status: SimOrderStatus;
  status_message: string | null;
  blocked_amount: number;
  /** 'amo' for an after-market order (./sim-amo.ts). */
  variety: 'regular' | 'amo';
  /** A market AMO's protection, a percentage (-1: the broker's own); null otherwise. */
  market_protection: number | null;
  placed_at: Date;
  updated_at: Date;
}

export const ORDER_COLUMNS = `id, order_id, account_id, api_key, tag, symbol, side, order_type, quantity,
  limit_price::float8 AS limit_price, filled_quantity, average_price::float8 AS average_price, status,
  status_message, blocked_amount::float8 AS blocked_amount, placed_at, updated_at, variety,
  market_protection::float8 AS market_protection`;

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
  const { rows: acc } = await tx.query<{ client_code: string; broker: string }>(
    'SELECT client_code, broker FROM sim_broker_accounts WHERE id = $1',
    [o.account_id],
  );
  const { client_code: code, broker } = acc[0]!;
  // The update in the company's own protocol: Kite's postback (its checksum added on delivery) or Upstox's webhook.
  const body = providerOfCompany(broker) === 'upstox' ? upstoxWebhookBody(o, code) : kitePostbackBody(o, code);
  await tx.query(
    `INSERT INTO sim_broker_postbacks (event_id, api_key, body, next_attempt_at) VALUES ($1, $2, $3, now())`,
    [rows[0]!.id, o.api_key, JSON.stringify(body)],
  );
}

/** A new order's fields as the API read them (the order id and times are the store's). */
export interface NewOrderRow {
  orderId: string;
  accountId: number;
  apiKey: string;
  tag: string;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  quantity: number;
  limitPrice: number | null;
  /** An after-market order's (./sim-amo.ts): queued as 'AMO REQ RECEIVED' with its market protection. */
  amo?: { marketProtection: number | null };
}

/**
 * Inserts an order once per (account, tag): the new row, or the order id the tag already placed. Every order
 * starts here, RECEIVED (or 'AMO REQ RECEIVED'); its first event is the caller's saveOrder.
 */
export async function insertOrderOnce(tx: Queryable, n: NewOrderRow, now: Date): Promise<SimOrderRow | string> {
  const { rows } = await tx.query<SimOrderRow>(
    `INSERT INTO sim_broker_orders (order_id, account_id, api_key, tag, symbol, side, order_type, quantity,
                                    limit_price, status, placed_at, updated_at, variety, market_protection)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13)
     ON CONFLICT (account_id, tag) DO NOTHING RETURNING ${ORDER_COLUMNS}`,
    [
      n.orderId,
      n.accountId,
      n.apiKey,
      n.tag,
      n.symbol,
      n.side,
      n.orderType,
      n.quantity,
      n.limitPrice,
      n.amo ? 'AMO REQ RECEIVED' : 'RECEIVED',
      now,
      n.amo ? 'amo' : 'regular',
      n.amo?.marketProtection ?? null,
    ],
  );
  if (rows[0]) return rows[0];
  const existing = await tx.query<{ order_id: string }>(
    'SELECT order_id FROM sim_broker_orders WHERE account_id = $1 AND tag = $2',
    [n.accountId, n.tag],
  );
  return existing.rows[0]!.order_id;
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
