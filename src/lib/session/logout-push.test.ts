// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { API } from '#contract/http/api-paths';
import type { ApiClient } from '../http/api-client';
import { fakePushApi, fakePushBrowser } from '../push/fake-push-browser';
import { subscribeToPush } from '../push/browser-push';
import { endSession, logout } from './session';

let browser = fakePushBrowser();
afterEach(() => browser.restore());

async function subscribed() {
  browser = fakePushBrowser({ permission: 'granted' });
  browser.install();
  await subscribeToPush(fakePushApi().client as unknown as ApiClient);
  return browser.state.subscription!;
}

describe('push and the end of a session (decision 0148)', () => {
  it('logout ends the subscription and tells the server, while the session still holds', async () => {
    const sub = await subscribed();
    const api = fakePushApi();
    await logout({ api: api.client as unknown as ApiClient, store: createStore() });
    expect(sub.unsubscribed).toBe(true);
    expect(api.calls.map((c) => c.path)).toEqual([API.push.unsubscribe, API.auth.logout]);
    expect(api.calls[0]!.body).toEqual({ endpoint: sub.endpoint });
  });

  it('a session that ended elsewhere ends the subscription in this browser', async () => {
    const sub = await subscribed();
    await endSession(createStore());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sub.unsubscribed).toBe(true);
  });
});
