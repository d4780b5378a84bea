import type { Context } from 'hono';
import { CLIENT_LOG_LIMITS } from '#contract/client-log/rules';
import type { AppEnv } from '../app-env';
import { clientKey } from '../security/client-address';
import { take, type Limit } from '../security/throttle';

/** Reports per client address (server/security/client-address.ts), in Postgres like every throttle. */
export const CLIENT_LOG_LIMIT: Limit = {
  scope: 'client-log:address',
  max: CLIENT_LOG_LIMITS.perAddress,
  windowSeconds: CLIENT_LOG_LIMITS.windowSeconds,
};

export const takeClientLog = (c: Context<AppEnv>) =>
  take(c.var.db, c.var.jwtSecret, [{ limit: CLIENT_LOG_LIMIT, key: clientKey(c) }]);
