/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { FRAGMENT_CACHE, IMAGE_CACHE, SHELL_URL } from '#contract/site/cache-names';
import { CACHE_SCOPE_HEADER } from '#contract/http/headers';
import { SEO_FILE_PATTERN } from '#contract/site/seo-paths';
import { BLOG_API_PATH } from './blog-cache';
import { BASKET_API_PATH } from './basket-cache';
import { blogApiHandler, networkFirstHandler } from './blog-handler';
import { INVESTOR_API_PATH, privateCacheTarget, privateLookup } from './private-cache';
import { registerPushHandlers } from './push-handlers';

declare let self: ServiceWorkerGlobalScope;

// Hashed JS and CSS of this build, plus the app shell (SHELL_URL), which the server brands per
// host: each brand is its own origin, so each precaches its own branded page and nothing else.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once; a later one waits for the reader (see below).
clientsClaim();

// App navigations get the shell, online or off. API paths, page fragments, the broker sign-in
// pages, media, the widget, robots.txt, the sitemap, the feed, /.well-known/ files (security.txt) and
// the accessibility statement (a page the server writes, server/accessibility/) never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_URL), {
    denylist: [
      /^\/[a-z][a-z0-9-]*\/(api|visitor|brokers)\//,
      /^\/media\//,
      /^\/widget\//,
      /^\/app-shell\//,
      /^\/\.well-known\//,
      /^\/accessibility\/$/,
      SEO_FILE_PATTERN,
    ],
  }),
);

// Blog list, details and next pages: network first with a short timeout, cache as a fallback,
// and only what may be kept (sw/blog-cache.ts).
registerRoute(({ url, request }) => request.method === 'GET' && BLOG_API_PATH.test(url.pathname), blogApiHandler);

// The basket page's public reads (details, chart, shared details, charges) by the same rules: a
// visited basket opens offline. The reader's own calls (details/user, watchlist) are never matched.
registerRoute(({ url, request }) => request.method === 'GET' && BASKET_API_PATH.test(url.pathname), blogApiHandler);

// The investor's own investments and orders: network first, kept only in the session's own cache
// (deleted on sign-out and on session expiry), so they can be read offline (sw/private-cache.ts).
registerRoute(
  ({ url, request }) => request.method === 'GET' && INVESTOR_API_PATH.test(url.pathname),
  networkFirstHandler({ target: privateCacheTarget, lookup: privateLookup }),
);

// The visitor login-modal and subscription-required fragments: stale-while-revalidate, so the
// prompts still open offline. The `next` parameter does not change the fragment's use: one entry.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/[a-z][a-z0-9-]*\/visitor\/[a-z-]+\/$/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: FRAGMENT_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200], headers: { [CACHE_SCOPE_HEADER]: 'public' } }),
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.search = '';
          return url.href;
        },
      },
    ],
  }),
);

// Post images: cache first, bounded in entries and age, dropped first when storage runs short.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Updates are offered, not forced: the page asks for SKIP_WAITING only when the reader agrees.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: show the brand's notification, open its page on a click (sw/push-handlers.ts, docs/push.md).
registerPushHandlers();
