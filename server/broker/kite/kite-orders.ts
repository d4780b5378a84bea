import type { OrderStatus } from '#contract/trading/types';
import type { BrokerOrder } from '../broker';
import { fromClientDate, fromKiteTimestamp } from './kite-time';
import type { KiteOrder } from './kite-wire';

/** Kite's statuses as the product's: the passing ones (pending a modification, a trigger…) are OPEN. */
const STATUSES: Record<string, OrderStatus> = {
  // An after-market order queued at the broker until the open: working and cancellable for the product.
  'AMO REQ RECEIVED': 'OPEN',
  'PUT ORDER REQ RECEIVED': 'RECEIVED',
  'VALIDATION PENDING': 'VALIDATION PENDING',
  OPEN: 'OPEN',
  COMPLETE: 'COMPLETE',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
  'CANCELLED AMO': 'CANCELLED',
};

/** A Kite timestamp as the client hands it over: text in postbacks, a Date in the order book (kite-time.ts). */
const instant = (at: string | Date | null | undefined): Date | undefined =>
  at instanceof Date ? fromClientDate(at) : typeof at === 'string' ? fromKiteTimestamp(at) : undefined;

/** The order as the product reads it, from Kite's order (order book, history or postback). */
export function fromKiteOrder(o: KiteOrder): BrokerOrder {
  const at = instant(o.exchange_update_timestamp) ?? instant(o.order_timestamp);
  return {
    orderId: o.order_id,
    tag: o.tag ?? '',
    symbol: o.tradingsymbol,
    side: o.transaction_type,
    orderType: o.order_type,
    quantity: o.quantity,
    filledQuantity: o.filled_quantity,
    averagePrice: o.filled_quantity > 0 ? o.average_price : null,
    limitPrice: o.order_type === 'LIMIT' ? o.price : null,
    status: STATUSES[o.status] ?? 'OPEN',
    statusMessage: o.status_message,
    updatedAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
  };
}
