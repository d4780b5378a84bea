// @vitest-environment jsdom
import { act } from 'react';
import { atom, createStore, Provider, useAtom } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InAppNotice } from '#contract/studio/types';
import { Dialog } from '#src/components/ui/dialog';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import {
  isLoggedInAtom,
  notificationDialogAtom,
  sessionEndingAtom,
  userInfoAtom,
  type UserInfo,
} from '#src/lib/session/session-atoms';
import { noticeMessages as m } from '../notices-messages';
import { NoticesWatcher } from './notices-watcher';

const navigate = vi.fn(() => Promise.resolve());
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate }) }));

const NOTICE: InAppNotice = {
  id: 41,
  kind: 'rebalance',
  title: 'Rebalance available',
  body: 'Retirement Income has new weights. Review the changes to your investment.',
  url: '/account/investments/e2eabc/',
  created_at: '2026-11-20T05:30:00.000Z',
};

/** Another modal dialog of the app (a rebalance under review), open while this atom says so. */
const otherOpenAtom = atom(false);
function Other() {
  const [open, setOpen] = useAtom(otherOpenAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Review the rebalance">
      <p>Version 5 to version 6</p>
    </Dialog>
  );
}

function setup(signedIn: boolean, otherOpen = false) {
  const store = createStore();
  store.set(isLoggedInAtom, signedIn);
  store.set(
    userInfoAtom,
    signedIn ? ({ id: 7, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo) : null,
  );
  store.set(otherOpenAtom, otherOpen);
  const view = mountWithApi(
    <Provider store={store}>
      <NoticesWatcher />
      <Other />
    </Provider>,
    { get: (path) => (path === API.studio.notices ? { notices: [NOTICE] } : undefined) },
  );
  return { ...view, store, setOther: (open: boolean) => act(() => store.set(otherOpenAtom, open)) };
}

// The dialog is a lazy chunk: loaded once here, so each test waits only for React.
beforeAll(async () => {
  await import('./notices-dialog');
});

const dialog = () => document.querySelector('[role="dialog"]');
const dialogs = () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.querySelector('h2')?.textContent);
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('the in-app notices dialog', () => {
  it('asks nothing for a visitor', async () => {
    const { get, unmount } = setup(false);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(get).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
    unmount();
  });

  it('asks nothing while the session is ending (a logout, leaving a client view), then asks', async () => {
    const store = createStore();
    store.set(isLoggedInAtom, true);
    store.set(userInfoAtom, { id: 7, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo);
    store.set(sessionEndingAtom, true);
    const { get, unmount } = mountWithApi(
      <Provider store={store}>
        <NoticesWatcher />
      </Provider>,
      { get: (path) => (path === API.studio.notices ? { notices: [] } : undefined) },
    );
    await settle();
    expect(get).not.toHaveBeenCalled();
    act(() => store.set(sessionEndingAtom, false));
    await until(() => get.mock.calls.length === 1);
    unmount();
  });

  it("shows a signed-in user's unread notices with a link, and marks one read", async () => {
    const { get, post, store, unmount } = setup(true);
    await until(() => dialog()?.textContent?.includes(NOTICE.body) ?? false);
    expect(get).toHaveBeenCalledTimes(1);
    expect(dialog()!.querySelector('a')!.getAttribute('href')).toBe(NOTICE.url);
    act(() => buttonNamed(m.markRead)!.click());
    await until(() => dialog() === null);
    expect(post).toHaveBeenCalledWith(API.studio.noticesRead, { ids: [NOTICE.id] });
    expect(store.get(notificationDialogAtom).open).toBe(false);
    unmount();
  });

  it('follows a link in the app and marks it read', async () => {
    const { post, unmount } = setup(true);
    await until(() => dialog() !== null);
    act(() => dialog()!.querySelector('a')!.click());
    await until(() => post.mock.calls.length > 0);
    expect(navigate).toHaveBeenCalledWith({ href: NOTICE.url });
    expect(post).toHaveBeenCalledWith(API.studio.noticesRead, { ids: [NOTICE.id] });
    unmount();
  });

  it('waits while another dialog is open, and opens once it has closed', async () => {
    const { get, setOther, unmount } = setup(true, true);
    await until(() => get.mock.calls.length > 0);
    await settle();
    expect(dialogs()).toEqual(['Review the rebalance']);
    setOther(false);
    await until(() => dialog()?.textContent?.includes(NOTICE.body) ?? false);
    expect(dialogs()).toEqual([m.title]);
    unmount();
  });

  it('gives way to a dialog opened over it, and comes back, still unread, when that one closes', async () => {
    const { post, setOther, unmount } = setup(true);
    await until(() => dialog()?.textContent?.includes(NOTICE.body) ?? false);
    setOther(true);
    await until(() => dialogs().length === 1 && dialogs()[0] === 'Review the rebalance');
    expect(dialogs()).toEqual(['Review the rebalance']);
    setOther(false);
    await until(() => dialog()?.textContent?.includes(NOTICE.body) ?? false);
    expect(dialogs()).toEqual([m.title]);
    expect(post).not.toHaveBeenCalled();
    unmount();
  });
});
