import type { Context } from 'hono';
import { CONTACT_LIMITS } from '#contract/contact/rules';
import type { AppEnv } from '../app-env';
import { clientKey } from '../security/client-address';
import { take, type Limit } from '../security/throttle';

/** Leads and messages together, per client address (server/security/client-address.ts). */
export const CONTACT_LIMIT: Limit = {
  scope: 'contact:address',
  max: CONTACT_LIMITS.perAddressPerHour,
  windowSeconds: 60 * 60,
};

export const takeContact = (c: Context<AppEnv>) =>
  take(c.var.db, c.var.jwtSecret, [{ limit: CONTACT_LIMIT, key: clientKey(c) }]);
