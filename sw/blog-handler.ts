/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { cacheTargetFor, lookupOrder, type CacheTarget } from './blog-cache';

/** How long the network may take before a cached copy is shown instead (the network still refreshes it). */
export const NETWORK_TIMEOUT_MS = 3000;

/** Where a response may be kept, and where to look when the network fails (sw/blog-cache.ts, sw/private-cache.ts). */
export interface CacheRules {
  target: (request: Request, response: Response) => Promise<CacheTarget>;
  lookup: (request: Request) => Promise<string[]>;
}

async function fromCache(request: Request, { lookup }: CacheRules): Promise<Response | undefined> {
  for (const name of await lookup(request)) {
    const cache = await caches.open(name);
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

async function fetchAndStore(request: Request, rules: CacheRules): Promise<Response> {
  const response = await fetch(request);
  const target = await rules.target(request, response);
  if (target) {
    const cache = await caches.open(target.cache);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Network first with a timeout; on failure or timeout, the newest copy this caller may see. */
export const networkFirstHandler =
  (rules: CacheRules): RouteHandlerCallback =>
  async ({ request, event }) => {
    const req = request as Request;
    const network = fetchAndStore(req, rules);
    (event as ExtendableEvent | undefined)?.waitUntil(
      network.then(
        () => undefined,
        () => undefined,
      ),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
    });
    try {
      const first = await Promise.race([network, timeout]);
      if (first !== 'timeout') return first;
      return (await fromCache(req, rules)) ?? (await network);
    } catch (err) {
      const cached = await fromCache(req, rules);
      if (cached) return cached;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

/** The blog's (and the basket page's public reads') rules: public answers shared, premium ones per session. */
export const blogApiHandler = networkFirstHandler({ target: cacheTargetFor, lookup: lookupOrder });
