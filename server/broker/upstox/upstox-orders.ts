import type { OrderStatus } from '#contract/trading/types';
import type { Order } from 'upstox-js-sdk';
import type { BrokerOrder } from '../broker';
import { fromKiteTimestamp } from '../kite/kite-time';

/** Upstox's statuses as the product's: the passing ones (pending a modification, a trigger…) are OPEN. */
const STATUSES: Record<string, OrderStatus> = {
  'put order req received': 'RECEIVED',
  'validation pending': 'VALIDATION PENDING',
  open: 'OPEN',
  complete: 'COMPLETE',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
  'cancelled after market order': 'CANCELLED',
  // An after-market order queued at the broker until the open: working and cancellable for the product.
  'after market order req received': 'OPEN',
};

/** Upstox names an NSE equity as the exchange does in some answers ('NHPC-EQ'): the product's symbol is without the series. */
const symbolOf = (tradingSymbol: string) => tradingSymbol.replace(/-EQ$/, '');

/**
 * The order as the product reads it, from Upstox's order as the official client hands it over
 * (camelCase). Upstox writes times as IST wall times, 'YYYY-MM-DD HH:MM:SS', as Kite does.
 */
export function fromUpstoxOrder(o: Order): BrokerOrder {
  const at = fromKiteTimestamp(o.exchangeTimestamp ?? o.orderTimestamp ?? '');
  const placed = fromKiteTimestamp(o.orderTimestamp ?? '');
  const when = Number.isNaN(at.getTime()) ? placed : at;
  return {
    orderId: o.orderId,
    tag: o.tag ?? '',
    symbol: symbolOf(o.tradingSymbol),
    side: o.transactionType === 'SELL' ? 'SELL' : 'BUY',
    orderType: o.orderType === 'MARKET' ? 'MARKET' : 'LIMIT',
    quantity: o.quantity,
    filledQuantity: o.filledQuantity ?? 0,
    averagePrice: (o.filledQuantity ?? 0) > 0 ? (o.averagePrice ?? null) : null,
    limitPrice: o.orderType === 'LIMIT' ? o.price : null,
    status: STATUSES[o.status] ?? 'OPEN',
    statusMessage: o.statusMessage || null,
    updatedAt: Number.isNaN(when.getTime()) ? '' : when.toISOString(),
  };
}
