import type { OrderSide, OrderType } from '#contract/trading/types';

/**
 * Kite Connect v3's answers, the fields the product reads (the simulator writes them all: see
 * testing/fixtures/ for Zerodha's published examples). `{ status: 'success', data }` or
 * `{ status: 'error', error_type, message }`; the official client unwraps `data` and throws the rest.
 */
export type KiteErrorType =
  | 'TokenException'
  | 'UserException'
  | 'OrderException'
  | 'InputException'
  | 'MarginException'
  | 'HoldingException'
  | 'NetworkException'
  | 'DataException'
  | 'GeneralException';

export interface KiteError {
  error_type: KiteErrorType | string;
  message: string;
}

/** Kite's order statuses the simulator reports (Kite has a few more passing ones, read as OPEN). */
export type KiteOrderStatus =
  'AMO REQ RECEIVED' | 'PUT ORDER REQ RECEIVED' | 'VALIDATION PENDING' | 'OPEN' | 'COMPLETE' | 'REJECTED' | 'CANCELLED';

/** An order in the order book, its history and postbacks. Timestamps: kite-time.ts. */
export interface KiteOrder {
  order_id: string;
  /** The account's client code. */
  placed_by: string;
  status: KiteOrderStatus | string;
  status_message: string | null;
  order_timestamp: string;
  exchange_update_timestamp: string | null;
  variety: string;
  exchange: string;
  tradingsymbol: string;
  order_type: OrderType;
  transaction_type: OrderSide;
  product: string;
  quantity: number;
  /** The limit price; 0 for a market order. */
  price: number;
  /** 0 before any fill. */
  average_price: number;
  filled_quantity: number;
  pending_quantity: number;
  cancelled_quantity: number;
  market_protection: number;
  tag: string | null;
}

interface KiteSegmentMargins {
  enabled: boolean;
  /** What the account can trade with now. */
  net: number;
  available: { cash: number; live_balance: number };
  /** `debits`: all that is in use (blocked by open orders). */
  utilised: { debits: number };
}

export interface KiteMargins {
  equity: KiteSegmentMargins;
}

export interface KiteHolding {
  tradingsymbol: string;
  exchange: string;
  /** Settled shares; `t1_quantity` are bought and not yet settled. */
  quantity: number;
  t1_quantity: number;
  average_price: number;
}

export interface KiteSession {
  user_id: string;
  access_token: string;
  /** A Kite timestamp; the official client hands it over as a Date (kite-time.ts). */
  login_time: string | Date;
}
