import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/guards';
import { ok } from '../http/envelope';
import { releaseAmoOrders } from './sim-amo';

/**
 * e2e only (ENABLE_TEST_HOOKS=1): POST /api/__test__/broker/amo-open/ sends the signed-in user's queued after-market
 * orders to the simulated broker's matcher as its job does when the next session opens (./sim-amo.ts), without
 * moving the server's market clock, which the other specs on the Sunday server need standing still
 * (tests/e2e/trading-amo.spec.ts). Only that user's orders: nobody else's queue moves. Answers `{ sent }`.
 */
export function amoTestHookRoutes() {
  const r = new Hono<AppEnv>();
  r.post('/__test__/broker/amo-open/', requireUser, async (c) => {
    const { db, market, user } = c.var;
    const { rows } = await db.query<{ order_id: string }>(
      `SELECT o.broker_order_id AS order_id FROM trade_orders o JOIN trades t ON t.id = o.trade_id
        WHERE t.user_id = $1 AND t.variety = 'amo' AND o.broker_order_id IS NOT NULL`,
      [user.id],
    );
    const open = market.calendar.nextSessionOpen(market.now());
    const sent = await releaseAmoOrders(
      db,
      market,
      open,
      rows.map((r) => r.order_id),
    );
    c.header('Cache-Control', 'private, no-store');
    return ok(c, { sent });
  });
  return r;
}
