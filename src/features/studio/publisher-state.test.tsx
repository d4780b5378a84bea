// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { clearUserData, endSession, setSessionUser } from '#src/lib/session/session';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { mount } from '#src/components/ui/test-root';
import { until } from '#src/components/ui/test-api';
import { API } from '#contract/http/api-paths';
import type { PublisherBody } from '#contract/studio/types';
import { publisherAtom, usePublisher } from './publisher-state';

const details = {
  adviser: { slug: 'sahyadri', name: 'Sahyadri Wealth Advisors' },
  site: { brand_id: 'starfolio', basket_drafts: true },
} as unknown as PublisherBody;
const user = (id: number, roles: UserInfo['roles']): UserInfo => ({
  id,
  name: 'U',
  email: `u${id}@example.com`,
  mobile: null,
  isSubscriber: false,
  brokerName: null,
  brokerClientCode: null,
  roles,
});

function Probe() {
  const p = usePublisher();
  return <p data-testid="publisher">{p?.adviser.name ?? 'none'}</p>;
}

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

function render(store: ReturnType<typeof createStore>) {
  const get = vi.fn((path: string) => Promise.resolve(path === API.studio.publisher ? details : {}));
  const api = { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view = mount(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ApiProvider client={api}>
          <Probe />
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { get, client, shown: () => view!.container.textContent };
}

describe('the publisher state (spec §6)', () => {
  it('holds the publisher details while an adviser is signed in, and forgets them on logout', async () => {
    const store = createStore();
    setSessionUser(store, user(9, ['adviser']));
    const { shown, client } = render(store);
    await until(() => shown() === 'Sahyadri Wealth Advisors');
    expect(store.get(publisherAtom)?.site.brand_id).toBe('starfolio');
    act(() => {
      clearUserData({ store, queryClient: client, storage: localStorage });
      // Read at once, before any screen re-renders: nothing private outlives the session.
      expect(store.get(publisherAtom)).toBeNull();
    });
    await until(() => shown() === 'none');
    expect(shown()).toBe('none');
  });

  it('is empty for an ended session and for another user signing in on the same tab', async () => {
    const store = createStore();
    setSessionUser(store, user(9, ['adviser']));
    const { shown, client } = render(store);
    await until(() => store.get(publisherAtom) !== null);
    await act(async () => {
      const ended = endSession(store, client);
      expect(store.get(publisherAtom)).toBeNull();
      await ended;
    });
    // Someone else (no adviser) on this tab: never the adviser's details.
    act(() => {
      setSessionUser(store, user(10, []));
      expect(store.get(publisherAtom)).toBeNull();
    });
    await until(() => shown() === 'none');
    expect(shown()).toBe('none');
  });

  it('is never loaded for an investor', async () => {
    const store = createStore();
    store.set(isLoggedInAtom, true);
    store.set(userInfoAtom, user(11, []));
    const { get, shown } = render(store);
    await until(() => false);
    expect(shown()).toBe('none');
    expect(get).not.toHaveBeenCalled();
  });
});
