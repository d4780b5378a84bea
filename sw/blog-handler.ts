/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { cacheTargetFor, lookupOrder } from './blog-cache';

/** How long the network may take before a cached copy is shown instead (the network still refreshes it). */
export const NETWORK_TIMEOUT_MS = 3000;

async function fromCache(request: Request): Promise<Response | undefined> {
  for (const name of await lookupOrder(request)) {
    const cache = await caches.open(name);
    const hit = await cache.match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

async function fetchAndStore(request: Request): Promise<Response> {
  const response = await fetch(request);
  const target = await cacheTargetFor(request, response);
  if (target) {
    const cache = await caches.open(target.cache);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Network first with a timeout; on failure or timeout, the newest copy this caller may see. */
export const blogApiHandler: RouteHandlerCallback = async ({ request, event }) => {
  const req = request as Request;
  const network = fetchAndStore(req);
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
    return (await fromCache(req)) ?? (await network);
  } catch (err) {
    const cached = await fromCache(req);
    if (cached) return cached;
    throw err;
  } finally {
    clearTimeout(timer);
  }
};
