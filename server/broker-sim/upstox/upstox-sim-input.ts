import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { OrderSide, OrderType } from '#contract/trading/types';
import { INSTRUMENTS } from '../../market/instruments';
import { roundToPaisa } from '#contract/money/paise';
import type { NewSimOrder } from '../sim-trading';
import type { UpstoxApiEnv } from './upstox-sim-http';

type Refusal = { refusal: string; path: string; value: unknown };
const refuse = (refusal: string, path: string, value: unknown): Refusal => ({ refusal, path, value });
const TAG = /^[A-Za-z0-9_-]{1,20}$/;
const isQuantity = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 1_000_000;
const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 1e7;

/** POST /v2/order/place's JSON body, as Upstox v2 takes it (every field named, product 'D' for delivery). */
export function readUpstoxOrder(
  c: Context<UpstoxApiEnv>,
  body: unknown,
): { order: NewSimOrder; isAmo: boolean } | Refusal {
  const b = (body ?? {}) as Record<string, unknown>;
  const isin = /^NSE_EQ\|([A-Z0-9]{12})$/.exec(String(b.instrument_token ?? ''))?.[1];
  const symbol = INSTRUMENTS.find((i) => i.isin === isin)?.symbol;
  if (!symbol || !c.var.market.instrument(symbol))
    return refuse('Invalid instrument key', 'instrument_token', b.instrument_token ?? null);
  if (b.transaction_type !== 'BUY' && b.transaction_type !== 'SELL') {
    return refuse('Invalid transaction type', 'transaction_type', b.transaction_type ?? null);
  }
  if (b.order_type !== 'MARKET' && b.order_type !== 'LIMIT')
    return refuse('Invalid order type', 'order_type', b.order_type ?? null);
  if (b.product !== 'D') return refuse('Invalid product', 'product', b.product ?? null);
  if (b.validity !== 'DAY') return refuse('Invalid validity', 'validity', b.validity ?? null);
  if (!isQuantity(b.quantity)) return refuse('Invalid quantity', 'quantity', b.quantity ?? null);
  if (b.order_type === 'LIMIT' && !isPrice(b.price)) return refuse('Invalid price', 'price', b.price ?? null);
  if (b.tag !== undefined && !(typeof b.tag === 'string' && TAG.test(b.tag)))
    return refuse('Invalid tag', 'tag', b.tag);
  const orderType = b.order_type as OrderType;
  return {
    isAmo: b.is_amo === true,
    order: {
      symbol,
      side: b.transaction_type as OrderSide,
      orderType,
      quantity: b.quantity,
      limitPrice: orderType === 'LIMIT' ? roundToPaisa(b.price as number) : null,
      // The simulator keeps one order per tag and account (docs/brokers.md); an untagged one gets its own.
      tag: typeof b.tag === 'string' ? b.tag : `u${randomBytes(6).toString('hex')}`,
    },
  };
}

/** PUT /v2/order/modify's JSON body: the order, its type, price and validity always; the quantity when it changes. */
export function readUpstoxChange(
  body: unknown,
): { orderId: string; quantity?: number; orderType: OrderType; price: number } | Refusal {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.order_id !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(b.order_id)) {
    return refuse('Invalid order id', 'order_id', b.order_id ?? null);
  }
  if (b.order_type !== 'MARKET' && b.order_type !== 'LIMIT')
    return refuse('Invalid order type', 'order_type', b.order_type ?? null);
  if (b.validity !== 'DAY') return refuse('Invalid validity', 'validity', b.validity ?? null);
  if (b.quantity !== undefined && !isQuantity(b.quantity)) return refuse('Invalid quantity', 'quantity', b.quantity);
  if (b.order_type === 'LIMIT' && !isPrice(b.price)) return refuse('Invalid price', 'price', b.price ?? null);
  return {
    orderId: b.order_id,
    ...(b.quantity !== undefined ? { quantity: b.quantity as number } : {}),
    orderType: b.order_type,
    price: typeof b.price === 'number' ? b.price : 0,
  };
}
