import type { Database } from '../db/database';

/**
 * Kite's rule since 1 April 2026: at most 10 order requests (place, modify, cancel) a second per app;
 * the 11th within any second is refused with HTTP 429. Counted on arrival in the database
 * (`take_sim_order_arrival` of migration 0043, the database's clock on both sides), so the count is the app's whatever
 * process serves each request, as Kite's is: several processes of the product cannot each send ten
 * (decision 0284).
 */
export type OrderRateLimit = (db: Database, apiKey: string) => Promise<boolean>;

export function createOrderRateLimit({
  perSecond = 10,
  windowMs = 1000,
}: { perSecond?: number; windowMs?: number } = {}): OrderRateLimit {
  return async (db, apiKey) => {
    const { rows } = await db.query<{ ok: boolean }>('SELECT take_sim_order_arrival($1, $2, $3) AS ok', [
      apiKey,
      perSecond,
      windowMs,
    ]);
    return rows[0]!.ok;
  };
}
