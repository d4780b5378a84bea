/**
 * A broker order's life, as Indian brokers report it (Kite Connect's statuses). Kept apart from
 * contract/trading/types.ts, whose request schemas bring zod: the app imports these values.
 */
export const ORDER_STATUSES = ['RECEIVED', 'VALIDATION PENDING', 'OPEN', 'COMPLETE', 'REJECTED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses after which a line changes no more. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETE', 'REJECTED', 'CANCELLED'];
