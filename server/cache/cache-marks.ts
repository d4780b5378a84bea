import type { Context } from 'hono';
import { CACHE_SCOPE_HEADER, KEY_HEADER, type CacheScope } from '#contract/http';
import { PRIVATE_CACHE_CONTROL } from './cache-policy';
import { setResponseHeader } from '../response-header';

/**
 * How a route marks its answer for caches (docs/caching.md, "Opting in"):
 * - `cacheScope(c, 'public')`: the answer is the same for every reader (it depends on nothing in
 *   the request but host, path and query): browsers, CDNs and this server's micro-cache may keep it.
 * - `cacheScope(c, 'private')`: it depends on the caller; nothing keeps it.
 * - `cacheTags(c, ...)`: names the content it shows, so a change can drop it (ResponseCache.invalidate).
 * - `onEachRead(c, effect)`: work every read must do even when the answer comes from memory (a view).
 */

/** Work a kept answer repeats on each read, with that read's own context. */
export type ReadEffect = (c: Context) => Promise<void>;

export interface CacheMarks {
  tags: string[];
  effects: ReadEffect[];
}

const marks = new WeakMap<Request, CacheMarks>();

export function marksOf(c: Context): CacheMarks {
  let m = marks.get(c.req.raw);
  if (!m) marks.set(c.req.raw, (m = { tags: [], effects: [] }));
  return m;
}

/**
 * Marks an answer `public` or `private` (the service worker reads the same header, docs/api.md
 * "Cache scope"). The final Cache-Control of a GET is server/cache/shared-cache.ts's to write.
 */
export function cacheScope(c: Context, scope: CacheScope) {
  setResponseHeader(c, CACHE_SCOPE_HEADER, scope);
  setResponseHeader(c, 'Cache-Control', scope === 'public' ? 'no-cache' : PRIVATE_CACHE_CONTROL);
  if (scope === 'private') setResponseHeader(c, 'Vary', KEY_HEADER, { append: true });
}

export function cacheTags(c: Context, ...tags: string[]) {
  marksOf(c).tags.push(...tags);
}

export function onEachRead(c: Context, effect: ReadEffect) {
  marksOf(c).effects.push(effect);
}
