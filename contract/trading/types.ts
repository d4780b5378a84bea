import { z } from 'zod';
import type { OrderStatus } from './order-statuses';
import type { CashFlow } from '#contract/investments/types';

/**
 * Brokers, basket trades and their orders (docs/trading.md): the answer shapes and request schemas
 * the server and the app agree on. Money is in rupees with paisa; quantities are whole shares.
 */

export type { OrderStatus } from './order-statuses';
export type OrderSide = 'BUY' | 'SELL';
export type OrderType = 'MARKET' | 'LIMIT';
export type TradeKind = 'buy' | 'sip' | 'rebalance' | 'repair' | 'exit';
/** placing: lines not yet all with the broker; partial: some lines done short (partly filled, rejected or cancelled). */
export type TradeStatus = 'placing' | 'open' | 'partial' | 'complete' | 'rejected' | 'cancelled';

export interface ConnectedBroker {
  /** The brand config's broker id ('sec', 'second'). */
  broker_id: string;
  name: string;
  client_code: string;
  connected_at: string;
  /** When the broker session ends (06:00 IST the next day); null once it has. */
  session_expires_at: string | null;
  /** True while the broker session is live: trading works without signing in at the broker again. */
  session_active: boolean;
}

export interface ConnectedBrokersBody {
  brokers: ConnectedBroker[];
  /** The brand's brokers the user has not connected. */
  available: { broker_id: string; name: string }[];
}

/**
 * body of head.status '110' from a trading call: the connected broker whose session ended (06:00 IST).
 * The user stays signed in; the app asks for the sign-in at that broker again. A '110' without it is a
 * product session opened by broker sign-in that expired (docs/session.md).
 */
export interface BrokerSessionEndedBody {
  broker_id: string;
}

export const brokerIdRequest = z.object({ broker_id: z.string().trim().min(1).max(40) });
export const connectBrokerRequest = brokerIdRequest.extend({
  /** A same-site path to come back to; defaults to /settings/brokers/. */
  next: z.string().max(300).optional(),
});
export interface ConnectBrokerBody {
  /** The broker's sign-in page (an allow-listed redirect host). */
  redirect: string;
}

/** One order line as previewed or placed. */
export interface OrderLine {
  /** The line's id once placed; absent in a preview. */
  order_id?: string;
  symbol: string;
  name: string;
  side: OrderSide;
  quantity: number;
  /** The last price the quantities were computed from. */
  indicative_price: number;
  value: number;
  limit_price: number | null;
  status?: OrderStatus;
  filled_quantity?: number;
  average_price?: number | null;
  status_message?: string | null;
  /** Rebalance lines only (docs/trading.md "Action tags"). */
  totalShareQty?: number;
  newShareQty?: number;
  tag?: string;
}

export interface TradeCharges {
  brokerage: number;
  stt: number;
  exchange: number;
  sebi: number;
  stamp: number;
  gst: number;
  total: number;
}

export interface TradePreviewBody {
  basket_hash: string;
  basket_name: string;
  kind: TradeKind;
  order_type: OrderType;
  amount: number;
  lines: OrderLine[];
  /** Sum of the lines' values. */
  total: number;
  /** amount − total: what whole shares leave unspent. */
  leftover: number;
  /** Market orders: 2 % of the order value or ₹5,000, whichever is lower; 0 for limit orders. */
  margin: number;
  charges: TradeCharges;
  /** total + margin + charges.total: what the broker checks the funds against (buys). */
  funds_needed: number;
  /** The broker's available funds, when a broker session is live. */
  funds_available: number | null;
  /**
   * Whether orders are accepted now, and when the next window opens (ISO); `session` states a special session's
   * hours (TRADING.specialSession) when the window is closed on or before one.
   */
  window: {
    open: boolean;
    message: string | null;
    next_open: string;
    session?: string;
    /**
     * While the window is closed: whether the order may be queued at the broker as an after-market order now
     * (sent at `next_open`), and why not (TRADING.amoClosed) when it may not.
     */
    amo?: { open: boolean; message: string | null };
  };
}

const clientKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A client key is 8 to 64 letters, digits, - or _.');
const rupees = z.coerce.number().finite().positive().max(100_000_000);

export const tradePreviewRequest = z.object({
  basket_hash: z.string().trim().min(1).max(80),
  broker_id: z.string().trim().min(1).max(40),
  amount: rupees,
  order_type: z.enum(['MARKET', 'LIMIT']).default('MARKET'),
});
export type TradePreviewRequest = z.infer<typeof tradePreviewRequest>;

/**
 * 'amo' places the trade as an after-market order while the window is closed (docs/trading.md, "After-market
 * orders"); without it a closed window is refused with the spec's message. A buy and an exit may ask for it.
 */
export const tradeVariety = z.enum(['regular', 'amo']).optional();

export const placeTradeRequest = tradePreviewRequest.extend({
  client_key: clientKey,
  /** LIMIT orders: a price per symbol; a symbol left out gets its indicative price. */
  limit_prices: z.record(z.string(), rupees).optional(),
  variety: tradeVariety,
});
export type PlaceTradeRequest = z.infer<typeof placeTradeRequest>;

export interface Trade {
  trade: string;
  kind: TradeKind;
  status: TradeStatus;
  order_type: OrderType;
  basket_hash: string;
  basket_name: string;
  broker_id: string;
  /** The investment the trade belongs to (null only before it exists). */
  investment: string | null;
  amount: number;
  margin: number;
  lines: OrderLine[];
  created_at: string;
  updated_at: string;
  /** An after-market order: queued at the broker and sent to the exchange at the next open. Absent otherwise. */
  variety?: 'amo';
  /** An after-market order not yet sent: when it will be (ISO, the next session's open). Absent once it is. */
  queued_for?: string;
}
export type TradeBody = Trade;

export interface OrdersBody {
  trades: Trade[];
  isNextPage: boolean;
  thisPageNumber: number;
  /** ISO, the market clock: when this page was read (the app shows it, offline too). */
  as_of: string;
}

export const tradeQuery = z.object({ trade: z.string().trim().min(1).max(64) });
export const updateOrderRequest = tradeQuery.extend({
  order_id: z.string().trim().min(1).max(64),
  quantity: z.coerce.number().int().positive().max(1_000_000).optional(),
  order_type: z.enum(['MARKET', 'LIMIT']).optional(),
  limit_price: rupees.optional(),
});
export type UpdateOrderRequest = z.infer<typeof updateOrderRequest>;
export const cancelOrderRequest = tradeQuery.extend({ order_id: z.string().trim().min(1).max(64).optional() });
export const investmentKeyRequest = z.object({ investment: z.string().trim().min(1).max(64), client_key: clientKey });

/** GET transactions/details/?investment=: the investment's trades, newest first, each with its cash flows. */
export interface TransactionsBody {
  investment: string;
  trades: (Trade & { cash_flows: CashFlow[] })[];
}
export const ordersQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
