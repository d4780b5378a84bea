import type { AnalyticsSink, PageView } from './analytics-sink';
import { analyticsKeys } from './consent';
import type { KeyValueStorage } from './consent-storage';
import { ga4PageViewUrl } from './ga4-hit';
import { nextVisit, parseIdentity } from './ga4-identity';

export interface Ga4SinkOptions {
  measurementId: string;
  brandId: string;
  /** Where the client id and session are kept (localStorage). */
  storage: KeyValueStorage;
  /** Sends one collection request. */
  send: (url: string) => void;
  now?: () => number;
  /** A random whole number ≥ 0 (client ids, the page load id). */
  random?: () => number;
  language?: string;
  screen?: string;
}

/** A random 31-bit whole number, as gtag.js uses for client ids. */
export const randomId = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;

/**
 * Posts the collection request the way gtag.js does for a page view, as a keepalive fetch so it
 * survives the reader leaving the page, without cookies (none of Google's are sent or set), and
 * without reading the answer. A failure is dropped: a lost page view must not disturb the reader.
 */
export function sendKeepalive(url: string): void {
  try {
    void fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).catch(
      () => undefined,
    );
  } catch {
    // A browser without fetch keepalive: no page view.
  }
}

/** Google Analytics 4 page views, straight to its collection endpoint (docs/analytics.md). */
export function createGa4Sink({
  measurementId,
  brandId,
  storage,
  send,
  now = Date.now,
  random = randomId,
  language = navigator.language,
  screen = `${window.screen.width}x${window.screen.height}`,
}: Ga4SinkOptions): AnalyticsSink {
  const key = analyticsKeys(brandId).client;
  const pageLoadId = random();
  let hitNumber = 0;
  return {
    pageView(view: PageView) {
      try {
        const visit = nextVisit(parseIdentity(storage.getItem(key)), now(), random());
        storage.setItem(key, JSON.stringify(visit.identity));
        hitNumber += 1;
        send(ga4PageViewUrl({ ...view, measurementId, visit, pageLoadId, hitNumber, language, screen }));
      } catch {
        // Storage refused the client: no page view rather than one from a client that is not kept.
      }
    },
  };
}
