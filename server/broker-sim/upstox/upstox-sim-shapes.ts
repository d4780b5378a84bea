import { kiteTimestamp } from '../../broker/kite/kite-time';
import { nseInstrumentKey, type UpstoxOrderStatus, type UpstoxWireOrder } from '../../broker/upstox/upstox-wire';
import { findInstrument } from '../../market/instruments';
import type { SimOrderStatus, SimOrderState } from '../sim-kite-shapes';
import type { SimOrderRow } from '../sim-order-store';

/**
 * The simulated broker's answers in Upstox API v2's shapes (upstox.com/developer/api-documentation),
 * every field of Upstox's published examples, filled with what the simulator knows and Upstox's empty
 * values for what it does not model. Times are IST wall times, 'YYYY-MM-DD HH:MM:SS', as Upstox writes them.
 */

const STATUS: Record<SimOrderStatus, UpstoxOrderStatus> = {
  'AMO REQ RECEIVED': 'after market order req received',
  RECEIVED: 'put order req received',
  'VALIDATION PENDING': 'validation pending',
  OPEN: 'open',
  COMPLETE: 'complete',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

const keyOf = (symbol: string) => nseInstrumentKey(findInstrument(symbol)?.isin ?? '');
const stateOf = (o: SimOrderRow): SimOrderState => ({ ...o, at: o.updated_at });

/** An order as the order book, its history, its details and the webhook show it, in the state given. */
export function upstoxOrder(o: SimOrderRow, clientCode: string, s: SimOrderState = stateOf(o)) {
  const queued = s.status === 'AMO REQ RECEIVED';
  const open = queued || s.status === 'OPEN' || s.status === 'RECEIVED' || s.status === 'VALIDATION PENDING';
  const onExchange = !queued && s.status !== 'RECEIVED' && s.status !== 'VALIDATION PENDING' && s.status !== 'REJECTED';
  return {
    exchange: 'NSE',
    product: 'D',
    price: o.limit_price ?? 0,
    quantity: o.quantity,
    status: STATUS[s.status],
    guid: null,
    tag: o.tag,
    instrument_token: keyOf(o.symbol),
    placed_by: clientCode,
    tradingsymbol: o.symbol,
    trading_symbol: o.symbol,
    order_type: o.order_type,
    validity: 'DAY',
    trigger_price: 0,
    disclosed_quantity: 0,
    transaction_type: o.side,
    average_price: s.average_price ?? 0,
    filled_quantity: s.filled_quantity,
    pending_quantity: open ? o.quantity - s.filled_quantity : 0,
    status_message: s.status_message,
    status_message_raw: s.status_message,
    exchange_order_id: onExchange ? `1${o.order_id.slice(-15)}` : '',
    parent_order_id: null,
    order_id: o.order_id,
    variety: 'SIMPLE',
    order_timestamp: kiteTimestamp(o.placed_at),
    exchange_timestamp: onExchange ? kiteTimestamp(s.at) : null,
    is_amo: o.variety === 'amo',
    order_request_id: '1',
    order_ref_id: `sim${o.id}`,
  } satisfies UpstoxWireOrder & Record<string, unknown>;
}

/** The webhook's body: the order as the order stream sends it, with its client (Upstox signs nothing). */
export const upstoxWebhookBody = (o: SimOrderRow, clientCode: string) => {
  const order = upstoxOrder(o, clientCode);
  return {
    update_type: 'order',
    user_id: clientCode,
    userId: clientCode,
    instrument_key: order.instrument_token,
    ...order,
  };
};

const segment = (available: number, used: number) => ({
  used_margin: used,
  payin_amount: 0,
  span_margin: 0,
  adhoc_margin: 0,
  notional_cash: 0,
  available_margin: available,
  exposure_margin: 0,
});

/** GET /v2/user/get-funds-and-margin: the equity segment holds the account's cash; no commodities. */
export const upstoxFunds = (cash: number, blocked: number) => ({
  equity: segment(Math.round((cash - blocked) * 100) / 100, blocked),
  commodity: segment(0, 0),
});

/** A long-term holding, every share settled (the simulator has no T+1). */
export const upstoxHolding = (h: { symbol: string; quantity: number; average_price: number }, ltp: number) => {
  const instrument = findInstrument(h.symbol);
  return {
    isin: instrument?.isin ?? '',
    cnc_used_quantity: 0,
    collateral_type: 'WC',
    company_name: instrument?.name ?? h.symbol,
    haircut: 0,
    product: 'D',
    quantity: h.quantity,
    tradingsymbol: h.symbol,
    trading_symbol: h.symbol,
    last_price: ltp,
    close_price: ltp,
    pnl: Math.round((ltp - h.average_price) * h.quantity * 100) / 100,
    day_change: 0,
    day_change_percentage: 0,
    instrument_token: keyOf(h.symbol),
    average_price: h.average_price,
    collateral_quantity: 0,
    collateral_update_quantity: 0,
    t1_quantity: 0,
    exchange: 'NSE',
  };
};

/** POST /v2/login/authorization/token's answer (not in the success envelope: Upstox answers it bare). */
export const upstoxToken = (s: { clientCode: string; accessToken: string }) => ({
  email: '',
  exchanges: ['NSE'],
  products: ['D'],
  broker: 'UPSTOX',
  user_id: s.clientCode,
  user_name: s.clientCode,
  order_types: ['MARKET', 'LIMIT'],
  user_type: 'individual',
  poa: false,
  is_active: true,
  access_token: s.accessToken,
  extended_token: null,
});

/** The trades of an order: each state whose filled quantity grew is one fill, at the price that moved the average. */
export function upstoxTrades(o: SimOrderRow, history: readonly SimOrderState[]) {
  const trades = [];
  let filled = 0;
  let value = 0;
  for (const s of history) {
    if (s.filled_quantity <= filled || s.average_price === null) continue;
    const quantity = s.filled_quantity - filled;
    const total = s.average_price * s.filled_quantity;
    const price = Math.round(((total - value) / quantity) * 100) / 100;
    trades.push({
      exchange: 'NSE',
      product: 'D',
      tradingsymbol: o.symbol,
      trading_symbol: o.symbol,
      instrument_token: keyOf(o.symbol),
      order_type: o.order_type,
      transaction_type: o.side,
      quantity,
      exchange_order_id: `1${o.order_id.slice(-15)}`,
      order_id: o.order_id,
      exchange_timestamp: kiteTimestamp(s.at),
      average_price: price,
      trade_id: `${o.order_id.slice(-8)}${String(trades.length + 1).padStart(2, '0')}`,
      order_ref_id: `sim${o.id}`,
      order_timestamp: kiteTimestamp(o.placed_at),
    });
    filled = s.filled_quantity;
    value = total;
  }
  return trades;
}
