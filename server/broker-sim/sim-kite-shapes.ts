import { createHash } from 'node:crypto';
import type { OrderStatus } from '#contract/trading/types';
import { kiteTimestamp } from '../broker/kite/kite-time';
import type { KiteOrder, KiteOrderStatus } from '../broker/kite/kite-wire';
import type { SimOrderRow } from './sim-order-store';
import { roundToPaisa } from '#contract/money/paise';

/**
 * The simulated broker's answers in Kite Connect v3's shapes, every field of Zerodha's published
 * examples (server/broker/kite/testing/fixtures/, checked by sim-kite-shapes.test.ts), filled with
 * what the simulator knows and Kite's empty values for what it does not model (no exchange, no
 * commodity segment, no collateral).
 */

/** A stable instrument token per symbol (Kite's are the exchange's numbers; the LTP quote and the order book carry them). */
export const instrumentToken = (symbol: string) => createHash('sha256').update(symbol).digest().readUInt32BE(0) >>> 8;

/** The simulator's order statuses: the product's, and Kite's 'AMO REQ RECEIVED' for an after-market order queued until the open. */
export type SimOrderStatus = OrderStatus | 'AMO REQ RECEIVED';

const KITE_STATUS: Record<SimOrderStatus, KiteOrderStatus> = {
  'AMO REQ RECEIVED': 'AMO REQ RECEIVED',
  RECEIVED: 'PUT ORDER REQ RECEIVED',
  'VALIDATION PENDING': 'VALIDATION PENDING',
  OPEN: 'OPEN',
  COMPLETE: 'COMPLETE',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
};

/** One state of an order (the order now, or an event of its history). */
export interface SimOrderState {
  status: SimOrderStatus;
  filled_quantity: number;
  average_price: number | null;
  status_message: string | null;
  at: Date;
}

const stateOf = (o: SimOrderRow): SimOrderState => ({ ...o, at: o.updated_at });

/** The order as the order book, its history and postbacks show it, in the state given. */
export function kiteOrder(o: SimOrderRow, clientCode: string, s: SimOrderState = stateOf(o)) {
  const queued = s.status === 'AMO REQ RECEIVED';
  const open = queued || s.status === 'OPEN' || s.status === 'RECEIVED' || s.status === 'VALIDATION PENDING';
  const onExchange = !queued && s.status !== 'RECEIVED' && s.status !== 'VALIDATION PENDING' && s.status !== 'REJECTED';
  return {
    placed_by: clientCode,
    order_id: o.order_id,
    exchange_order_id: onExchange ? `1${o.order_id.slice(-15)}` : null,
    parent_order_id: null,
    status: KITE_STATUS[s.status],
    status_message: s.status_message,
    status_message_raw: s.status_message,
    order_timestamp: kiteTimestamp(o.placed_at),
    exchange_update_timestamp: kiteTimestamp(s.at),
    exchange_timestamp: onExchange ? kiteTimestamp(s.at) : null,
    variety: o.variety,
    modified: s.status_message === 'Modified.',
    exchange: 'NSE',
    tradingsymbol: o.symbol,
    instrument_token: instrumentToken(o.symbol),
    order_type: o.order_type,
    transaction_type: o.side,
    validity: 'DAY',
    validity_ttl: 0,
    product: 'CNC',
    quantity: o.quantity,
    disclosed_quantity: 0,
    price: o.limit_price ?? 0,
    trigger_price: 0,
    average_price: s.average_price ?? 0,
    filled_quantity: s.filled_quantity,
    pending_quantity: open ? o.quantity - s.filled_quantity : 0,
    cancelled_quantity: s.status === 'CANCELLED' ? o.quantity - s.filled_quantity : 0,
    // Kept for after-market orders (sent at the open as a limit); a regular order's is checked, not kept (docs/brokers.md).
    market_protection: o.market_protection ?? 0,
    auction_number: '',
    meta: {},
    tag: o.tag,
    tags: [o.tag],
    guid: `sim${o.id}`,
  } satisfies KiteOrder & Record<string, unknown>;
}

/** A postback's body before its checksum (added by sim-postbacks.ts with the app's secret). */
export const kitePostbackBody = (o: SimOrderRow, clientCode: string) => {
  const order = kiteOrder(o, clientCode);
  return { user_id: clientCode, unfilled_quantity: order.pending_quantity, app_id: 1, ...order };
};

const segment = (enabled: boolean, cash: number, blocked: number) => {
  const net = roundToPaisa(cash - blocked);
  return {
    enabled,
    net,
    available: { adhoc_margin: 0, cash, opening_balance: cash, live_balance: net, collateral: 0, intraday_payin: 0 },
    utilised: {
      debits: blocked,
      exposure: 0,
      m2m_realised: 0,
      m2m_unrealised: 0,
      option_premium: 0,
      payout: 0,
      span: 0,
      holding_sales: 0,
      turnover: 0,
      liquid_collateral: 0,
      stock_collateral: 0,
      delivery: blocked,
    },
  };
};

/** GET /user/margins: the equity segment holds the account's cash; the simulator trades no commodities. */
export const kiteMargins = (cash: number, blocked: number) => ({
  equity: segment(true, cash, blocked),
  commodity: segment(false, 0, 0),
});

/** A holding, every share settled (the simulator has no T+1). */
export const kiteHolding = (
  h: { symbol: string; quantity: number; average_price: number },
  ltp: number,
  isin: string,
) => ({
  tradingsymbol: h.symbol,
  exchange: 'NSE',
  instrument_token: instrumentToken(h.symbol),
  isin,
  product: 'CNC',
  price: 0,
  quantity: h.quantity,
  used_quantity: 0,
  t1_quantity: 0,
  realised_quantity: h.quantity,
  authorised_quantity: 0,
  authorised_date: '',
  authorisation: {},
  opening_quantity: h.quantity,
  short_quantity: 0,
  collateral_quantity: 0,
  collateral_type: '',
  discrepancy: false,
  average_price: h.average_price,
  last_price: ltp,
  close_price: ltp,
  pnl: roundToPaisa((ltp - h.average_price) * h.quantity),
  day_change: 0,
  day_change_percentage: 0,
  mtf: { quantity: 0, used_quantity: 0, average_price: 0, value: 0, initial_margin: 0 },
});

/** POST /session/token's answer: the account and its new access token. */
export const kiteSession = (s: { clientCode: string; accessToken: string }, apiKey: string, now: Date) => ({
  user_type: 'individual',
  email: '',
  user_name: s.clientCode,
  user_shortname: s.clientCode,
  broker: 'SIMULATED',
  exchanges: ['NSE'],
  products: ['CNC'],
  order_types: ['MARKET', 'LIMIT'],
  avatar_url: null,
  user_id: s.clientCode,
  api_key: apiKey,
  access_token: s.accessToken,
  public_token: '',
  enctoken: '',
  refresh_token: '',
  silo: '',
  login_time: kiteTimestamp(now),
  meta: { demat_consent: 'physical' },
});
