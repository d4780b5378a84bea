// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http/api-client';
import { isLoggedInAtom, loginBrokerAtom, sessionEndingAtom, userInfoAtom, type UserInfo } from './session-atoms';
import { readCookie } from '../cookies';
import { bindSubscriberFlag, clearUserData, endSession, logout, PRIVATE_QUERY, setSessionUser } from './session';
import { unsubscribeFromPushLater } from '../push/push-later';

// The browser's push subscription (browser-push.test.ts covers it); here only when the session asks.
vi.mock('../push/push-later', () => ({ unsubscribeFromPushLater: vi.fn(async () => undefined) }));

const user: UserInfo = {
  id: 7,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '9876543210',
  isSubscriber: true,
  brokerName: 'Kestrel Securities',
  brokerClientCode: 'KS123',
  roles: [],
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'jwt=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('session state', () => {
  it('setSessionUser persists isLoggedIn and userInfo in local storage and fills loginBroker', () => {
    const store = createStore();
    setSessionUser(store, user);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    expect(store.get(loginBrokerAtom)).toEqual({ brokerName: 'Kestrel Securities', brokerClientCode: 'KS123' });
  });

  it('clearUserData resets the user, clears storage, the jwt cookie and the query cache', () => {
    const store = createStore();
    const queryClient = new QueryClient();
    setSessionUser(store, user);
    localStorage.setItem('other', 'x');
    document.cookie = 'jwt=a.b.c; path=/';
    queryClient.setQueryData(['anything'], 1);
    clearUserData({ store, queryClient });
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(loginBrokerAtom)).toEqual({ brokerName: null, brokerClientCode: null });
    expect(localStorage.length).toBe(0);
    expect(readCookie('jwt') ?? '').toBe('');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('endSession drops the private queries from memory and keeps the public ones', async () => {
    const store = createStore();
    setSessionUser(store, user);
    const queryClient = new QueryClient();
    const queryFn = (data: unknown) => () => Promise.resolve(data);
    await queryClient.fetchQuery({
      queryKey: ['investments', 'summary'],
      queryFn: queryFn({ invested: 1 }),
      meta: PRIVATE_QUERY,
    });
    await queryClient.fetchQuery({ queryKey: ['blog', 'list', 1], queryFn: queryFn({ main: [] }) });
    expect(queryClient.getQueryData(['investments', 'summary'])).toEqual({ invested: 1 });
    await endSession(store, queryClient);
    expect(queryClient.getQueryData(['investments', 'summary'])).toBeUndefined();
    expect(queryClient.getQueryData(['blog', 'list', 1])).toEqual({ main: [] });
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('window.is_subscriber follows the user state', () => {
    const store = createStore();
    const off = bindSubscriberFlag(store);
    expect(window.is_subscriber).toBe(false);
    setSessionUser(store, user);
    expect(window.is_subscriber).toBe(true);
    setSessionUser(store, { ...user, isSubscriber: false });
    expect(window.is_subscriber).toBe(false);
    setSessionUser(store, user);
    clearUserData({ store });
    expect(window.is_subscriber).toBe(false);
    off();
  });

  it('logout revokes on the server, then forgets the user — even when the server cannot be reached', async () => {
    for (const post of [
      vi.fn(async () => ({ head: { status: 0 }, body: {} })),
      vi.fn(() => Promise.reject(new Error('offline'))),
    ]) {
      const store = createStore();
      setSessionUser(store, user);
      const api = { post, get: vi.fn(), url: vi.fn() } as unknown as ApiClient;
      await logout({ api, store });
      expect(post).toHaveBeenCalledWith('auth/logout/');
      expect(store.get(isLoggedInAtom)).toBe(false);
      expect(localStorage.getItem('userInfo')).toBeNull();
    }
  });

  it('logout ends the push subscription on the server while the session still holds (only its owner may)', async () => {
    const calls: string[] = [];
    vi.mocked(unsubscribeFromPushLater).mockImplementationOnce(async (api) => {
      calls.push(api ? 'push/unsubscribe with the session' : 'push/unsubscribe without it');
    });
    const post = vi.fn(async (path: string) => {
      calls.push(path);
      return { head: { status: 0 }, body: {} };
    });
    const store = createStore();
    setSessionUser(store, user);
    await logout({ api: { post, get: vi.fn(), url: vi.fn() } as unknown as ApiClient, store });
    expect(calls.slice(0, 2)).toEqual(['push/unsubscribe with the session', 'auth/logout/']);
  });

  it("logout first stops the session's requests still on their way, then revokes it", async () => {
    const queryClient = new QueryClient();
    let aborted = false;
    const pending = queryClient.fetchQuery({
      queryKey: ['notices'],
      queryFn: ({ signal }) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    pending.catch(() => undefined); // cancelled: the point of the test
    const abortedAtPost: boolean[] = [];
    const post = vi.fn(async () => {
      abortedAtPost.push(aborted);
      return { head: { status: 0 }, body: {} };
    });
    const store = createStore();
    setSessionUser(store, user);
    await logout({ api: { post, get: vi.fn(), url: vi.fn() } as unknown as ApiClient, store, queryClient });
    expect(abortedAtPost).toEqual([true]);
  });

  it('marks the session as ending while it logs out, so nothing new asks the server meanwhile', async () => {
    const store = createStore();
    setSessionUser(store, user);
    const endingAtPost: boolean[] = [];
    const post = vi.fn(async () => {
      endingAtPost.push(store.get(sessionEndingAtom));
      throw new Error('offline');
    });
    await logout({ api: { post, get: vi.fn(), url: vi.fn() } as unknown as ApiClient, store });
    expect(endingAtPost).toEqual([true]);
    expect(store.get(sessionEndingAtom)).toBe(false);
  });

  it('a stored user of the wrong shape reads as logged out', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: 'x' }));
    vi.resetModules();
    const atoms = await import('./session-atoms');
    expect(createStore().get(atoms.userInfoAtom)).toBeNull();
  });
});
