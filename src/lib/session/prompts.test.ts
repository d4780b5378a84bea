// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { readCookie, deleteCookie } from '../cookies';
import { NEXT_PATH_COOKIE } from './next-path';
import { openLoginPrompt, openPlanDialog, openSubscribe } from './prompts';
import { isLoggedInAtom, loginDialogAtom } from './session-atoms';
import { planDialogAtom, subscriptionDialogAtom } from './subscription-atoms';

afterEach(() => deleteCookie(NEXT_PATH_COOKIE));

describe('the premium entry points', () => {
  it('a signed-in investor goes straight to the plans, never to "Already a subscriber? Log in"', () => {
    const store = createStore();
    store.set(isLoggedInAtom, true);
    openSubscribe(store, { from: '/posts/66/momentum-leaders/' });
    expect(store.get(subscriptionDialogAtom).open).toBe(false);
    expect(store.get(planDialogAtom)).toEqual({ open: true, data: { from: '/posts/66/momentum-leaders/' } });
  });

  it('a visitor gets the subscription prompt, which carries whose plans to show', () => {
    const store = createStore();
    openSubscribe(store, { basket: 'abc' });
    expect(store.get(planDialogAtom).open).toBe(false);
    expect(store.get(subscriptionDialogAtom)).toEqual({ open: true, data: { basket: 'abc' } });
  });

  it('the plan dialog remembers the page it was opened on to come back to', () => {
    const store = createStore();
    window.history.replaceState(null, '', '/baskets/abc/?tab=1');
    openPlanDialog(store, { basket: 'abc' });
    expect(store.get(planDialogAtom).data).toEqual({ basket: 'abc', from: '/baskets/abc/?tab=1' });
  });
});

describe('openLoginPrompt', () => {
  it('takes the page to land on after logging in (the checkout), else the current one', () => {
    const store = createStore();
    window.history.replaceState(null, '', '/posts/66/x/');
    openLoginPrompt(store, { loginType: 'all' }, undefined, '/subscribe/7/');
    expect(readCookie(NEXT_PATH_COOKIE)).toBe('/subscribe/7/');
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'all' });
    openLoginPrompt(store, { loginType: 'all' });
    expect(readCookie(NEXT_PATH_COOKIE)).toBe('/posts/66/x/');
  });
});
