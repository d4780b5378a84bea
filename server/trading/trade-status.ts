import { FINAL_ORDER_STATUSES, type OrderStatus } from '#contract/trading/order-statuses';
import type { TradeStatus } from '#contract/trading/types';

const RANK: Record<OrderStatus, number> = {
  RECEIVED: 0,
  'VALIDATION PENDING': 1,
  OPEN: 2,
  COMPLETE: 3,
  REJECTED: 3,
  CANCELLED: 3,
};

export const isFinal = (s: OrderStatus) => FINAL_ORDER_STATUSES.includes(s);

/** A line's status never goes back: a final one stays, and an earlier stage never replaces a later one. */
export function nextOrderStatus(current: OrderStatus, reported: OrderStatus): OrderStatus {
  if (isFinal(current)) return current;
  return RANK[reported] >= RANK[current] ? reported : current;
}

export interface LineState {
  status: OrderStatus;
  quantity: number;
  filled: number;
  placed: boolean;
}

/**
 * A trade's status from its lines (docs/trading.md, "Life cycle"): placing while a line is not yet
 * with the broker, open while one is working, then complete (every line filled), rejected or
 * cancelled (nothing filled), or partial (some lines done short).
 */
export function tradeStatus(lines: readonly LineState[]): TradeStatus {
  if (lines.some((l) => !isFinal(l.status) && !l.placed)) return 'placing';
  if (lines.some((l) => !isFinal(l.status))) return 'open';
  if (lines.every((l) => l.status === 'COMPLETE' && l.filled >= l.quantity)) return 'complete';
  if (lines.some((l) => l.filled > 0)) return 'partial';
  return lines.some((l) => l.status === 'CANCELLED') ? 'cancelled' : 'rejected';
}

export const FINAL_TRADE_STATUSES: readonly TradeStatus[] = ['complete', 'partial', 'rejected', 'cancelled'];
