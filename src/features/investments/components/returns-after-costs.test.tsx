// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReturnsAfterCostsBody } from '#contract/investments/returns-types';
import { ApiError } from '#src/lib/http/api-error';
import { mountWithApi, until } from '../test-fixtures';
import { ReturnsAfterCosts } from './returns-after-costs';

const body = (over: Partial<ReturnsAfterCostsBody> = {}): ReturnsAfterCostsBody => ({
  investment: 'inv-1',
  basket_name: 'Midcap Momentum',
  status: 'active',
  from: '2026-01-05',
  as_of: '2026-11-20T05:30:00.000Z',
  base: 10_000,
  before_costs: { amount: 1000, percent: 10, reason: null },
  charges: { amount: 25.5, trades: 3 },
  subscription_fees: { amount: 150, subscriptions: 1 },
  tax: { realised: -20, estimated_exit: 60, total: 40, reason: null },
  after_costs: { amount: 784.5, percent: 7.85, reason: null },
  model: { percent: 9.1, from: '2026-01-05', to: '2026-11-19', reason: null },
  tracking: {
    trades: [
      {
        trade: 't1',
        kind: 'buy',
        date: '2026-01-05',
        investor_cost: 1010,
        model_cost: 1000,
        gap: 10,
        gap_percent: 1,
        reason: null,
      },
      {
        trade: 't2',
        kind: 'sip',
        date: '2026-02-05',
        investor_cost: 198,
        model_cost: 200,
        gap: -2,
        gap_percent: -1,
        reason: null,
      },
    ],
    total: { amount: 8, percent: 0.67, reason: null },
  },
  ...over,
});

const figures = (root: ParentNode) =>
  Object.fromEntries(
    [...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
  );

describe('Returns after costs', () => {
  it('labels each figure: before costs, each cost, after costs, and the model over the same dates', async () => {
    const { container, get, unmount } = mountWithApi(<ReturnsAfterCosts investment="inv-1" />, { get: () => body() });
    expect(container.textContent).toContain('Working out your returns after costs');
    await until(() => container.querySelector('dl') !== null);
    expect(get).toHaveBeenCalledWith(
      'my-baskets/returns/',
      expect.objectContaining({ query: { investment: 'inv-1' } }),
    );
    const f = figures(container.querySelector('dl[aria-label]')!);
    expect(f['Your return before costs']).toBe('+₹1,000 (+10%)');
    expect(f['Charges (brokerage and statutory)']).toBe('−₹25.5');
    expect(f['Subscription fees']).toBe('−₹150');
    expect(f['Tax (estimated)']).toBe('−₹40');
    expect(f['Your return after costs']).toBe('+₹784.5 (+7.85%)');
    expect(f['The basket’s model over the same dates']).toBe('+9.1%');
    expect(container.textContent).toContain('an estimated ₹60 if you sold the rest today');
    unmount();
  });

  it('lists the tracking gap per trade in words: more or less than the model, and the total', async () => {
    const { container, unmount } = mountWithApi(<ReturnsAfterCosts investment="inv-1" />, { get: () => body() });
    await until(() => container.querySelector('ol') !== null);
    const trades = [...container.querySelectorAll('ol > li')];
    expect(trades.map((li) => li.querySelector('h4')!.textContent)).toEqual([
      'Buy on 05 Jan 2026',
      'SIP instalment on 05 Feb 2026',
    ]);
    expect(figures(trades[0]!)['Gap']).toBe('₹10 more (1%)');
    expect(figures(trades[1]!)['Gap']).toBe('₹2 less (1%)');
    expect(figures(container)['Total tracking gap']).toBe('₹8 more (0.67%)');
    unmount();
  });

  it('says why a figure is not known, never 0, and says when nothing is invested yet', async () => {
    const unknownTax = body({
      tax: { realised: null, estimated_exit: null, total: null, reason: 'no_cost_basis' },
      after_costs: { amount: null, percent: null, reason: 'part_unknown' },
      model: { percent: null, from: null, to: null, reason: 'model_dates_outside_index' },
    });
    const { container, unmount } = mountWithApi(<ReturnsAfterCosts investment="inv-1" />, { get: () => unknownTax });
    await until(() => container.querySelector('dl') !== null);
    const f = figures(container);
    expect(f['Tax (estimated)']).toMatch(/^Not known: some shares sold have no purchase here/);
    expect(f['Your return after costs']).toMatch(/^Not known/);
    expect(f['The basket’s model over the same dates']).toMatch(/^Not known/);
    unmount();
    const empty = mountWithApi(<ReturnsAfterCosts investment="inv-1" />, { get: () => body({ from: null }) });
    await until(() => empty.container.textContent?.includes('Nothing has been invested yet') ?? false);
    expect(empty.container.querySelector('dl')).toBeNull();
    empty.unmount();
  });

  it('says the read failed, with a way to try again', async () => {
    const { container, unmount } = mountWithApi(<ReturnsAfterCosts investment="inv-1" />, {
      get: () => Promise.reject(new ApiError('boom', 500)),
    });
    await until(() => container.querySelector('[role="alert"]') !== null);
    expect(container.textContent).toContain('Your returns after costs could not be loaded');
    expect(container.textContent).toContain('Try again');
    unmount();
  });
});
