// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createStore, Provider, useAtomValue } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImpersonationInfo } from '#contract/impersonation/rules';
import { mount } from '#src/components/ui/test-root';
import { impersonationAtom } from '#src/lib/session/impersonation-atom';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { ClientViewSlot, preloadClientViewBanner } from './client-view-slot';

/**
 * Counts how often the banner's module is loaded (a stand-in for the chunk being fetched) and how
 * often the banner unmounts; like the real one, it renders nothing outside a view.
 */
const loads = vi.hoisted(() => ({ count: 0, unmounts: 0 }));
vi.mock('./client-view-banner', () => {
  loads.count++;
  function ClientViewBanner() {
    const info = useAtomValue(impersonationAtom);
    useEffect(() => () => void loads.unmounts++, []);
    return info ? <section data-testid="client-view-banner">banner</section> : null;
  }
  return { ClientViewBanner };
});

const VIEW: ImpersonationInfo = {
  client: { id: 7, name: 'Asha Investor', email: 'asha@example.com' },
  staff: { id: 3, name: 'Kiran Dealer' },
  expiresAt: '2026-11-20T11:30:00+05:30',
};
const USER = { id: 7, name: 'Asha Investor', email: 'asha@example.com', isSubscriber: false } as UserInfo;

let unmount = () => {};
afterEach(() => {
  unmount();
  localStorage.clear();
});

function render(view: ImpersonationInfo | null, loggedIn: boolean) {
  const store = createStore();
  store.set(isLoggedInAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? USER : null);
  store.set(impersonationAtom, view);
  unmount = mount(
    <Provider store={store}>
      <ClientViewSlot />
    </Provider>,
  ).unmount;
  return store;
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** Lets React and the module loader work, inside act, until `done` holds (or a second has passed). */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
const banner = () => document.querySelector('[data-testid="client-view-banner"]');

// In this order: once the banner's module is loaded, it stays loaded.
describe('the client-view banner’s slot', () => {
  it('in one’s own session, or signed out, renders nothing and loads nothing', async () => {
    render(null, true);
    await settle();
    unmount();
    render(VIEW, false);
    await settle();
    expect(banner()).toBeNull();
    preloadClientViewBanner(createStore());
    await settle();
    expect(loads.count).toBe(0);
  });

  it('preloads the banner for a page opened in a client’s view', async () => {
    const store = createStore();
    store.set(impersonationAtom, VIEW);
    preloadClientViewBanner(store);
    await until(() => loads.count > 0);
    expect(loads.count).toBe(1);
  });

  it('in a client’s view, loads the banner and shows it; leaving the view hides it, still mounted for Exit’s callbacks', async () => {
    // The banner's module resolves after the first render: React's retry happens inside act too.
    let store = createStore();
    await act(async () => {
      store = render(VIEW, true);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await until(() => banner() !== null);
    expect(banner()?.textContent).toBe('banner');
    expect(loads.count).toBe(1);
    act(() => store.set(impersonationAtom, null));
    expect(banner()).toBeNull();
    expect(loads.unmounts).toBe(0);
  });
});
