/**
 * What the service worker may keep of a blog API response, and for whom.
 * The API answers HTTP 200 for session statuses ('100', '110') and for premium bodies, so
 * "cache any 200" would be wrong: only head.status 0 is kept, public responses go to the shared
 * cache, and a private (premium) response only into the cache of the user who asked.
 */
import { BLOG_PUBLIC_CACHE, userCacheName } from '#contract/cache-names';
import { CACHE_SCOPE_HEADER } from '#contract/http';

/** The blog reads the service worker caches: list, details, next pages (standard and analysis URLs). */
export const BLOG_API_PATH = /^\/[a-z][a-z0-9-]*\/api\/(?:analysis\/)?post\/(?:list|details|nextpage)\/$/;

export type CacheTarget = { cache: string } | null;

/**
 * A stable, non-secret partition key for the caller: the JWT's subject (user id), read without
 * verifying (the server verifies; this only keeps one user's entries apart from another's).
 */
export function userKeyFromRequest(request: Request): string | null {
  const token = request.headers.get('KEY');
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' && /^[0-9]{1,12}$/.test(json.sub) ? `u${json.sub}` : null;
  } catch {
    return null;
  }
}

/** Where (if anywhere) this response may be stored. Reads a clone; never consumes `response`. */
export async function cacheTargetFor(request: Request, response: Response): Promise<CacheTarget> {
  if (request.method !== 'GET' || response.status !== 200) return null;
  const scope = response.headers.get(CACHE_SCOPE_HEADER);
  let status: unknown;
  try {
    status = ((await response.clone().json()) as { head?: { status?: unknown } }).head?.status;
  } catch {
    return null;
  }
  if (status !== 0 && status !== '0') return null;
  if (scope === 'public') return { cache: BLOG_PUBLIC_CACHE };
  const userKey = userKeyFromRequest(request);
  if (scope === 'private' && userKey) return { cache: userCacheName(userKey) };
  return null;
}

/** Cache names to look in when the network fails, most specific first. */
export function lookupOrder(request: Request): string[] {
  const userKey = userKeyFromRequest(request);
  return userKey ? [userCacheName(userKey), BLOG_PUBLIC_CACHE] : [BLOG_PUBLIC_CACHE];
}
