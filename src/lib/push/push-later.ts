import type { ApiClient } from '../http/api-client';

/**
 * The session's calls into browser-push.ts, which loads only when a browser has push and has
 * granted it: the module stays out of every page's first load (tests/build/initial-js.test.ts) and
 * most visitors never fetch it.
 */
const granted = () =>
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window &&
  Notification.permission === 'granted';

/** At start: keeps the server's copy of this browser's subscription current (docs/push.md). */
export function keepPushSubscriptionLater(api: ApiClient, signedIn: () => boolean): void {
  if (!granted()) return;
  void import('./browser-push').then((push) => push.keepPushSubscription(api, signedIn)).catch(() => undefined);
}

/** Logout, or a session that ended: this browser's subscription ends (with `api`, on the server too). Never rejects. */
export async function unsubscribeFromPushLater(api?: ApiClient): Promise<void> {
  if (!granted()) return;
  try {
    await (await import('./browser-push')).unsubscribeFromPush(api);
  } catch {
    // Offline and never loaded: the push service's 410 tells the server later.
  }
}
