import { createHash, timingSafeEqual } from 'node:crypto';
import type { BrokerOrder } from '../broker';
import { fromKiteOrder } from './kite-orders';
import { z } from 'zod';
import type { KiteOrder } from './kite-wire';

/** Kite's postback checksum: hex SHA-256 of order_id + order_timestamp + api_secret. */
export const postbackChecksum = (orderId: string, orderTimestamp: string, apiSecret: string) =>
  createHash('sha256').update(`${orderId}${orderTimestamp}${apiSecret}`, 'utf8').digest('hex');

/** Kite's postback, as far as the product reads it (the rest of the body is not trusted for anything). */
const postbackSchema = z.looseObject({
  order_id: z.string(),
  order_timestamp: z.string(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/i),
  tag: z.string().nullable(),
  tradingsymbol: z.string(),
  transaction_type: z.enum(['BUY', 'SELL']),
  order_type: z.enum(['MARKET', 'LIMIT']),
  quantity: z.number(),
  filled_quantity: z.number(),
  status: z.string(),
});

/**
 * An order update Kite posted (JSON, the checksum in the body): the order, or undefined when the
 * body is not an order or its checksum is not the app's (timing-safe; the official client's
 * validatePostback compares with ===).
 */
export function readKitePostback(rawBody: string, apiSecret: string): BrokerOrder | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const post = postbackSchema.safeParse(parsed);
  if (!post.success) return undefined;
  const { order_id, order_timestamp, checksum } = post.data;
  const expected = Buffer.from(postbackChecksum(order_id, order_timestamp, apiSecret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(checksum, 'hex'))) return undefined;
  return fromKiteOrder(post.data as unknown as KiteOrder);
}
