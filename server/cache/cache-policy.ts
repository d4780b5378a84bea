/**
 * What caches may do with an answer (docs/caching.md). A response opts in by its scope header
 * (`X-Cache-Scope`, server/cache/cache-marks.ts); server/cache/shared-cache.ts turns the scope into
 * these headers, an ETag, 304s and the in-process micro-cache.
 */

/** How long this process keeps a public answer in memory. Also the staleness bound across processes. */
export const MICRO_CACHE_SECONDS = 5;
/** How long a CDN may serve a public answer without asking, and then while it asks again. */
export const SHARED_MAX_AGE_SECONDS = 5;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * A public answer. Browsers revalidate it every time (max-age=0: a 304 when unchanged); shared
 * caches may serve it for SHARED_MAX_AGE_SECONDS. stale-while-revalidate is for CDNs only, in
 * CDN-Cache-Control (RFC 9213): browsers honour it in Cache-Control too, and would then show a
 * reader a list without the comment they just wrote (decision 0078).
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`;
export const PUBLIC_CDN_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/**
 * A public answer that follows live prices (a quote, last traded prices: they move every minute of a
 * session): a CDN keeps it SHARED_MAX_AGE_SECONDS and no longer, with no stale-while-revalidate, so
 * no cache shows a price more than a few seconds behind (docs/caching.md, "Live prices").
 */
export const LIVE_CDN_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}`;
/**
 * A public answer whose every read counts at the server (a post's details count a view): any cache
 * may keep it but must ask the server each time (a 304 when unchanged), so every read is seen.
 */
export const EACH_READ_CACHE_CONTROL = 'public, no-cache';
/** A private answer: no cache keeps it, not even the browser's. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A public answer that also sets a cookie (the csrftoken issued on a first visit): the browser may
 * keep it, a shared cache must not (it would hand the cookie to everyone).
 */
export const COOKIE_CACHE_CONTROL = 'private, no-cache';

/** Answers larger than this are not kept in memory (none of the blog's come near it). */
export const MICRO_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
/** All kept answers together, counted as their uncompressed size twice (room for gzip and br copies). */
export const MICRO_CACHE_MAX_BYTES = 32 * 1024 * 1024;
