import type { Database } from '../../db/database';
import type { OrderPacer } from './order-pacer';

/**
 * Kite's ten order requests a second per app (order-pacer.ts has the rule), held across every process of
 * the installation: each request takes a slot in Postgres (`broker_order_slots`, through the function
 * `take_broker_order_slot` of migration 0043) before it leaves and marks it done when the broker answers. A
 * slot counts while in flight and for `windowMs` after its answer, on the database's clock for both sides.
 * Taking one holds the API key's advisory lock for that one call, so two processes never both take the
 * tenth. A slot a dead process left in flight stops counting a minute after it was taken (decision 0284).
 */
export function createSharedOrderPacer(
  db: Database,
  apiKey: string,
  {
    perSecond = 10,
    windowMs = 1000,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { perSecond?: number; windowMs?: number; sleep?: (ms: number) => Promise<void> } = {},
): OrderPacer {
  const take = async (): Promise<string> => {
    for (;;) {
      const { rows } = await db.query<{ slot: string | null; wait_ms: number | null }>(
        'SELECT slot, wait_ms FROM take_broker_order_slot($1, $2, $3)',
        [apiKey, perSecond, windowMs],
      );
      const { slot, wait_ms } = rows[0]!;
      if (slot !== null) return slot;
      // Every slot in flight: look again shortly; else when the oldest answered one stops counting.
      await sleep(Math.min(Math.max(wait_ms ?? 20, 5), windowMs));
    }
  };

  // This process's requests queue for their turn (first come, first served) so that one at a time asks.
  let queue: Promise<unknown> = Promise.resolve();
  return async (send) => {
    const turn = queue.then(take);
    queue = turn.catch(() => undefined);
    const slot = await turn;
    try {
      return await send();
    } finally {
      await db.query('UPDATE broker_order_slots SET done_at = clock_timestamp() WHERE id = $1', [slot]);
    }
  };
}
