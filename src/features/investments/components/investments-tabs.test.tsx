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
});
