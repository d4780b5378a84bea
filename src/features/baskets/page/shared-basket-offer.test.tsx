// @vitest-environment jsdom
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BasketDetails, BasketUserBody } from '#contract/baskets/details';
import { mount } from '#src/components/ui/test-root';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { isLoggedInAtom, userInfoAtom, type UserInfo } from '#src/lib/session/session-atoms';
import { planDialogAtom, subscriptionDialogAtom } from '#src/lib/session/subscription-atoms';
import { SharedBasketOffer } from './shared-basket-offer';

const USER = { id: 7, name: 'Asha Investor', email: 'asha@example.com', isSubscriber: false } as UserInfo;
const basket = (isPremium: boolean) =>
  ({
    basket_hash: 'quality-compounders',
    name: 'Quality Compounders',
    isPremium,
    adviser: { slug: 'meera-iyer', name: 'Meera Iyer' },
  }) as BasketDetails;

/** The offer for a basket, read by a visitor or by a signed-in reader whose details/user answers `user`. */
function setup(isPremium: boolean, user?: BasketUserBody) {
  const store = createStore();
  store.set(isLoggedInAtom, user !== undefined);
  store.set(userInfoAtom, user ? USER : null);
  const get = vi.fn(() => Promise.resolve(user));
  const api = { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = mount(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ApiProvider client={api}>
          <SharedBasketOffer basket={basket(isPremium)} />
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, get };
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('SharedBasketOffer', () => {
  it("offers a visitor the subscriber-only basket's adviser's plans, through the subscription prompt", () => {
    const { container, store, unmount, get } = setup(true);
    expect(container.textContent).toContain('Quality Compounders is curated by Meera Iyer. Their plans include it.');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('See Meera Iyer’s plans');
    act(() => button.click());
    expect(store.get(subscriptionDialogAtom)).toEqual({
      open: true,
      data: { basket: 'quality-compounders', from: '/baskets/quality-compounders/' },
    });
    expect(get).not.toHaveBeenCalled();
    unmount();
  });

  it('opens the plans straight away for a signed-in reader not yet entitled', async () => {
    const { container, store, unmount } = setup(true, { watchlisted: false, invested: false, subscribed: false });
    await settle();
    act(() => container.querySelector('button')!.click());
    expect(store.get(planDialogAtom)).toEqual({
      open: true,
      data: { basket: 'quality-compounders', from: '/baskets/quality-compounders/' },
    });
    unmount();
  });

  it('offers nothing for a free basket, nor to a reader a plan in force entitles', async () => {
    const free = setup(false);
    expect(free.container.textContent).toBe('');
    free.unmount();
    const entitled = setup(true, { watchlisted: false, invested: false, subscribed: true });
    await settle();
    expect(entitled.container.textContent).toBe('');
    expect(entitled.get).toHaveBeenCalledWith('basket/details/user/quality-compounders/', expect.anything());
    entitled.unmount();
  });
});
