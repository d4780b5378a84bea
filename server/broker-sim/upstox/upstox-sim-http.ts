import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { UPSTOX_ERRORS } from '../../broker/upstox/upstox-errors';
import { sessionOfBearer, type SimAccount } from '../sim-books';
import { simAppByKey, type SimApp } from '../sim-hosts';
import type { SimEnv } from '../sim-login-routes';

export type UpstoxApiEnv = SimEnv & { Variables: { simApp: SimApp; simAccount: SimAccount } };

/** Upstox's envelopes: `{ status: 'success', data }`, `{ status: 'error', errors: [...] }` with both spellings of each field. */
export const upstoxSuccess = <T>(c: Context, data: T) => c.json({ status: 'success', data });

export function upstoxError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  property: { path: string; value: unknown } | null = null,
) {
  const entry = {
    errorCode: code,
    message,
    propertyPath: property?.path ?? null,
    invalidValue: property?.value ?? null,
    error_code: code,
    property_path: property?.path ?? null,
    invalid_value: property?.value ?? null,
  };
  return c.json({ status: 'error', errors: [entry] }, status);
}

export const invalidInput = (c: Context, message: string, path: string, value: unknown) =>
  upstoxError(c, 400, UPSTOX_ERRORS.invalidInput, message, { path, value });

/** Not asked for `Api-Version`: the browser's sign-in page, and the order details (the official client sends none there). */
const UNVERSIONED = new Set(['/v2/login/authorization/dialog', '/v2/order/details']);

/** `Api-Version: 2.0`, which Upstox asks of its v2 API calls. */
export const requireApiVersion = createMiddleware<SimEnv>(async (c, next) => {
  if (UNVERSIONED.has(c.req.path) || c.req.header('api-version') === '2.0') return next();
  return upstoxError(c, 400, UPSTOX_ERRORS.apiVersion, 'API Version does not exist');
});

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/** `Authorization: Bearer access_token`, a live session at this company: else 401 UDAPI100050, as Upstox answers. */
export const requireBearer = createMiddleware<UpstoxApiEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  const company = c.var.simCompany;
  const session = token ? await sessionOfBearer(c.var.db, company.key, token, c.var.market.now()) : undefined;
  const app = session ? simAppByKey(c.var.devRoots.broker, session.api_key) : undefined;
  if (!session || !app || app.company.key !== company.key) {
    return upstoxError(c, 401, UPSTOX_ERRORS.invalidToken, 'Invalid token used to access API');
  }
  c.set('simApp', app);
  c.set('simAccount', session);
  await next();
});
