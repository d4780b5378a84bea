import { atom, type createStore } from 'jotai';
import type { Workbox } from 'workbox-window';

/** True when a new service worker is installed and waiting for the reader's go-ahead. */
export const updateReadyAtom = atom(false);

let workbox: Workbox | null = null;

/**
 * Registers the service worker (production builds only). Updates are prompted, not forced:
 * a waiting worker raises updateReadyAtom; applyUpdate() activates it and reloads once.
 */
export async function registerServiceWorker(
  store: ReturnType<typeof createStore>,
  { url = '/sw.js', warmUrls = [] }: { url?: string; warmUrls?: string[] } = {},
) {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(url, { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => store.set(updateReadyAtom, true));
  // Fetch, through the worker, what must open offline before anyone asked for it (the prompts).
  wb.addEventListener('controlling', () => void warm(warmUrls));
  await wb.register();
  if (navigator.serviceWorker.controller) void warm(warmUrls);
}

async function warm(urls: string[]) {
  for (const u of urls) {
    const cached = await caches.match(u, { ignoreSearch: true, ignoreVary: true }).catch(() => undefined);
    if (!cached) await fetch(u, { credentials: 'include' }).catch(() => undefined);
  }
}

export function applyUpdate() {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
