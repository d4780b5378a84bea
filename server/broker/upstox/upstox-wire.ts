/**
 * Upstox API v2's order statuses (lower case, as Upstox writes them) the simulator reports; Upstox has
 * more passing ones ('open pending', 'modify pending', 'trigger pending'…), read as OPEN.
 */
export type UpstoxOrderStatus =
  | 'put order req received'
  | 'validation pending'
  | 'open'
  | 'complete'
  | 'rejected'
  | 'cancelled'
  | 'after market order req received'
  | 'cancelled after market order';

/** An order in Upstox's order book, history, details and webhook (snake_case on the wire). */
export interface UpstoxWireOrder {
  order_id: string;
  tag: string | null;
  trading_symbol: string;
  instrument_token: string;
  transaction_type: 'BUY' | 'SELL';
  order_type: 'MARKET' | 'LIMIT';
  quantity: number;
  filled_quantity: number;
  average_price: number | null;
  price: number;
  status: UpstoxOrderStatus | string;
  status_message: string | null;
  order_timestamp: string;
  exchange_timestamp: string | null;
  is_amo: boolean;
}

/** Upstox's instrument key of an NSE equity: the segment and the ISIN. */
export const nseInstrumentKey = (isin: string) => `NSE_EQ|${isin}`;
