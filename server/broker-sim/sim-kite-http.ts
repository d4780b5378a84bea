import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { KiteErrorType } from '../broker/kite/kite-wire';
import { accountOfToken, type SimAccount } from './sim-books';
import { simApp, type SimApp } from './sim-hosts';
import type { SimEnv } from './sim-login-routes';
import type { OrderRateLimit } from './sim-order-rate';

export type ApiEnv = SimEnv & { Variables: { simApp: SimApp; simAccount: SimAccount } };

/** Kite's envelopes: `{ status: 'success', data }`, `{ status: 'error', error_type, message }` with Kite's HTTP status. */
export const success = <T>(c: Context, data: T) => c.json({ status: 'success', data });
export const error = (c: Context, status: ContentfulStatusCode, type: KiteErrorType, message: string) =>
  c.json({ status: 'error', error_type: type, message, data: null }, status);
const tokenError = (c: Context) => error(c, 403, 'TokenException', 'Incorrect `api_key` or `access_token`.');

export const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : undefined;

const AUTH = /^token ([^:\s]{1,80}):([A-Za-z0-9_-]{1,80})$/;

/** Every API call carries `X-Kite-Version: 3`, as Kite asks of its clients. */
export const requireKiteVersion = createMiddleware<SimEnv>(async (c, next) => {
  if (c.req.header('x-kite-version') !== '3') return error(c, 400, 'InputException', 'Invalid `X-Kite-Version`.');
  await next();
});

/** `Authorization: token api_key:access_token`, a live session of this company's app. */
export const requireToken = createMiddleware<ApiEnv>(async (c, next) => {
  const m = AUTH.exec(c.req.header('authorization') ?? '');
  const app = m ? simApp(c.var.devRoots.broker, c.var.simCompany, m[1]) : undefined;
  if (!m || !app) return tokenError(c);
  const account = await accountOfToken(c.var.db, c.var.simCompany.key, app.apiKey, m[2]!, c.var.market.now());
  if (!account) return tokenError(c);
  c.set('simApp', app);
  c.set('simAccount', account);
  await next();
});

/** Order requests over the app's ten a second: 429, counted on arrival before anything else is read. */
export const limitOrderRate = (take: OrderRateLimit) =>
  createMiddleware<SimEnv>(async (c, next) => {
    if (c.req.method === 'GET') return next();
    const apiKey = AUTH.exec(c.req.header('authorization') ?? '')?.[1];
    const app = simApp(c.var.devRoots.broker, c.var.simCompany, apiKey);
    if (app && !(await take(c.var.db, app.apiKey))) return error(c, 429, 'NetworkException', 'Too many requests');
    await next();
  });
