// @vitest-environment jsdom
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentInsetAtom } from '#src/components/ui/consent-inset-atom';
import { mount } from '#src/components/ui/test-root';
import { ConsentBanner } from './consent-banner';

/** A ResizeObserver that reports a border box of `height` px when it starts observing, as a browser's first report does. */
function observerReporting(height: number) {
  return class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, borderBoxSize: [{ blockSize: height, inlineSize: 360 }] } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    disconnect() {}
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ConsentBanner', () => {
  it('publishes its height while it shows and 0 once gone; on <html> only the scroll padding’s height', () => {
    vi.stubGlobal('ResizeObserver', observerReporting(95.4));
    const store = createStore();
    const { unmount } = mount(
      <Provider store={store}>
        <ConsentBanner brandName="Starfolio" current={null} focusOnOpen={false} onChoose={() => undefined} />
      </Provider>,
    );
    expect(store.get(consentInsetAtom)).toBe(96);
    const html = document.documentElement.style;
    expect([...html].join(' ')).toBe('--consent-height');
    expect(html.getPropertyValue('--consent-height')).toBe('96px');
    unmount();
    expect(store.get(consentInsetAtom)).toBe(0);
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });
});
