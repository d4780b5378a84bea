import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';
import { applyOrderUpdate } from '../../trading/apply-order-update';
import { fail, ok } from '../../http/envelope';

/**
 * The broker's order updates (postbacks), server to server (docs/trading.md, "Postbacks"). No
 * session and no CSRF token: the broker is not a browser, and the proof under the app's API secret
 * (Kite's: `checksum` in the body, SHA-256 of order_id + order_timestamp + api_secret) is what shows
 * it came from the broker. HTTP 401 for a bad proof; 200 for a good one, whether or not the order is one of ours, so the broker stops retrying.
 * A signed update that cannot be true (docs/trading.md, "Accepting an update") is refused and logged
 * by applyOrderUpdate and answered 200 `applied: false` too: retrying it would be refused again.
 * Mounted in server/app.ts before the CSRF check, which would refuse it.
 */
export function brokerPostbackRoutes() {
  const r = new Hono<AppEnv>();
  r.post(at(API.broker.postback(':brokerId')), async (c) => {
    const brokerId = c.req.param('brokerId') ?? '';
    const broker = c.var.brokers(c.var.brand.id, brokerId);
    if (!broker) return fail(c, 404, 'This site has no such broker.');
    const raw = await c.req.text();
    const order = broker.readPostback(raw, c.req.raw.headers);
    if (!order) return fail(c, 401, 'The order update is not signed by the broker.');
    const applied = await applyOrderUpdate({ db: c.var.db, market: c.var.market, push: c.var.push }, order, {
      brokerId,
    });
    return ok(c, { applied: applied?.changed ?? false });
  });
  return r;
}
