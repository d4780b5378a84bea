import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { log } from '../log';
import { companyForHost, type SimCompany } from './sim-hosts';
import { simApiRoutes } from './sim-api-routes';
import { simLoginRoutes, type SimEnv } from './sim-login-routes';
import { upstoxSimApiRoutes } from './upstox/upstox-sim-api-routes';
import { upstoxError } from './upstox/upstox-sim-http';
import { UPSTOX_ERRORS } from '../broker/upstox/upstox-errors';

/**
 * The simulated broker: another company's site on its own hosts (server/broker-sim/sim-hosts.ts), so
 * none of the app's headers, cookies or CSRF apply; mounted before them, as the partner demo is.
 */
/** The Kite Connect company's site: its sign-in page and Kite's API, Kite's error envelope. */
function kiteSite(site: Hono<SimEnv>) {
  site.route('/', simLoginRoutes());
  site.route('/', simApiRoutes());
  site.notFound((c) => c.json({ status: 'error', error_type: 'InputException', message: 'No such route.' }, 404));
  site.onError((err, c) => {
    log.error('simulated broker error', { error: err.message, stack: err.stack });
    return c.json(
      { status: 'error', error_type: 'GeneralException', message: 'The broker could not do that now.' },
      500,
    );
  });
}

/** The Upstox company's site: its authorization dialog and Upstox's API v2, Upstox's error envelope. */
function upstoxSite(site: Hono<SimEnv>) {
  site.route('/', upstoxSimApiRoutes());
  site.notFound((c) => upstoxError(c, 404, 'UDAPI10000', 'This request is not supported by Upstox API'));
  site.onError((err, c) => {
    log.error('simulated broker error', { error: err.message, stack: err.stack });
    return upstoxError(c, 500, UPSTOX_ERRORS.unexpected, 'Something went wrong... please contact us');
  });
}

/**
 * The simulated broker: another company's site on its own hosts (server/broker-sim/sim-hosts.ts), so
 * none of the app's headers, cookies or CSRF apply; mounted before them, as the partner demo is. Each
 * company speaks its provider's protocol: Kite Connect's, or Upstox's (./upstox/).
 */
export function simBrokerSite(): MiddlewareHandler<AppEnv> {
  const outer = new WeakMap<Request, { vars: AppEnv['Variables']; company: SimCompany }>();
  const sites = { kite: new Hono<SimEnv>(), upstox: new Hono<SimEnv>() };
  for (const site of Object.values(sites)) {
    // The app's per-request values (database, market, secrets) carried in from the outer context.
    site.use(async (c, next) => {
      const from = outer.get(c.req.raw)!;
      for (const [k, v] of Object.entries(from.vars)) c.set(k as keyof AppEnv['Variables'], v as never);
      c.set('simCompany', from.company);
      await next();
    });
    // Browsers ask every site for its icon; a plain broker page has none to give (no 404 in their console).
    site.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));
  }
  kiteSite(sites.kite);
  upstoxSite(sites.upstox);

  return async (c, next) => {
    const company = companyForHost(c.req.header('host') ?? new URL(c.req.url).host);
    if (!company) return next();
    outer.set(c.req.raw, { vars: { ...c.var }, company });
    const res = await sites[company.provider].fetch(c.req.raw, c.env);
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  };
}
