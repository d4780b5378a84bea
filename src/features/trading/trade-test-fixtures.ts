import type { OrderStatus, TradeBody } from '#contract/trading/types';

/** A buy line of the tests' trades: 2 shares at ₹100, filled `filled` of them (client tests). */
export const orderLine = (symbol: string, status: OrderStatus, filled = 0, orderId = symbol) => ({
  order_id: orderId,
  symbol,
  name: symbol,
  side: 'BUY' as const,
  quantity: 2,
  indicative_price: 100,
  value: 200,
  limit_price: null,
  status,
  filled_quantity: filled,
  average_price: filled ? 100 : null,
  status_message: null,
});

/** A ₹10,000 buy of basket 'b' through the simulated broker, with `lines`, as the API answers it. */
export const tradeBody = (status: TradeBody['status'], lines: TradeBody['lines']): TradeBody => ({
  trade: 't1',
  kind: 'buy',
  status,
  order_type: 'MARKET',
  basket_hash: 'b',
  basket_name: 'B',
  broker_id: 'sec',
  investment: 'i1',
  amount: 10_000,
  margin: 200,
  lines,
  created_at: '2026-11-20T05:30:00Z',
  updated_at: '2026-11-20T05:30:00Z',
});
