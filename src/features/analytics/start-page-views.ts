import type { KeyValueStorage } from './consent-storage';
import { readConsent } from './consent-storage';
import { createGa4Sink, sendKeepalive } from './ga4-sink';
import { trackPageViews, type TrackedRouter } from './page-view-tracker';

export interface StartOptions {
  router: TrackedRouter;
  storage: KeyValueStorage;
  measurementId: string;
  brandId: string;
  onRefused: () => void;
}

/**
 * The part of analytics loaded only after the reader accepts (a chunk of its own): the GA4 sink and
 * the tracker, wired to this page. Returns `stop`.
 */
export function startPageViews({ router, storage, measurementId, brandId, onRefused }: StartOptions): () => void {
  const sink = createGa4Sink({ measurementId, brandId, storage, send: sendKeepalive });
  return trackPageViews(router, sink, {
    origin: window.location.origin,
    referrer: document.referrer,
    isAllowed: () => readConsent(storage, brandId) === 'granted',
    onRefused,
    fallbackTitle: () => document.title,
  });
}
