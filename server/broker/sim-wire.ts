import type { OrderSide, OrderStatus, OrderType } from '#contract/trading/types';

/**
 * The simulated broker's answers (server/broker-sim/), shaped as Kite Connect's: `{ status: 'success',
 * data }` or `{ status: 'error', error_type, message }` with Kite's exception names. The order is also
 * the body of a postback.
 */
export type SimErrorType = 'TokenException' | 'InputException' | 'OrderException' | 'DataException';

export type SimAnswer<T> =
  { status: 'success'; data: T } | { status: 'error'; error_type: SimErrorType; message: string };

/** Kite's statuses: the product's, and 'AMO REQ RECEIVED' for an after-market order queued until the open. */
export type SimOrderStatus = OrderStatus | 'AMO REQ RECEIVED';

export interface SimOrder {
  order_id: string;
  /** Kite's variety: 'amo' for an after-market order, whatever its status. */
  variety: 'regular' | 'amo';
  /** The account's client code. */
  user_id: string;
  tag: string;
  tradingsymbol: string;
  transaction_type: OrderSide;
  order_type: OrderType;
  quantity: number;
  filled_quantity: number;
  pending_quantity: number;
  /** 0 before any fill, as Kite's. */
  average_price: number;
  /** The limit price; 0 for a market order. */
  price: number;
  status: SimOrderStatus;
  status_message: string | null;
  order_timestamp: string;
  exchange_update_timestamp: string;
}

export interface SimSessionData {
  user_id: string;
  access_token: string;
  /** ISO 8601: 06:00 IST after the sign-in. */
  expires_at: string;
}

export interface SimMargins {
  equity: { net: number; available: { cash: number }; utilised: { blocked: number } };
}

export interface SimHolding {
  tradingsymbol: string;
  quantity: number;
  average_price: number;
}
