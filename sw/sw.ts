/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

declare let self: ServiceWorkerGlobalScope;

// The build's hashed JS and CSS. No HTML and no icons: those are branded per host by the server.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The branded app shell, as this origin's server rendered it, for offline navigations. */
const SHELL_CACHE = 'app-shell-v1';

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
    // API paths and page fragments never get the shell.
    { denylist: [/\/api\//, /^\/[a-z0-9-]+\/(visitor|fragments)\//] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
