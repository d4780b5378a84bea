// @vitest-environment jsdom
import { act } from 'react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import { isLoggedInAtom } from '#src/lib/session/session-atoms';
import { planDialogAtom, subscriptionDialogAtom } from '#src/lib/session/subscription-atoms';
import { PremiumGate } from './premium-gate';

function press(adviser: string | null, signedIn: boolean) {
  const store = createStore();
  store.set(isLoggedInAtom, signedIn);
  const { container, unmount } = mount(
    <Provider store={store}>
      <PremiumGate adviser={adviser} />
    </Provider>,
  );
  act(() => container.querySelector('button')!.click());
  unmount();
  return store;
}

describe('PremiumGate', () => {
  it("opens the post's adviser's plans first: straight away when signed in, through the prompt for a visitor", () => {
    expect(press('meera-iyer', true).get(planDialogAtom)).toMatchObject({
      open: true,
      data: { adviser: 'meera-iyer' },
    });
    expect(press('meera-iyer', false).get(subscriptionDialogAtom)).toEqual({
      open: true,
      data: { adviser: 'meera-iyer' },
    });
  });

  it('lets the reader pick an adviser for an editorial post', () => {
    const data = press(null, true).get(planDialogAtom).data;
    expect(data?.adviser).toBeUndefined();
  });
});
