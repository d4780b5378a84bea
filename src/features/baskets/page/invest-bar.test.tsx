// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { BasketDetails } from '#contract/baskets/details';
import { consentInsetAtom } from '#src/components/ui/consent-inset-atom';
import { InvestBar } from './invest-bar';

const basket = { name: 'Quality Compounders', minimumAmount: 61983 } as unknown as BasketDetails;

describe('InvestBar', () => {
  it("stands on the consent banner, set on the bar alone, though the banner's height came before it hydrated", () => {
    const bar = (store: ReturnType<typeof createStore>) => (
      <Provider store={store}>
        <InvestBar basket={basket} onInvest={() => undefined} />
      </Provider>
    );
    // The server's HTML: no style attribute (the CSP refuses one).
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar(createStore()));
    document.body.append(container);
    const section = container.querySelector('section')!;
    expect(section.hasAttribute('style')).toBe(false);

    // The banner measured itself before the bar hydrated: hydration keeps the server's attributes.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const store = createStore();
    store.set(consentInsetAtom, 96);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, bar(store));
    });
    expect(section.style.getPropertyValue('--consent-inset')).toBe('96px');
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    act(() => store.set(consentInsetAtom, 0));
    expect(section.style.getPropertyValue('--consent-inset')).toBe('');
    act(() => root!.unmount());
    container.remove();
  });
});
