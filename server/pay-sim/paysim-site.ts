import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { log } from '../log';
import { testHooksEnabled } from '../auth/test-hooks';
import type { FetchLike } from '../http/fetch-like';
import { isPaySimHost } from './paysim-hosts';
import { brands as allBrands } from '../../brands/registry';
import { merchantCredentials } from '../payments/merchant-credentials';
import { paySimApiRoutes } from './paysim-api-routes';
import { paySimFrameRoutes } from './paysim-frame-routes';
import { paySimCheckoutRoutes } from './paysim-checkout-routes';
import { paySimLinkRoutes } from './paysim-link-routes';
import { paySimRound } from './paysim-job';

/**
 * The simulated payment provider "PayGate Demo": another company's site on the brands' paymentHosts
 * (server/pay-sim/paysim-hosts.ts), so none of the app's headers, cookies or CSRF apply; mounted
 * before them, as the simulated broker is. `fetch` reaches the merchants (the app itself in one process).
 */
export function paySimSite({ fetch }: { fetch: FetchLike }): MiddlewareHandler<AppEnv> {
  const outer = new WeakMap<Request, AppEnv['Variables']>();
  const site = new Hono<AppEnv>();
  // The app's per-request values (database, secrets) carried in from the outer context.
  site.use(async (c, next) => {
    for (const [k, v] of Object.entries(outer.get(c.req.raw)!)) c.set(k as keyof AppEnv['Variables'], v as never);
    await next();
  });
  // Its orders and forms are small: anything larger is refused before it is read.
  site.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Request too large.', 413) }));
  // Browsers ask every site for its icon; this one has none to give (no 404 in their console).
  site.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));
  site.route('/', paySimFrameRoutes());
  site.route('/', paySimApiRoutes());
  site.route('/', paySimCheckoutRoutes());
  site.route('/', paySimLinkRoutes());
  if (testHooksEnabled()) {
    // e2e: pending payments settle now (their webhooks delivered) rather than after PAYSIM_PENDING_SETTLE_MS.
    site.post('/__test__/settle-pending/', async (c) => {
      const now = new Date();
      await c.var.db.query("UPDATE paysim_payments SET settle_at = $1 WHERE status = 'pending'", [now]);
      return c.json(await paySimRound(c.var.db, fetch, now, c.var.devRoots.paygate), 200, {
        'Cache-Control': 'no-store',
      });
    });
    // e2e: a brand's merchant credentials, which this installation generated, for the checkout's own tests
    // (an order made as the merchant, a return's signature checked). Test hooks never run in production.
    site.get('/__test__/merchant/:brand/', (c) => {
      const brand = allBrands.find((b) => b.id === c.req.param('brand'));
      if (!brand) return c.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'No such brand.' } }, 404);
      const { keyId, keySecret } = merchantCredentials(brand, c.var.devRoots.paygate);
      return c.json({ key_id: keyId, key_secret: keySecret }, 200, { 'Cache-Control': 'no-store' });
    });
  }
  site.notFound((c) => c.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'No such route.' } }, 404));
  site.onError((err, c) => {
    log.error('simulated payment provider error', { error: err.message, stack: err.stack });
    return c.json({ error: { code: 'SERVER_ERROR', description: 'The provider could not do that now.' } }, 500);
  });

  return async (c, next) => {
    if (!isPaySimHost(c.req.header('host') ?? new URL(c.req.url).host)) return next();
    outer.set(c.req.raw, { ...c.var });
    const res = await site.fetch(c.req.raw, c.env);
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  };
}
