// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { loginDialogAtom } from './session-atoms';
import { subscriptionDialogAtom } from './subscription-atoms';
import { readCookie } from '../cookies';
import { openLoginPrompt, openSubscriptionPrompt } from './prompts';
import { isSameSitePath, NEXT_PATH_COOKIE, peekNextPath, rememberNextPath, takeNextPath } from './next-path';

/** document.cookie's own setter, wherever it sits on the prototype chain. */
function cookieSetter(): (v: string) => void {
  for (let o: object | null = document; o; o = Object.getPrototypeOf(o) as object | null) {
    const set = Object.getOwnPropertyDescriptor(o, 'cookie')?.set;
    if (set) return set;
  }
  throw new Error('document.cookie has no setter');
}

beforeEach(() => {
  document.cookie = `${NEXT_PATH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.history.pushState({}, '', '/blog/article/12/a-slug/?pageNumber=3');
});

describe('next path', () => {
  it.each(['/', '/blog/', '/featured/all/?basket-type=premium&order-by=&order-by-field=popularity'])(
    'accepts the same-site path %s',
    (p) => expect(isSameSitePath(p)).toBe(true),
  );

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'blog/', '/ok\n', '', 'javascript:x'])(
    'refuses %s',
    (p) => expect(isSameSitePath(p)).toBe(false),
  );

  it('stores the current path and query in a 30-minute cookie', () => {
    const writes: string[] = [];
    const setter = cookieSetter();
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      setter.call(document, v);
    });
    try {
      rememberNextPath();
    } finally {
      spy.mockRestore();
    }
    expect(writes[0]).toMatch(
      /^next_path=%2Fblog%2Farticle%2F12%2Fa-slug%2F%3FpageNumber%3D3; path=\/; SameSite=Lax; max-age=1800$/,
    );
    expect(readCookie(NEXT_PATH_COOKIE)).toBe('/blog/article/12/a-slug/?pageNumber=3');
  });

  it('is taken once: reading it removes the cookie', () => {
    rememberNextPath('/account/orders/');
    expect(takeNextPath()).toBe('/account/orders/');
    expect(readCookie(NEXT_PATH_COOKIE) ?? '').toBe('');
    expect(takeNextPath()).toBeNull();
  });

  it('can be looked at without taking it (the login dialog’s broker links return to it)', () => {
    rememberNextPath('/subscribe/7/');
    expect(peekNextPath()).toBe('/subscribe/7/');
    expect(takeNextPath()).toBe('/subscribe/7/');
    expect(peekNextPath()).toBeNull();
  });

  it('never stores or returns another host', () => {
    rememberNextPath('//evil.example/');
    expect(takeNextPath()).toBeNull();
    document.cookie = `${NEXT_PATH_COOKIE}=${encodeURIComponent('https://evil.example/')}; path=/`;
    expect(takeNextPath()).toBeNull();
  });
});

describe('prompts', () => {
  it('openLoginPrompt stores the next path and opens the login dialog with the brand type', () => {
    const store = createStore();
    openLoginPrompt(store, { loginType: 'starfolio' });
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'starfolio' });
    expect(readCookie(NEXT_PATH_COOKIE)).toBe('/blog/article/12/a-slug/?pageNumber=3');
    openLoginPrompt(store, { loginType: 'all' }, 'broker');
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'broker' });
  });

  it('openSubscriptionPrompt opens the subscription dialog', () => {
    const store = createStore();
    openSubscriptionPrompt(store, { postId: 3 });
    expect(store.get(subscriptionDialogAtom)).toEqual({ open: true, data: { postId: 3 } });
  });
});
