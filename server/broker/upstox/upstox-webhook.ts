import { z } from 'zod';
import type { BrokerOrder, PostbackLookup } from '../broker';

/** Upstox's order update, as far as the product reads it to know what to ask: the order and its client. */
const webhookSchema = z.looseObject({
  update_type: z.literal('order').optional(),
  order_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  user_id: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
});

/**
 * An order update Upstox posted to the app's webhook URL. Upstox signs nothing (its webhook page asks
 * for an open endpoint), so nothing in the body is believed: the order is read back from Upstox's
 * API with the live session of the client the update names, and that answer is the update. Undefined
 * when the body names no order, the product holds no live session of that client at this broker, or
 * Upstox does not know the order there: a forged update learns nothing and changes nothing.
 */
export async function readUpstoxWebhook(
  rawBody: string,
  lookup: PostbackLookup,
  readOrder: (accessToken: string, orderId: string) => Promise<BrokerOrder | undefined>,
): Promise<BrokerOrder | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const update = webhookSchema.safeParse(parsed);
  if (!update.success) return undefined;
  const token = await lookup.accessToken(update.data.user_id);
  if (!token) return undefined;
  try {
    return await readOrder(token, update.data.order_id);
  } catch {
    // An ended session or an unreachable broker: the update is not believed now; Upstox retries.
    return undefined;
  }
}
