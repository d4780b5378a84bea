import { vi } from 'vitest';

/**
 * A browser with Notification, PushManager and a service worker registration, for jsdom tests of
 * the push code (src/lib/push, src/features/push). `install()` puts it on the globals; `restore()`
 * takes it away.
 */
export function fakePushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
} = {}) {
  const state = { permission, subscription: null as null | FakeSubscription };
  class FakeSubscription {
    unsubscribed = false;
    constructor(
      readonly endpoint: string,
      readonly options: { applicationServerKey: ArrayBuffer | null },
    ) {}
    toJSON() {
      return { endpoint: this.endpoint, keys: { p256dh: 'BPkey', auth: 'authsecret' } };
    }
    unsubscribe = vi.fn(async () => {
      this.unsubscribed = true;
      state.subscription = null;
      return true;
    });
  }
  let made = 0;
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      state.subscription = new FakeSubscription(`https://fcm.googleapis.com/fcm/send/e${++made}`, {
        applicationServerKey: applicationServerKey.slice().buffer,
      });
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const Notification = {
    get permission() {
      return state.permission;
    },
    requestPermission,
  };
  const saved = {
    isSecureContext: Object.getOwnPropertyDescriptor(window, 'isSecureContext'),
    serviceWorker: Object.getOwnPropertyDescriptor(navigator, 'serviceWorker'),
  };
  return {
    state,
    pushManager,
    requestPermission,
    FakeSubscription,
    install() {
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
      Object.defineProperty(navigator, 'serviceWorker', {
        value: Object.assign(new EventTarget(), {
          ready: Promise.resolve(registration),
          getRegistration: async () => registration,
        }),
        configurable: true,
      });
      vi.stubGlobal('PushManager', function PushManager() {});
      vi.stubGlobal('Notification', Notification);
    },
    restore() {
      vi.unstubAllGlobals();
      if (saved.isSecureContext) Object.defineProperty(window, 'isSecureContext', saved.isSecureContext);
      else delete (window as { isSecureContext?: boolean }).isSecureContext;
      if (saved.serviceWorker) Object.defineProperty(navigator, 'serviceWorker', saved.serviceWorker);
      else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}

/** An ApiClient stand-in recording calls; GET push/key/ answers `publicKey`. */
export function fakePushApi(publicKey = 'BAEC') {
  const calls: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [];
  return {
    calls,
    client: {
      get: vi.fn(async (path: string) => {
        calls.push({ method: 'GET', path });
        return { public_key: publicKey } as never;
      }),
      post: vi.fn(async (path: string, body?: unknown) => {
        calls.push({ method: 'POST', path, body });
        return {} as never;
      }),
      url: (path: string) => `/api/${path}`,
    },
  };
}
