// @vitest-environment jsdom
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#contract/api-paths';
import type { InAppNotice } from '#contract/studio';
import { buttonNamed, mountWithApi, until } from '#src/components/ui/test-api';
import { isLoggedInAtom, notificationDialogAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
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

function setup(signedIn: boolean) {
  const store = createStore();
  store.set(isLoggedInAtom, signedIn);
  store.set(
    userInfoAtom,
    signedIn ? ({ id: 7, name: 'Ira', email: 'ira@example.com', isSubscriber: false } as UserInfo) : null,
  );
  const view = mountWithApi(
    <Provider store={store}>
      <NoticesWatcher />
    </Provider>,
    { get: (path) => (path === API.studio.notices ? { notices: [NOTICE] } : undefined) },
  );
  return { ...view, store };
}

// The dialog is a lazy chunk: loaded once here, so each test waits only for React.
beforeAll(async () => {
  await import('./notices-dialog');
});

const dialog = () => document.querySelector('[role="dialog"]');

describe('the in-app notices dialog', () => {
  it('asks nothing for a visitor', async () => {
    const { get, unmount } = setup(false);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(get).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
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
});
