// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { forgetLoginIntent, hasLoginIntent, openLoginPromptFor, rememberLoginIntent } from './login-intent';
import { loginDialogAtom } from './session-atoms';
import { forgetNextPath, peekNextPath } from './next-path';

const BASKET = '/baskets/dividend-yield-plus/';
const T0 = Date.UTC(2026, 10, 20, 5, 30);

beforeEach(() => {
  sessionStorage.clear();
  window.history.pushState({}, '', BASKET);
});

describe('login intent', () => {
  it('waits on the page it was started on, until it is forgotten', () => {
    rememberLoginIntent('invest', BASKET, T0);
    expect(hasLoginIntent('invest', BASKET, T0 + 60_000)).toBe(true);
    expect(hasLoginIntent('invest', BASKET, T0 + 120_000)).toBe(true);
    expect(hasLoginIntent('invest', '/baskets/quality-compounders/', T0)).toBe(false);
    forgetLoginIntent();
    expect(hasLoginIntent('invest', BASKET, T0 + 60_000)).toBe(false);
  });

  it('lasts as long as the next path: 30 minutes', () => {
    rememberLoginIntent('invest', BASKET, T0);
    expect(hasLoginIntent('invest', BASKET, T0 + 30 * 60_000)).toBe(false);
    expect(hasLoginIntent('invest', BASKET, T0 + 30 * 60_000 - 1)).toBe(true);
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('sf-login-intent', '{not json');
    expect(hasLoginIntent('invest', BASKET, T0)).toBe(false);
    sessionStorage.setItem('sf-login-intent', JSON.stringify({ action: 'invest', path: BASKET, at: 'soon' }));
    expect(hasLoginIntent('invest', BASKET, T0)).toBe(false);
  });

  it('openLoginPromptFor opens the login prompt with this page as the next path, and keeps the intent', () => {
    const store = createStore();
    openLoginPromptFor(store, { loginType: 'all' }, 'invest');
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'all' });
    expect(peekNextPath()).toBe(BASKET);
    expect(hasLoginIntent('invest')).toBe(true);
  });

  it('goes with the next path when the login is given up (a dialog dismissed)', () => {
    rememberLoginIntent('invest', BASKET, T0);
    forgetNextPath();
    expect(hasLoginIntent('invest', BASKET, T0)).toBe(false);
  });
});
