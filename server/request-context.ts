import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { brandForHost } from '../brands/registry';
import type { AppEnv, AppVariables } from './app-env';
import type { PaymentProvider } from './payments/payment-provider';
import { log } from './log';

/** What every request of one app shares: all of AppVariables but the per-request ones. */
export type SharedVariables = Omit<AppVariables, 'requestId' | 'brand' | 'payments' | 'cspNonce'>;

/**
 * The app's first middleware: puts the request's id and brand (by host) and the app's shared parts
 * on the context, the brand's payment provider, and logs the request when it is answered.
 */
export function requestContext(
  shared: SharedVariables,
  paymentsFor: (brandId: string) => PaymentProvider,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    c.set('brand', brandForHost(c.req.header('host')));
    for (const [key, value] of Object.entries(shared)) c.set(key as keyof SharedVariables, value as never);
    c.set('payments', paymentsFor(c.get('brand').id));
    await next();
    log.info('request', {
      id: c.get('requestId'),
      brand: c.get('brand').id,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
