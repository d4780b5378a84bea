// @vitest-environment jsdom
import { createStore } from 'jotai';
import { expect, it, vi } from 'vitest';

/**
 * The session atoms as the app has them and as the widget build has them (its validated-storage,
 * decision 0083): the app keeps the login state in its own localStorage; the widget, on a partner's
 * page, never reads or writes that page's storage, whatever keys the partner keeps there.
 */
const PARTNER_USER = {
  id: 9,
  name: 'Partner reader',
  email: 'reader@partner.example',
  mobile: null,
  isSubscriber: true,
  brokerName: null,
  brokerClientCode: null,
  roles: [],
};
// The persisted atoms read storage when they are created, so the page's keys are there first.
localStorage.setItem('isLoggedIn', 'true');
localStorage.setItem('userInfo', JSON.stringify(PARTNER_USER));

const app = await import('../../lib/session/session-atoms');
vi.resetModules();
vi.doMock('../../lib/session/validated-storage', () => import('./validated-storage'));
const getItem = vi.spyOn(Storage.prototype, 'getItem');
const setItem = vi.spyOn(Storage.prototype, 'setItem');
const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
const widget = await import('../../lib/session/session-atoms');
vi.doUnmock('../../lib/session/validated-storage');
const readsWhenCreated = getItem.mock.calls.length;

it('the app reads its own stored login state (so this test can tell when the widget would)', () => {
  const store = createStore();
  expect(store.get(app.isLoggedInAtom)).toBe(true);
  expect(store.get(app.userInfoAtom)).toEqual(PARTNER_USER);
});

it("the widget neither reads nor writes the page's storage", () => {
  expect(readsWhenCreated).toBe(0);
  getItem.mockClear();
  const store = createStore();
  expect(store.get(widget.isLoggedInAtom)).toBe(false);
  expect(store.get(widget.userInfoAtom)).toBeNull();
  store.set(widget.isLoggedInAtom, true);
  store.set(widget.userInfoAtom, { ...PARTNER_USER, name: 'Someone else' });
  expect(store.get(widget.isLoggedInAtom)).toBe(true);
  expect(getItem).not.toHaveBeenCalled();
  expect(setItem).not.toHaveBeenCalled();
  expect(removeItem).not.toHaveBeenCalled();
  expect(localStorage.getItem('userInfo')).toBe(JSON.stringify(PARTNER_USER));
});
