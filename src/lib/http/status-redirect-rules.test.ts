// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ScreenerError } from './api-error';
import { screenerBodyAtom, screenerDialogAtom } from '../../components/ui/screener-atom';
import { snackbarAtom } from '../../components/ui/snackbar-atom';
import { isLoggedInAtom, loginDialogAtom } from '../session/session-atoms';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import { envelope, rejection, setup, cleanPageEachTest } from './status-rules-testing';

cleanPageEachTest();

describe('status rules', () => {
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
      expect(store.get(screenerBodyAtom)).toEqual({});
    });

    it('keeps the basket and adviser the refusal names, for the screener to offer their plans', async () => {
      const locked = { basket_hash: 'b1', name: 'B One', adviser: { slug: 'a-one', name: 'A One' } };
      const { api, store } = setup(envelope(4, { locked }));
      await rejection(api.get('basket/details/'));
      expect(store.get(screenerBodyAtom)).toEqual({ locked });
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
});
