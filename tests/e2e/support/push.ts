import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Helpers of tests/e2e/push.spec.ts (docs/push.md, "Testing").
 *
 * Chromium refuses pushManager.subscribe() in Playwright's contexts ("Registration failed -
 * permission denied", off-the-record profiles have no push service), so the page's PushManager is
 * replaced by one whose subscription points at the test's own push service, with browser keys the
 * test made: the app, the server and the push service do the rest for real. The browser starts
 * subscribed with another key, so the app, at start with a signed-in user, subscribes again with the
 * server's key and sends that subscription (src/lib/push/browser-push.ts, keepPushSubscription).
 */
export async function stubPushManager(context: BrowserContext, subscription: { endpoint: string; keys: object }) {
  await context.addInitScript(({ endpoint, keys }) => {
    if (!('PushManager' in window)) return;
    // Subscribed on an earlier visit, with a key that is not the server's (as after a key rotation).
    const state: { key: ArrayBuffer | null } = { key: new Uint8Array(65).fill(4).buffer };
    const sub = {
      endpoint,
      expirationTime: null,
      get options() {
        return { userVisibleOnly: true, applicationServerKey: state.key };
      },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        state.key = null;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => (state.key ? (sub as unknown as PushSubscription) : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      state.key = key.slice().buffer;
      (window as { pushKeyUsed?: string }).pushKeyUsed = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return sub as unknown as PushSubscription;
    };
  }, subscription);
}

/** The page's service worker registration id, as the DevTools protocol names it. */
export async function swRegistrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the page's service worker registration shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
  });

/** A click on the notification shown with `tag`, as the service worker receives it (its notificationclick). */
export async function clickNotification(context: BrowserContext, tag: string) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (tag) => {
    // In the worker: its own scope, with NotificationEvent (not in this file's DOM types).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications({ tag });
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification: notification! }));
  }, tag);
}
