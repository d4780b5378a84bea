// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { createEnvelopeClient } from './api-client';
import { ApiError, ScreenerError } from './api-error';
import { screenerDialogAtom } from '../../components/ui/screener-atom';
import { snackbarAtom } from '../../components/ui/snackbar-atom';
import { brokerSignInAgainAtom, isLoggedInAtom, loginDialogAtom, userInfoAtom } from '../session/session-atoms';
import type { BrandConfig } from '../brand';
import { readCookie } from '../cookies';
import { clearUserData } from '../session/session';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import { NEXT_PATH_COOKIE } from '../session/next-path';
import { createStatusHooks, STATUS_RULES } from './status-rules';

const brand = {
  segment: 'starfolio',
  brokerHeader: 'starfolio',
  loginType: 'all',
  paymentHosts: ['checkout.paygate-demo.example'],
  brokers: [{ id: 'sec', name: 'Kestrel', loginPath: '/brokers/k/login/', redirectHost: 'login.kestrel.example' }],
} as unknown as BrandConfig;

const user = {
  id: 1,
  name: 'Asha',
  email: 'asha@example.com',
  mobile: null,
  isSubscriber: true,
  brokerName: null,
  brokerClientCode: null,
  roles: [],
};

type Reply = { status?: number; json?: unknown; text?: string };

function setup(reply: Reply | (() => Promise<Response>)) {
  const store = createStore();
  const queryClient = new QueryClient();
  const assign = vi.fn<(url: string) => void>();
  const warn = vi.fn();
  const endSession = vi.fn();
  const fetchMock = vi.fn(async () => {
    if (typeof reply === 'function') return reply();
    const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
    const type = reply.json !== undefined ? 'application/json' : 'text/html';
    return new Response(body, { status: reply.status ?? 200, headers: { 'content-type': type } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const hooks = createStatusHooks({
    store,
    brand,
    origin: () => window.location.origin,
    assign,
    warn,
    clearUserData: () => clearUserData({ store, queryClient }),
    endSession,
  });
  // The rules act one layer below the app's client, where the answer is still the whole envelope.
  const api = createEnvelopeClient({ brand, hooks });
  return { store, queryClient, assign, warn, api, fetchMock, endSession };
}

const envelope = (status: string | number, body: unknown = {}, message?: string) => ({
  json: { head: message ? { status, message } : { status }, body },
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeEach(() => {
  window.history.pushState({}, '', '/blog/?pageNumber=2');
  localStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('status rules', () => {
  it('lists one rule per spec condition', () => {
    expect(STATUS_RULES.map((r) => r.when)).toHaveLength(5);
  });

  it("head.status '100': error snackbar, login dialog of the brand's type, next path stored, handled rejection", async () => {
    const { api, store } = setup(envelope('100', {}, 'Session Timed Out!'));
    const err = await rejection(api.get('auth/userinfo/'));
    expect(err.handled).toBe(true);
    expect(err.retryable).toBe(false);
    expect(err.message).toBe(SESSION_MESSAGES.sessionTimedOut);
    expect(store.get(snackbarAtom)).toMatchObject({
      open: true,
      options: { message: 'Session Timed Out!', variant: 'error', autoHideDuration: 6000 },
    });
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'all' });
    expect(readCookie(NEXT_PATH_COOKIE)).toBe('/blog/?pageNumber=2');
  });

  it("head.status '100' on a POST acts the same", async () => {
    const { api, store } = setup(envelope('100'));
    await rejection(api.post('post/like/', { postId: 1 }));
    expect(store.get(loginDialogAtom).open).toBe(true);
  });

  it("head.status '110': same message, broker login dialog", async () => {
    const { api, store } = setup(envelope('110'));
    const err = await rejection(api.get('basket/details/'));
    expect(err.handled).toBe(true);
    expect(store.get(snackbarAtom).options.message).toBe('Session Timed Out!');
    expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'broker' });
  });

  it("head.status '110' naming a connected broker: same message, that broker's sign-in again, the user stays", async () => {
    const { api, store, endSession } = setup(envelope('110', { broker_id: 'sec' }, 'Session Timed Out!'));
    const err = await rejection(api.post('requestorder/', { client_key: 'k1234567' }));
    expect(err.handled).toBe(true);
    expect(store.get(snackbarAtom).options).toMatchObject({ message: 'Session Timed Out!', variant: 'error' });
    expect(store.get(brokerSignInAgainAtom)).toBe('sec');
    expect(store.get(loginDialogAtom).open).toBe(false);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('HTTP 403: same message and the user is logged out (storage, cookie, state, query cache)', async () => {
    const { api, store, queryClient } = setup({ status: 403, ...envelope(403, {}, 'Forbidden') });
    store.set(isLoggedInAtom, true);
    store.set(userInfoAtom, user);
    localStorage.setItem('something', 'kept by a feature');
    document.cookie = 'jwt=abc.def.ghi; path=/';
    queryClient.setQueryData(['auth', 'userinfo'], user);
    window.is_subscriber = true;

    const err = await rejection(api.get('auth/userinfo/'));
    expect(err.handled).toBe(true);
    expect(err.httpStatus).toBe(403);
    expect(store.get(snackbarAtom).options).toMatchObject({ message: 'Session Timed Out!', variant: 'error' });
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.length).toBe(0);
    // Deleted (max-age=0); happy-dom may still list it, empty, within the same millisecond.
    expect(readCookie('jwt') ?? '').toBe('');
    expect(queryClient.getQueryData(['auth', 'userinfo'])).toBeUndefined();
    expect(window.is_subscriber).toBe(false);
  });

  describe('head.status 6 with body.redirect_url', () => {
    it.each([
      [
        'https on a payment host',
        'https://checkout.paygate-demo.example/pay/9',
        'https://checkout.paygate-demo.example/pay/9',
      ],
      ['https on a broker host', 'https://login.kestrel.example/x', 'https://login.kestrel.example/x'],
      ['same origin', '/account/orders/', `${window.location.origin}/account/orders/`],
    ])('goes to %s', async (_name, url, expected) => {
      const { api, assign, store } = setup(envelope(6, { redirect_url: url }));
      const err = await rejection(api.post('create-transaction/', {}));
      expect(err.handled).toBe(true);
      expect(assign).toHaveBeenCalledWith(expected);
      expect(store.get(snackbarAtom).open).toBe(false);
    });

    it.each([
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/',
      'http://checkout.paygate-demo.example/pay',
      'https://checkout.paygate-demo.example@evil.example/',
    ])('refuses %s: no navigation, a warning and an error snackbar', async (url) => {
      const { api, assign, warn, store } = setup(envelope(6, { redirect_url: url }));
      const err = await rejection(api.get('payment/status/'));
      expect(err.handled).toBe(true);
      expect(err.message).toBe(SESSION_MESSAGES.redirectBlocked);
      expect(assign).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.any(String), url);
      expect(store.get(snackbarAtom).options).toMatchObject({
        message: SESSION_MESSAGES.redirectBlocked,
        variant: 'error',
      });
    });
  });

  describe('on a GET', () => {
    it('head.status 0 resolves with the envelope', async () => {
      const { api } = setup(envelope(0, { main: [] }));
      await expect(api.get('post/list/')).resolves.toEqual({ head: { status: 0 }, body: { main: [] } });
    });

    it.each([4, 7, 10, '4'])('head.status %s opens the screener dialog and rejects with a ScreenerError', async (s) => {
      const { api, store } = setup(envelope(s));
      const err = await rejection(api.get('basket/details/'));
      expect(err).toBeInstanceOf(ScreenerError);
      expect(err.handled).toBe(true);
      expect(store.get(screenerDialogAtom)).toBe(true);
    });

    it('other statuses pass through', async () => {
      const { api, store } = setup(envelope(3, { x: 1 }));
      await expect(api.get('basket/details/')).resolves.toEqual({ head: { status: 3 }, body: { x: 1 } });
      expect(store.get(screenerDialogAtom)).toBe(false);
    });
  });

  describe('a call made for a preload (the pointer resting on a link)', () => {
    it.each([4, 7, 10])(
      'head.status %s rejects as a screener but opens nothing until the screen shows it',
      async (s) => {
        const { api, store } = setup(envelope(s));
        const err = await rejection(api.get('basket/details/', { preload: true }));
        expect(err).toBeInstanceOf(ScreenerError);
        expect(err.handled).toBe(true);
        expect(store.get(screenerDialogAtom)).toBe(false);
        err.runDeferredRule();
        expect(store.get(screenerDialogAtom)).toBe(true);
        // Once: closing the dialog and showing the same error again opens nothing.
        store.set(screenerDialogAtom, false);
        err.runDeferredRule();
        expect(store.get(screenerDialogAtom)).toBe(false);
      },
    );

    it("head.status '100' shows no snackbar and no login dialog, and keeps the session, until run", async () => {
      const { api, store, endSession } = setup(envelope('100'));
      const err = await rejection(api.get('auth/userinfo/', { preload: true }));
      expect(err.message).toBe(SESSION_MESSAGES.sessionTimedOut);
      expect(store.get(snackbarAtom).open).toBe(false);
      expect(store.get(loginDialogAtom).open).toBe(false);
      expect(endSession).not.toHaveBeenCalled();
      err.runDeferredRule();
      expect(store.get(loginDialogAtom)).toEqual({ open: true, type: 'all' });
      expect(endSession).toHaveBeenCalledOnce();
    });

    it('head.status 6 does not send the browser away, and HTTP 403 does not log out, until run', async () => {
      const redirect = setup(envelope(6, { redirect_url: `${window.location.origin}/payment/status/` }));
      const moved = await rejection(redirect.api.get('payment/', { preload: true }));
      expect(redirect.assign).not.toHaveBeenCalled();
      moved.runDeferredRule();
      expect(redirect.assign).toHaveBeenCalledWith(`${window.location.origin}/payment/status/`);

      const refused = setup({ status: 403, ...envelope(403) });
      refused.store.set(isLoggedInAtom, true);
      const err = await rejection(refused.api.get('account/', { preload: true }));
      expect(refused.store.get(isLoggedInAtom)).toBe(true);
      err.runDeferredRule();
      expect(refused.store.get(isLoggedInAtom)).toBe(false);
    });

    it('an error a rule already acted on has nothing held back', async () => {
      const { api, store } = setup(envelope(4));
      const err = await rejection(api.get('basket/details/'));
      store.set(screenerDialogAtom, false);
      err.runDeferredRule();
      expect(store.get(screenerDialogAtom)).toBe(false);
    });
  });

  it('a POST answering 4 passes through (the screener rule is for GETs)', async () => {
    const { api, store } = setup(envelope(4));
    await expect(api.post('basket/create/', {})).resolves.toEqual({ head: { status: 4 }, body: {} });
    expect(store.get(screenerDialogAtom)).toBe(false);
  });

  it.each([400, 401, 404, 409, 429])(
    'HTTP %s rejects with an unhandled ApiError carrying the server message',
    async (status) => {
      const { api, store } = setup({
        status,
        ...envelope(status, { errors: { email: 'Please enter a valid email' } }, 'Bad'),
      });
      const err = await rejection(api.post('auth/registration/', {}));
      expect(err.handled).toBe(false);
      expect(err.httpStatus).toBe(status);
      expect(err.message).toBe('Bad');
      expect(err.body).toEqual({ errors: { email: 'Please enter a valid email' } });
      expect(store.get(snackbarAtom).open).toBe(false);
      expect(store.get(loginDialogAtom).open).toBe(false);
    },
  );

  it('HTTP 500 without an envelope rejects with a retryable ApiError', async () => {
    const { api } = setup({ status: 500, text: '<h1>oops</h1>' });
    const err = await rejection(api.get('post/list/'));
    expect(err.httpStatus).toBe(500);
    expect(err.retryable).toBe(true);
  });

  it('a network failure rejects as offline', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await rejection(api.get('post/list/'));
    expect(err.isOffline).toBe(true);
    expect(err.handled).toBe(false);
  });
});
