/// <reference lib="webworker" />
import { PUSH_SUBSCRIPTION_CHANGED } from '#contract/push/worker';
import {
  brandLookFrom,
  MANIFEST_URL,
  notificationFor,
  readPayload,
  safeTarget,
  type BrandLook,
} from './push-notification';

declare let self: ServiceWorkerGlobalScope;

let look: Promise<BrandLook> | undefined;
function brandLook(): Promise<BrandLook> {
  look ??= fetch(MANIFEST_URL)
    .then((res) => (res.ok ? res.json() : undefined))
    .catch(() => undefined)
    .then((manifest: unknown) => brandLookFrom(manifest, self.location.hostname.split('.')[0] ?? ''));
  return look;
}

const parse = (data: PushMessageData | null) => {
  try {
    return data?.json() as unknown;
  } catch {
    return undefined;
  }
};

export async function showPush(data: PushMessageData | null): Promise<void> {
  const shown = notificationFor(readPayload(parse(data)), await brandLook(), self.location.origin);
  await self.registration.showNotification(shown.title, shown.options);
}

/**
 * Closes the notification, then brings the reader to its page: an open window of this origin is
 * focused and navigated there; with none, a new window opens. Only same-origin paths (safeTarget).
 */
export async function openFromNotification(notification: Notification): Promise<void> {
  notification.close();
  const path = safeTarget((notification.data as { url?: unknown } | null)?.url, self.location.origin);
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.focused) ?? windows[0];
  if (open) {
    const focused = await open.focus().catch(() => open);
    const landed = await focused.navigate(url).catch(() => null);
    // A window this worker does not control refuses navigate(): a new window then.
    if (landed) return;
  }
  await self.clients.openWindow(url);
}

/** A replaced subscription: subscribe again with the same key, and let open pages send it to the server. */
export async function resubscribe(event: Event): Promise<void> {
  const { oldSubscription, newSubscription } = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
  };
  const key = oldSubscription?.options.applicationServerKey;
  if (!newSubscription && key) {
    await self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .catch(() => null);
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) w.postMessage({ type: PUSH_SUBSCRIPTION_CHANGED });
}

/**
 * Keeps the worker alive for `work`. A synthetic event (isTrusted false: the e2e test dispatching a
 * click) cannot be extended and throws; the work still runs.
 */
function keepAlive(event: ExtendableEvent, work: Promise<void>) {
  try {
    event.waitUntil(work);
  } catch {
    void work.catch(() => undefined);
  }
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => keepAlive(event, showPush(event.data)));
  self.addEventListener('notificationclick', (event) => keepAlive(event, openFromNotification(event.notification)));
  self.addEventListener('pushsubscriptionchange', (event) => keepAlive(event as ExtendableEvent, resubscribe(event)));
}
