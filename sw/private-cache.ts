/**
 * The signed-in investor's own reads the service worker keeps for offline reading (docs/offline.md,
 * "Investments and orders"): the my-baskets summary, investments, closed ones, one investment and its
 * chart, its trades, and the order history; and the account screens' reads (profile, notification
 * settings, signed-in devices, subscriptions, payments, risk profile; docs/account-settings.md). Kept only in the cache of the session that asked (named
 * from its whole token, contract/site/cache-names.ts), never in a shared one, so sign-out and session
 * expiry delete them with the other per-session caches. Previews, order status, adviser lists and
 * anything a POST changes are not matched: they always go to the network.
 */
import type { CacheTarget } from './blog-cache';
import { userCacheFor } from './blog-cache';

export const INVESTOR_API_PATH =
  /^\/[a-z][a-z0-9-]*\/api\/(?:my-baskets\/(?:summary|investments|closed|investment|performance-chart)|transactions\/details|orders|account\/(?:profile|notifications|notification-channels|price-alerts|devices)|get-subscriptions|get-transactions|risk-profile|kyc\/customer-data)\/$/;

/** Only a session's own 200 with head.status 0 is kept, and only in that session's cache. */
export async function privateCacheTarget(request: Request, response: Response): Promise<CacheTarget> {
  if (request.method !== 'GET' || response.status !== 200) return null;
  const own = await userCacheFor(request);
  if (!own) return null;
  try {
    const status = ((await response.clone().json()) as { head?: { status?: unknown } }).head?.status;
    return status === 0 || status === '0' ? { cache: own } : null;
  } catch {
    return null;
  }
}

/** Offline, only the caller's own cache is read: a visitor or another session finds nothing. */
export async function privateLookup(request: Request): Promise<string[]> {
  const own = await userCacheFor(request);
  return own ? [own] : [];
}
