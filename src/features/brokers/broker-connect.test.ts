import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { brokerRedirectAtom, browserPopupBlockedAtom } from '#src/lib/session/session-atoms';
import { snackbarAtom } from '#src/components/ui/snackbar-atom';
import { continueInNewWindow, continueInThisTab, startBrokerConnect, type ConnectEnv } from './broker-connect';

const brand = {
  paymentHosts: ['pay.example'],
  brokers: [
    {
      id: 'sec',
      name: 'Kestrel Securities',
      loginPath: '/x/login/',
      redirectHost: 'login.kestrel.example',
      provider: 'kite' as const,
    },
  ],
};

function setup(answer: () => Promise<unknown>) {
  const store = createStore();
  const post = vi.fn(answer);
  const env: ConnectEnv = {
    api: { get: vi.fn(), post, url: (p: string) => p } as unknown as ApiClient,
    store,
    brand,
    origin: 'http://starfolio.localhost:4531',
    assign: vi.fn(),
    warn: vi.fn(),
  };
  return { store, post, env };
}

describe('startBrokerConnect', () => {
  it('asks for the sign-in address and goes there in this tab', async () => {
    const { env, post } = setup(async () => ({ redirect: 'https://login.kestrel.example/connect/?state=s1' }));
    expect(await startBrokerConnect(env, { brokerId: 'sec', mode: 'same-tab', next: '/baskets/b1/' })).toBe(
      'navigating',
    );
    expect(post).toHaveBeenCalledWith('broker/connect-broker/', { broker_id: 'sec', next: '/baskets/b1/' });
    expect(env.assign).toHaveBeenCalledWith('https://login.kestrel.example/connect/?state=s1');
  });

  it.each([
    ['another host', 'https://evil.example/connect/'],
    ['plain http to the broker', 'http://login.kestrel.example/connect/'],
    ['a script', 'javascript:alert(1)'],
    ['a user-name trick', 'https://login.kestrel.example@evil.example/'],
  ])('refuses %s (redirect allow-list) and says so', async (_, redirect) => {
    const { env, store } = setup(async () => ({ redirect }));
    expect(await startBrokerConnect(env, { brokerId: 'sec', mode: 'same-tab' })).toBe('refused');
    expect(env.assign).not.toHaveBeenCalled();
    expect(store.get(brokerRedirectAtom).open).toBe(false);
    expect(store.get(snackbarAtom).options.message).toBe(
      'The broker’s sign-in could not be started. Please try again.',
    );
  });

  it('allows a same-site address (the simulated broker served by this site)', async () => {
    const { env } = setup(async () => ({ redirect: '/broker-sim/sec/login/?state=s1' }));
    await startBrokerConnect(env, { brokerId: 'sec', mode: 'same-tab' });
    expect(env.assign).toHaveBeenCalledWith('http://starfolio.localhost:4531/broker-sim/sec/login/?state=s1');
  });

  it('opens the broker-redirect dialog for a new window, naming the broker', async () => {
    const { env, store } = setup(async () => ({ redirect: 'https://login.kestrel.example/connect/' }));
    store.set(browserPopupBlockedAtom, true);
    expect(await startBrokerConnect(env, { brokerId: 'sec', mode: 'new-window' })).toBe('dialog');
    expect(store.get(brokerRedirectAtom)).toEqual({
      open: true,
      brokerName: 'Kestrel Securities',
      redirect: 'https://login.kestrel.example/connect/',
    });
    expect(store.get(browserPopupBlockedAtom)).toBe(false);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('leaves a refusal a status rule handled to that rule', async () => {
    const { env, store } = setup(() => Promise.reject(new ApiError('Session Timed Out!', 200, '100', true)));
    expect(await startBrokerConnect(env, { brokerId: 'sec', mode: 'same-tab' })).toBe('failed');
    expect(store.get(snackbarAtom).open).toBe(false);
  });
});

describe('the broker-redirect dialog', () => {
  const opened = (store: ReturnType<typeof createStore>) =>
    store.set(brokerRedirectAtom, {
      open: true,
      brokerName: 'Kestrel Securities',
      redirect: 'https://login.kestrel.example/c/',
    });

  it('opens the broker in a new window without a way back to this page, and closes', () => {
    const store = createStore();
    opened(store);
    const win = { opener: {} } as unknown as Window;
    const open = vi.fn(() => win);
    expect(continueInNewWindow(store, open)).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://login.kestrel.example/c/', '_blank');
    expect(win.opener).toBeNull();
    expect(store.get(brokerRedirectAtom).open).toBe(false);
  });

  it('sets the popup-blocked flag when the window is blocked, and can continue in this tab', () => {
    const store = createStore();
    opened(store);
    expect(continueInNewWindow(store, () => null)).toBe('blocked');
    expect(store.get(browserPopupBlockedAtom)).toBe(true);
    expect(store.get(brokerRedirectAtom).open).toBe(true);
    const assign = vi.fn();
    continueInThisTab(store, assign);
    expect(assign).toHaveBeenCalledWith('https://login.kestrel.example/c/');
    expect(store.get(brokerRedirectAtom).open).toBe(false);
    expect(store.get(browserPopupBlockedAtom)).toBe(false);
  });
});
