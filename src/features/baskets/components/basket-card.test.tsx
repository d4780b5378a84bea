// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BasketSummary } from '#contract/baskets/types';
import { mount } from '#src/components/ui/test-root';
import { BasketCard } from './basket-card';

vi.mock('#src/lib/navigation', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a> }));

const basket = (over: Partial<BasketSummary>): BasketSummary => ({
  basketId: 1,
  basket_hash: 'smallcap-discovery',
  name: 'Smallcap Discovery',
  description: 'Small companies.',
  fixedMinimumAmount: 25000,
  riskType: 'high',
  fundType: 'Equity',
  cagr: 31.93,
  cagrPeriod: '3yr',
  benchmark: { name: 'Nifty 50', cagr: 12.5 },
  isPremium: false,
  is_shareable: true,
  fee: { kind: 'FIXFEE', label: 'FEES', amount: 1499 },
  rebalanceFrequency: 'quarterly',
  adviser: { name: 'Meera Iyer', slug: 'meera-iyer', adviserType: 'Registered Investment Adviser' },
  ...over,
});
const facts = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
  );

describe('BasketCard', () => {
  it.each([
    ['3yr', '3Y CAGR'],
    ['sinceLaunch', 'CAGR since launch'],
  ] as const)('labels a %s CAGR as %s', (period, label) => {
    const { container, unmount } = mount(<BasketCard basket={basket({ cagrPeriod: period })} wording="curated" />);
    expect(facts(container)[label]).toBe('31.93%');
    unmount();
  });
});
