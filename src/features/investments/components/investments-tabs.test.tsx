// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from '#src/components/ui/test-root';
import type { InvestmentsTab } from '../messages';
import { InvestmentsTabs } from './investments-tabs';

function Harness({ first, seen }: { first: InvestmentsTab; seen: InvestmentsTab[] }) {
  const [tab, setTab] = useState(first);
  return (
    <InvestmentsTabs
      selected={tab}
      onSelect={(t) => {
        seen.push(t);
        setTab(t);
      }}
      label="Your baskets and investments"
      panels={{ baskets: <p>watchlist here</p>, investments: <p>investments here</p> }}
    />
  );
}

const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

describe('InvestmentsTabs', () => {
  it('names the tabs exactly as the spec does, with one tab stop and the panel labelled by its tab', () => {
    const { container, unmount } = mount(<Harness first="investments" seen={[]} />);
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['My Baskets', 'My Investments']);
    expect(container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe(
      'Your baskets and investments',
    );
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    const panel = container.querySelector('[role="tabpanel"]:not([hidden])')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(panel.textContent).toBe('investments here');
    unmount();
  });

  it('moves with the arrow keys, Home and End, selecting and focusing as it goes', () => {
    const seen: InvestmentsTab[] = [];
    const { container, unmount } = mount(<Harness first="investments" seen={seen} />);
    const tab = (i: number) => container.querySelectorAll('[role="tab"]')[i]!;
    key(tab(1), 'ArrowRight');
    expect(document.activeElement).toBe(tab(0));
    expect(tab(0).getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')!.textContent).toBe('watchlist here');
    key(tab(0), 'ArrowLeft');
    expect(document.activeElement).toBe(tab(1));
    key(tab(1), 'Home');
    key(tab(0), 'End');
    expect(seen).toEqual(['baskets', 'investments', 'baskets', 'investments']);
    unmount();
  });

  it('scrolls its own box, never the page, to show the whole selected tab when the tabs are wider than it', () => {
    const { container, unmount } = mount(<Harness first="baskets" seen={[]} />);
    const list = container.querySelector<HTMLElement>('[role="tablist"]')!;
    const tab = (i: number) => container.querySelectorAll<HTMLElement>('[role="tab"]')[i]!;
    // At 320 px with a larger text setting: the box is 16–304, the second tab runs to 330.
    const rect = (left: number, right: number) => () => ({ left, right }) as DOMRect;
    list.getBoundingClientRect = rect(16, 304);
    tab(0).getBoundingClientRect = rect(16, 151);
    tab(1).getBoundingClientRect = rect(155, 330);
    const pageScroll = window.scrollY;
    key(tab(0), 'ArrowRight');
    expect(list.scrollLeft).toBe(26);
    tab(0).getBoundingClientRect = rect(-10, 125);
    key(tab(1), 'ArrowLeft');
    expect(list.scrollLeft).toBe(0);
    expect(window.scrollY).toBe(pageScroll);
    unmount();
  });
});
