import type { Hono } from 'hono';
import { readOrder } from './sim-api-routes';
import { error, field, success, type ApiEnv } from './sim-kite-http';
import { cancelSimAmo, placeSimAmo } from './sim-amo';
import { readProtection } from './sim-protection';
import { NO_ORDER, SimOrderRefused } from './sim-trading';

/**
 * The after-market order calls, at Kite's paths (`variety` = amo; ./sim-amo.ts): POST /orders/amo places one,
 * DELETE /orders/amo/{order_id} cancels it. Registered on the API's router, behind its access-token check.
 */
export function amoApiRoutes(r: Hono<ApiEnv>) {
  r.post('/orders/amo', async (c) => {
    const form = await c.req.parseBody();
    const order = readOrder(c, form);
    if (typeof order === 'string') return error(c, 400, 'InputException', order);
    const protection = readProtection(field(form, 'market_protection'), order.orderType);
    if ('refusal' in protection) return error(c, 400, 'InputException', protection.refusal);
    const marketProtection = protection.value;
    try {
      const { db, market, simAccount, simApp } = c.var;
      const orderId = await placeSimAmo(db, market, simAccount.id, simApp.apiKey, { ...order, marketProtection });
      return success(c, { order_id: orderId });
    } catch (e) {
      if (e instanceof SimOrderRefused) return error(c, 400, 'InputException', e.message);
      throw e;
    }
  });

  r.delete('/orders/amo/:orderId', async (c) => {
    const orderId = c.req.param('orderId');
    try {
      await cancelSimAmo(c.var.db, c.var.market, c.var.simAccount.id, orderId);
    } catch (e) {
      if (!(e instanceof SimOrderRefused)) throw e;
      const missing = e.message === NO_ORDER;
      return error(c, missing ? 404 : 400, missing ? 'DataException' : 'OrderException', e.message);
    }
    return success(c, { order_id: orderId });
  });
}
