import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API, routePath as at } from '#contract/http/api-paths';
import { clientErrorRequest, clientErrorsQuery } from '../client-log-types';
import { CLIENT_LOG_LIMITS, type ClientErrorsBody } from '#contract/client-log/rules';
import { AUTH } from '#contract/auth/messages';
import type { AppEnv } from '../../app-env';
import { requireRole, requireUser } from '../../auth/guards';
import { cacheScope } from '../../cache/cache-marks';
import { listClientErrors, storeClientError } from '../client-errors-store';
import { takeClientLog } from '../client-log-throttle';
import { minutesOf } from '../../security/throttle';
import { fail, ok } from '../../http/envelope';
import { validate } from '../../http/validate';

const TOO_MANY = (minutes: number) => `Too many error reports. Try again in ${minutes} minutes.`;

/**
 * The logger call (docs/client-errors.md): any reader may report, at most CLIENT_LOG_LIMITS.perAddress
 * reports per client address in a window (429 past it), bodies of at most bodyBytes; admins read them.
 */
export function clientLogRoutes() {
  const r = new Hono<AppEnv>();
  r.post(
    at(API.logger.report),
    bodyLimit({ maxSize: CLIENT_LOG_LIMITS.bodyBytes, onError: (c) => fail(c, 413, AUTH.tooLarge) }),
    validate('json', clientErrorRequest),
    async (c) => {
      const gate = await takeClientLog(c);
      if (!gate.ok) {
        c.header('Retry-After', String(gate.retryAfterSeconds));
        return fail(c, 429, TOO_MANY(minutesOf(gate.retryAfterSeconds)));
      }
      await storeClientError(c.var.db, c.var.brand.id, c.req.valid('json'));
      cacheScope(c, 'private');
      return ok(c, {});
    },
  );
  r.get(
    at(API.logger.adminList),
    requireUser,
    requireRole('admin'),
    validate('query', clientErrorsQuery),
    async (c) => {
      const { page, kind, path } = c.req.valid('query');
      cacheScope(c, 'private');
      return ok<ClientErrorsBody>(c, await listClientErrors(c.var.db, c.var.brand.id, { kind, path }, page));
    },
  );
  return r;
}
