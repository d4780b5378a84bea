import type { Context } from 'hono';
import { CACHE_SCOPE_HEADER, KEY_HEADER, type CacheScope } from '#contract/http/headers';
import { PRIVATE_CACHE_CONTROL } from './cache-policy';
import { setResponseHeader } from '../response-header';

/**
 * How a route marks its answer for caches (docs/caching.md, "Opting in"):
 * - `cacheScope(c, 'public')`: the answer is the same for every reader (it depends on nothing in
 *   the request but host, path and query): browsers, CDNs and this server's micro-cache may keep it.
 * - `cacheScope(c, 'private')`: it depends on the caller; nothing keeps it.
 * - `cacheTags(c, ...)`: names the content it shows, so a change can drop it (ResponseCache.invalidate).
 * - `onEachRead(c, effect)`: work every read must do even when the answer comes from memory (a view).
 * - `livePrices(c)`: the answer follows live prices; CDNs must not serve it stale.
 */

/** Work a kept answer repeats on each read, with that read's own context. */
export type ReadEffect = (c: Context) => Promise<void>;

export interface CacheMarks {
  tags: string[];
  effects: ReadEffect[];
  /** An in-process read this answer was made from was not public (a page's API call). */
  privateParts: boolean;
  /** It shows live prices: no stale-while-revalidate (cache-policy.ts, LIVE_CDN_CACHE_CONTROL). */
  live: boolean;
}

const marks = new WeakMap<Request, CacheMarks>();

export function marksOf(c: Context): CacheMarks {
  let m = marks.get(c.req.raw);
  if (!m) marks.set(c.req.raw, (m = { tags: [], effects: [], privateParts: false, live: false }));
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

/** A public answer that shows live prices: shared caches keep it a few seconds, never stale. */
export function livePrices(c: Context) {
  marksOf(c).live = true;
}

/**
 * An answer made from another request's answer (a page from its in-process API reads) takes on
 * what that answer named: its tags, so a change drops the page too; a private part, so the page is
 * never kept; and, when that read had per-read work (a post view), `replay`, which makes the same
 * read again for the reader of a kept page.
 */
export function inheritMarks(c: Context, read: Request, answer: Response, replay: ReadEffect) {
  const own = marksOf(c);
  if (answer.headers.get(CACHE_SCOPE_HEADER) !== 'public') own.privateParts = true;
  const theirs = marks.get(read);
  if (!theirs) return;
  own.tags.push(...theirs.tags);
  own.live ||= theirs.live;
  if (theirs.effects.length) own.effects.push(replay);
}

export const hasPrivateParts = (c: Context) => marks.get(c.req.raw)?.privateParts === true;
