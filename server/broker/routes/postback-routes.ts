import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import type { AppEnv } from '../../app-env';
import { applyOrderUpdate } from '../../trading/apply-order-update';
import { fail, ok } from '../../http/envelope';
import { liveTokenOfClient } from '../broker-links-store';

/**
 * The broker's order updates (postbacks, webhooks), server to server (docs/trading.md, "Postbacks"). No
 * session and no CSRF token: the broker is not a browser. The proof is the broker's own: Kite's
 * `checksum` in the body (SHA-256 of order_id + order_timestamp + api_secret); Upstox signs nothing,
 * so its adapter reads the order back from Upstox with the named client's live session (the lookup
 * below) and applies that answer, not the body. HTTP 401 for a bad proof; 200 for a good one, whether or not the order is one of ours, so the broker stops retrying.
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
    const { db, brand, market } = c.var;
    const order = await broker.readPostback(raw, c.req.raw.headers, {
      accessToken: (clientCode) =>
        liveTokenOfClient(db, { brandId: brand.id, brokerId, clientCode, now: market.now() }),
    });
    if (!order) return fail(c, 401, 'The order update is not signed by the broker.');
    const applied = await applyOrderUpdate({ db: c.var.db, market: c.var.market, push: c.var.push }, order, {
      brokerId,
    });
    return ok(c, { applied: applied?.changed ?? false });
  });
  return r;
}
