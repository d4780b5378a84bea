/**
 * What the service worker may keep of a blog API response, and for whom.
 * The API answers HTTP 200 for session statuses ('100', '110') and for premium bodies, so
 * "cache any 200" would be wrong: only head.status 0 is kept, public responses go to the shared
 * cache, and a private (premium) response only into the cache of the session that asked.
 */
import { BLOG_PUBLIC_CACHE, sessionCacheName } from '#contract/site/cache-names';
import { CACHE_SCOPE_HEADER, KEY_HEADER } from '#contract/http/headers';

/** The blog reads the service worker caches: list, details, next pages (standard and analysis URLs). */
export const BLOG_API_PATH = /^\/[a-z][a-z0-9-]*\/api\/(?:analysis\/)?post\/(?:list|details|nextpage)\/$/;

export type CacheTarget = { cache: string } | null;

/** The caller's own cache: named from its whole session token (contract/site/cache-names.ts), never from a claimed user id. */
export const userCacheFor = (request: Request): Promise<string | null> =>
  sessionCacheName(request.headers.get(KEY_HEADER));

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
  const own = scope === 'private' ? await userCacheFor(request) : null;
  return own ? { cache: own } : null;
}

/** Cache names to look in when the network fails, most specific first. */
export async function lookupOrder(request: Request): Promise<string[]> {
  const own = await userCacheFor(request);
  return own ? [own, BLOG_PUBLIC_CACHE] : [BLOG_PUBLIC_CACHE];
}
