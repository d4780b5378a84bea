// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketSummary } from '#contract/baskets/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { until } from '#src/components/ui/test-api';
import { mountInApp } from '#src/components/ui/test-app';
import { basketMessages as m } from '../messages';
import { SharedBasketsPage } from './shared-baskets-page';

let unmount = () => {};
afterEach(() => unmount());

const basket = (hash: string, shareable: boolean, id: number) =>
  ({
    basketId: id,
    basket_hash: hash,
    name: hash,
    description: '',
    fixedMinimumAmount: 10000,
    riskType: 'low',
    fundType: 'Equity',
    cagr: 10,
    cagrPeriod: '3yr',
    benchmark: { name: 'Nifty 50', cagr: 9 },
    isPremium: id === 2,
    is_shareable: shareable,
    fee: { kind: 'FIXFEE', label: 'FEES', amount: 999 },
    rebalanceFrequency: 'quarterly',
    adviser: { name: 'Meera Iyer', slug: 'meera-iyer', adviserType: 'Research Analyst' },
  }) as BasketSummary;

async function open(baskets: BasketSummary[]) {
  const api = { get: vi.fn(() => Promise.resolve({ baskets })), post: vi.fn(), url: (p: string) => p };
  const view = await mountInApp(
    <Suspense fallback="…">
      <SharedBasketsPage />
    </Suspense>,
    api as unknown as ApiClient,
    '/public/baskets/',
  );
  unmount = view.unmount;
  await until(() => view.container.querySelector('h1') !== null);
  return { view, api };
}

describe('SharedBasketsPage', () => {
  it('lists only the shareable baskets, free or subscriber-only, each opening its shareable copy', async () => {
    const { view, api } = await open([basket('quality', true, 2), basket('hidden', false, 3), basket('free', true, 4)]);
    expect(api.get).toHaveBeenCalledWith(
      'basket/listing/',
      expect.objectContaining({ query: expect.objectContaining({ 'basket-type': 'all' }) }),
    );
    const links = [...view.container.querySelectorAll('h2 a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/public/baskets/quality/', '/public/baskets/free/']);
    expect(view.container.querySelector('h1')?.textContent).toBe(m.sharedTitle);
  });

  it('says so when no adviser has shared a basket', async () => {
    const { view } = await open([basket('hidden', false, 3)]);
    expect(view.container.textContent).toContain(m.emptyShared);
    expect(view.container.querySelector('ul')).toBeNull();
  });
});
