// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { fakePushApi, fakePushBrowser } from './fake-push-browser';
import { PUSH_SUBSCRIPTION_CHANGED } from '#contract/push/worker';
import { keepPushSubscription, pushSupported, subscribeToPush, unsubscribeFromPush } from './browser-push';

// 'BAEC' in base64url: the bytes 4, 1, 2.
const KEY = 'BAEC';
let browser = fakePushBrowser();
afterEach(() => browser.restore());
const withBrowser = (options?: Parameters<typeof fakePushBrowser>[0]) => {
  browser = fakePushBrowser(options);
  browser.install();
  return browser;
};

describe('pushSupported', () => {
  it('is false without PushManager, Notification or a service worker, true with them', () => {
    expect(pushSupported()).toBe(false);
    withBrowser();
    expect(pushSupported()).toBe(true);
  });
});

describe('subscribeToPush', () => {
  it('does nothing until permission is granted', async () => {
    const b = withBrowser({ permission: 'default' });
    const api = fakePushApi(KEY);
    expect(await subscribeToPush(api.client)).toBe(false);
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it("subscribes with the server's VAPID key and sends the subscription to the server", async () => {
    const b = withBrowser({ permission: 'granted' });
    const api = fakePushApi(KEY);
    expect(await subscribeToPush(api.client)).toBe(true);
    const { applicationServerKey, userVisibleOnly } = b.pushManager.subscribe.mock.calls[0]![0] as {
      applicationServerKey: Uint8Array;
      userVisibleOnly: boolean;
    };
    expect([...applicationServerKey]).toEqual([4, 1, 2]);
    expect(userVisibleOnly).toBe(true);
    expect(api.calls).toEqual([
      { method: 'GET', path: API.push.key },
      {
        method: 'POST',
        path: API.push.subscribe,
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/e1', keys: { p256dh: 'BPkey', auth: 'authsecret' } },
      },
    ]);
  });

  it('keeps a subscription made with the same key, and replaces one made with another key', async () => {
    const b = withBrowser({ permission: 'granted' });
    await subscribeToPush(fakePushApi(KEY).client);
    await subscribeToPush(fakePushApi(KEY).client);
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const old = b.state.subscription!;
    const api = fakePushApi('BAED');
    await subscribeToPush(api.client);
    expect(old.unsubscribed).toBe(true);
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(2);
    expect(api.calls[1]!.body).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2' });
  });
});

describe('unsubscribeFromPush', () => {
  it('ends the browser subscription and tells the server which endpoint went', async () => {
    withBrowser({ permission: 'granted' });
    await subscribeToPush(fakePushApi(KEY).client);
    const sub = browser.state.subscription!;
    const api = fakePushApi(KEY);
    await unsubscribeFromPush(api.client);
    expect(sub.unsubscribed).toBe(true);
    expect(api.calls).toEqual([{ method: 'POST', path: API.push.unsubscribe, body: { endpoint: sub.endpoint } }]);
  });

  it('never rejects, and asks nothing when there is no subscription', async () => {
    withBrowser({ permission: 'granted' });
    const api = fakePushApi(KEY);
    api.client.post.mockRejectedValue(new Error('offline'));
    await expect(unsubscribeFromPush(api.client)).resolves.toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});

describe('keepPushSubscription', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends nothing when the server already has this endpoint', async () => {
    withBrowser({ permission: 'granted' });
    await subscribeToPush(fakePushApi(KEY).client);
    const api = fakePushApi(KEY);
    await keepPushSubscription(api.client, () => true);
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('sends the subscription again when the worker replaced it, for a signed-in user only', async () => {
    const b = withBrowser({ permission: 'granted' });
    await subscribeToPush(fakePushApi(KEY).client);
    let signedIn = false;
    const api = fakePushApi(KEY);
    await keepPushSubscription(api.client, () => signedIn);
    const changed = () => {
      const event = new MessageEvent('message', { data: { type: PUSH_SUBSCRIPTION_CHANGED } });
      (navigator.serviceWorker as unknown as EventTarget).dispatchEvent(event);
    };
    changed();
    await settle();
    expect(api.calls).toEqual([]);
    signedIn = true;
    changed();
    await settle();
    expect(api.calls.at(-1)).toMatchObject({
      path: API.push.subscribe,
      body: { endpoint: b.state.subscription!.endpoint },
    });
  });

  it('at start, sends an endpoint the server never accepted (replaced while no page was open)', async () => {
    withBrowser({ permission: 'granted' });
    await subscribeToPush(fakePushApi(KEY).client);
    localStorage.setItem('sf-push-endpoint', 'https://fcm.googleapis.com/fcm/send/older');
    const api = fakePushApi(KEY);
    await keepPushSubscription(api.client, () => true);
    await settle();
    expect(api.calls.map((c) => c.path)).toEqual([API.push.key, API.push.subscribe]);
  });
});
