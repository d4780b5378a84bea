import { API } from '#contract/http/api-paths';
import type { PushKeyBody } from '#contract/account/settings';
import { PUSH_SUBSCRIPTION_CHANGED } from '#contract/push/worker';
import type { ApiClient } from '../http/api-client';

/**
 * This browser's Web Push subscription on this brand's origin (docs/push.md, "In the app"). Each
 * brand is its own origin, so each has its own subscription and its own permission.
 */

/** Notifications and push both available, in a secure context with a service worker. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
};

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/** The active registration, or undefined when none becomes ready in time (development has no worker). */
async function readyRegistration(waitMs = 5000): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Subscribes this browser (permission must already be granted) with the server's VAPID key and
 * sends the subscription to the server for the signed-in user. Resolves true once the server has it;
 * false when push cannot be used here; rejects when the browser or the server refuses.
 */
export async function subscribeToPush(api: ApiClient): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await readyRegistration();
  if (!registration) return false;
  const { public_key } = await api.get<PushKeyBody>(API.push.key);
  const key = keyBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys were rotated): it cannot receive our pushes any more.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post(API.push.subscribe, subscription.toJSON());
  remembered(subscription.endpoint);
  return true;
}

/** localStorage: the endpoint the server last accepted from this browser. */
export const PUSH_ENDPOINT_KEY = 'sf-push-endpoint';
function remembered(endpoint?: string): string | null {
  try {
    if (endpoint) localStorage.setItem(PUSH_ENDPOINT_KEY, endpoint);
    return localStorage.getItem(PUSH_ENDPOINT_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the server's copy of this browser's subscription current for a signed-in user: when the
 * worker says it was replaced (pushsubscriptionchange), and at start when the browser's endpoint is
 * not the one the server last accepted (replaced while no page was open).
 */
export async function keepPushSubscription(api: ApiClient, signedIn: () => boolean): Promise<void> {
  if (!pushSupported()) return;
  const resend = () => {
    if (signedIn() && Notification.permission === 'granted') void subscribeToPush(api).catch(() => undefined);
  };
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === PUSH_SUBSCRIPTION_CHANGED) resend();
  });
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const current = await registration?.pushManager.getSubscription().catch(() => null);
  if (current && current.endpoint !== remembered()) resend();
}

/**
 * Ends this browser's subscription (logout, or a session that ended): the push service forgets it,
 * and with `api` the server too; without it, the server deletes it when the push service next
 * answers 410. Never rejects.
 */
export async function unsubscribeFromPush(api?: ApiClient): Promise<void> {
  try {
    if (!pushSupported()) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    const { endpoint } = subscription;
    await subscription.unsubscribe().catch(() => false);
    try {
      localStorage.removeItem(PUSH_ENDPOINT_KEY);
    } catch {
      // Storage blocked: nothing was remembered.
    }
    if (api) await api.post(API.push.unsubscribe, { endpoint });
  } catch {
    // Offline, or the worker is gone: nothing more to do on this device.
  }
}
