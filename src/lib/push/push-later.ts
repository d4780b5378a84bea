import type { ApiClient } from '../http/api-client';

/**
 * The session's calls into browser-push.ts, which loads only when a browser has push and has
 * granted it: the module stays out of every page's first load (tests/build/initial-js.test.ts) and
 * most visitors never fetch it.
 */
async function granted(): Promise<boolean> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return false;
  // Asked without waiting: `Notification.permission` is a synchronous call into the browser, which
  // cost a throttled phone 14–19 ms of its start on every page (decision 0304).
  try {
    return (await navigator.permissions.query({ name: 'notifications' })).state === 'granted';
  } catch {
    return Notification.permission === 'granted';
  }
}

/** At start: keeps the server's copy of this browser's subscription current (docs/push.md). */
export function keepPushSubscriptionLater(api: ApiClient, signedIn: () => boolean): void {
  void granted()
    .then((yes) =>
      yes ? import('./browser-push').then((push) => push.keepPushSubscription(api, signedIn)) : undefined,
    )
    .catch(() => undefined);
}

/** Logout, or a session that ended: this browser's subscription ends (with `api`, on the server too). Never rejects. */
export async function unsubscribeFromPushLater(api?: ApiClient): Promise<void> {
  if (!(await granted())) return;
  try {
    await (await import('./browser-push')).unsubscribeFromPush(api);
  } catch {
    // Offline and never loaded: the push service's 410 tells the server later.
  }
}
