// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screenerDialogAtom } from '../../components/ui/screener-atom';
import { snackbarAtom } from '../../components/ui/snackbar-atom';
import { brokerSignInAgainAtom, isLoggedInAtom, loginDialogAtom, userInfoAtom } from '../session/session-atoms';
import { readCookie } from '../cookies';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import { NEXT_PATH_COOKIE } from '../session/next-path';
import { STATUS_RULES } from './status-rules';
import { envelope, rejection, setup, cleanPageEachTest, user } from './status-rules-testing';

cleanPageEachTest();

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
