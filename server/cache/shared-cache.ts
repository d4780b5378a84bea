import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CACHE_SCOPE_HEADER, JWT_COOKIE, KEY_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import { setResponseHeader } from '../response-header';
import { isHttps } from '../security/client-address';
import { marksOf } from './cache-marks';
import {
  COOKIE_CACHE_CONTROL,
  EACH_READ_CACHE_CONTROL,
  LIVE_CDN_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_CDN_CACHE_CONTROL,
} from './cache-policy';
import { ifNoneMatch, Representations } from './representations';
import type { StoredAnswer } from './response-cache';

/**
 * Caching by scope (docs/caching.md), for every GET and HEAD whatever route answers it:
 * - an answer marked `X-Cache-Scope: private` leaves with `Cache-Control: private, no-store`;
 * - an answer marked `public` (HTTP 200) gets a strong ETag, a 304 when If-None-Match names it,
 *   gzip or br compressed once, and a Cache-Control a CDN can honour (server/cache/cache-policy.ts);
 *   when the request carries no session (no KEY header, no jwt cookie) it is also kept in this
 *   process for a few seconds, and the next such request for the same host and URL is answered
 *   from memory, repeating the answer's per-read effects (a post view) with its own context.
 * Unmarked answers pass untouched. Mounted after the CSRF cookie and CORS middleware, so those
 * still run for every answer, kept or not.
 */
export const sharedCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const cache = c.get('responseCache');
  // The scheme as the server trusts it (TRUST_PROXY) and the Host header itself (not the URL's host,
  // which a server adapter may build otherwise): a page may write its own absolute address.
  const key = cache.enabled && !hasSession(c) ? cacheKey(c) : undefined;

  let settle: ((answer?: StoredAnswer) => void) | undefined;
  if (key !== undefined) {
    const found = cache.get(key);
    let kept = found && !found.stale ? found.answer : undefined;
    if (!kept) {
      // One request goes to the route; the others get the stale copy meanwhile, or wait for it.
      const turn = cache.join(key);
      if ('settle' in turn) settle = turn.settle;
      else kept = found?.answer ?? (await turn.waiting);
    }
    if (kept) {
      // The page's inline styles name the nonce it was made with: the CSP must name the same one.
      c.set('cspNonce', kept.cspNonce);
      // For an answer this one is made from (a page's in-process read): cacheMarks.inheritMarks.
      const marks = marksOf(c);
      marks.tags.push(...kept.tags);
      marks.effects.push(...kept.effects);
      marks.live ||= kept.live === true;
      for (const effect of kept.effects) await effect(c);
      return send(c, kept);
    }
  }

  try {
    await next();
    const scope = c.res.headers.get(CACHE_SCOPE_HEADER);
    if (scope === 'private') setResponseHeader(c, 'Cache-Control', PRIVATE_CACHE_CONTROL);
    if (scope !== 'public' || c.res.status !== 200) {
      // What was kept for this URL is no longer what the route answers.
      if (key !== undefined) cache.delete(key);
      return;
    }
    const answer = await toStored(c);
    if (key !== undefined) cache.set(key, answer);
    settle?.(answer);
    const res = await send(c, answer);
    // Replace the route's response outright (assigning over it would merge its old headers back in).
    c.res = undefined;
    c.res = res;
  } finally {
    settle?.(undefined);
  }
};

const scheme = (c: Context) => (isHttps(c) ? 'https' : 'http');

function cacheKey(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return `${c.get('brand').id} ${scheme(c)}://${c.req.header('host') ?? ''}${url.pathname}${url.search}`;
}

/** A session credential: KEY (what readSession reads) or the jwt cookie (what pages read). */
export const hasSession = (c: Context) => Boolean(c.req.header(KEY_HEADER) || getCookie(c, JWT_COOKIE));

/** Headers that belong to the answer, not to one response of it. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'cache-control',
  'cdn-cache-control',
  'etag',
  'content-length',
  'content-encoding',
]);

async function toStored(c: Context<AppEnv>): Promise<StoredAnswer> {
  const res = c.res;
  const identity = new Uint8Array(await res.arrayBuffer());
  const { tags, effects, live } = marksOf(c);
  return {
    status: res.status,
    headers: [...res.headers].filter(([name]) => !PER_RESPONSE.has(name)),
    body: new Representations(identity, res.headers.get('content-type') ?? ''),
    tags: [...tags],
    effects: [...effects],
    live,
    cspNonce: c.get('cspNonce'),
  };
}

function withVary(current: string | undefined, name: string) {
  if (!current) return name;
  return current
    .toLowerCase()
    .split(',')
    .some((v) => v.trim() === name.toLowerCase())
    ? current
    : `${current}, ${name}`;
}

/** The answer in the encoding the request accepts, or a 304 when the request already holds it. */
async function send(c: Context<AppEnv>, answer: StoredAnswer): Promise<Response> {
  const rep = await answer.body.for(c.req.header('accept-encoding'));
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  headers.etag = rep.etag;
  if (answer.effects.length) {
    headers['cache-control'] = EACH_READ_CACHE_CONTROL;
  } else {
    headers['cache-control'] = PUBLIC_CACHE_CONTROL;
    headers['cdn-cache-control'] = answer.live ? LIVE_CDN_CACHE_CONTROL : PUBLIC_CDN_CACHE_CONTROL;
  }
  if (answer.body.compressible) headers.vary = withVary(headers.vary, 'Accept-Encoding');
  const notModified = ifNoneMatch(c.req.header('if-none-match'), rep.etag);
  if (!notModified) {
    headers['content-length'] = String(rep.body.byteLength);
    if (rep.encoding !== 'identity') headers['content-encoding'] = rep.encoding;
  }
  const res = notModified ? c.body(null, 304, headers) : c.body(rep.body, answer.status as 200, headers);
  if (notModified) for (const name of ['content-length', 'content-encoding']) res.headers.delete(name);
  // A cookie set on this response (the csrftoken of a first visit) must not reach a shared cache.
  if (res.headers.has('set-cookie')) {
    res.headers.set('cache-control', COOKIE_CACHE_CONTROL);
    res.headers.delete('cdn-cache-control');
  }
  return res;
}
