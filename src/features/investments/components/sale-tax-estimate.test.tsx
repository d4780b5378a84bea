// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { RebalanceMode } from '#contract/investments/types';
import type { SaleEstimateBody } from '#contract/tax/types';
import type { Trade, TradePreviewBody } from '#contract/trading/types';
import { ApiError } from '#src/lib/http/api-error';
import { setFieldValue } from '#src/components/ui/test-api';
import { saleEstimateMessages as m } from '#src/features/tax/messages';
import { isSaleEstimate, saleEstimate } from '#src/features/tax/components/sale-estimate-fixtures';
import { buttonNamed, mountWithApi, until } from '../test-fixtures';
import { CloseDialog } from './close-dialog';
import { RebalanceDialog } from './rebalance-dialog';
import { details } from './rebalance-fixtures';

const placed = { trade: 'tr-9', status: 'open', lines: [] } as unknown as Trade;
const ACCEPT = 'Accept and place orders';

/** The rebalance dialog; the estimate answers as `estimate` does for each of its calls (the first is 1). */
function rebalance(estimate: (call: number) => Promise<SaleEstimateBody> = () => Promise.resolve(saleEstimate())) {
  let calls = 0;
  return mountWithApi(
    <RebalanceDialog
      investment="inv-1"
      open
      onOpenChange={() => undefined}
      Progress={({ placed: p }) => <p data-testid="progress">{p.trade}</p>}
    />,
    {
      get: (path, options) =>
        path === API.investment.rebalanceDetails ? details(options!.query!.mode as RebalanceMode) : { rebalances: [] },
      post: (path) => (isSaleEstimate(path) ? estimate(++calls) : Promise.resolve(placed)) as never,
    },
  );
}

const section = () => document.querySelector('[data-testid="sale-tax-estimate"]');
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
/** The figures as 'label value', in order. */
const figures = () =>
  [...section()!.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling!.textContent}`);
const estimateBodies = (post: ReturnType<typeof rebalance>['post']) =>
  post.mock.calls.filter((c) => isSaleEstimate(c[0])).map((c) => c[1]);

describe('the tax of a rebalance’s sales (SaleTaxEstimate)', () => {
  it('shows the gains by term, the tax the sales add and the year’s, for the review’s sells', async () => {
    const { post, unmount } = rebalance();
    await until(() => section()?.querySelector('dl') != null);
    expect(section()!.querySelector('h3')!.textContent).toBe(m.title);
    expect(section()!.getAttribute('aria-labelledby')).toBe(section()!.querySelector('h3')!.id);
    expect(figures()).toEqual([
      'Short-term gain (STCG) ₹100',
      'Long-term gain (LTCG) ₹80',
      'Estimated tax on these sales ₹20',
      'FY 2026-27’s estimated tax ₹1,000 before, ₹1,020 with these sales',
    ]);
    // The sells of the review only: the buy (INFY) is not sent.
    expect(estimateBodies(post)).toEqual([{ investment: 'inv-1', sells: [{ symbol: 'TATASTEEL', quantity: 12 }] }]);
    expect(byTestId('sale-tax-caveat')).toBe(m.caveat('20 Nov 2026'));
    unmount();
  });

  it('lists the short-term lots nearest to turning long-term, with the days to go, and counts the rest', async () => {
    const { unmount } = rebalance();
    await until(() => section()?.querySelector('ul') != null);
    const lots = [...section()!.querySelectorAll('[data-testid="sale-tax-short-lots"] li')].map((li) => li.textContent);
    expect(lots).toEqual([
      '2 TATASTEEL bought on 23 Nov 2025: turns long-term in 4 days, on 24 Nov 2026',
      '2 TATASTEEL bought on 15 Dec 2025: turns long-term in 26 days, on 16 Dec 2026',
      '2 TATASTEEL bought on 15 Jan 2026: turns long-term in 57 days, on 16 Jan 2027',
    ]);
    expect(byTestId('sale-tax-more-lots')).toBe('and 2 more short-term lots');
    unmount();
  });

  it('says a failed estimate, never holds Accept, and tries again on demand', async () => {
    const { post, unmount } = rebalance((call) =>
      call === 1 ? Promise.reject(new ApiError('Internal error', 500)) : Promise.resolve(saleEstimate()),
    );
    await until(() => buttonNamed(m.retry) !== undefined);
    expect(section()!.textContent).toContain(m.failed);
    expect(section()!.textContent).toContain(m.notBlocking);
    // The failure is a polite status, not an alert that would speak over the review.
    expect(section()!.querySelector('[role="alert"]')).toBeNull();
    expect(buttonNamed(ACCEPT)!.disabled).toBe(false);

    act(() => buttonNamed(m.retry)!.click());
    await until(() => section()?.querySelector('dl') != null);
    expect(figures()[2]).toBe('Estimated tax on these sales ₹20');

    act(() => buttonNamed(ACCEPT)!.click());
    await until(() => document.querySelector('[data-testid="progress"]') !== null);
    expect(post.mock.calls.filter((c) => !isSaleEstimate(c[0])).map((c) => c[0])).toEqual([
      API.investment.rebalanceAccept,
    ]);
    unmount();
  });

  it('places the rebalance while the estimate is still failing', async () => {
    const { unmount } = rebalance(() => Promise.reject(new ApiError('offline', 0)));
    await until(() => buttonNamed(m.retry) !== undefined);
    expect(section()!.textContent).toContain(m.offline);
    act(() => buttonNamed(ACCEPT)!.click());
    await until(() => document.querySelector('[data-testid="progress"]') !== null);
    expect(byTestId('progress')).toBe('tr-9');
    unmount();
  });

  it('says a buy-only review sells nothing, so no tax, and asks for no estimate', async () => {
    const { post, unmount } = rebalance();
    await until(() => section()?.querySelector('dl') != null);
    act(() => document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[2]!.click());
    setFieldValue(document.querySelector<HTMLInputElement>('input[name="buy-only-amount"]')!, '1000');
    act(() => buttonNamed('Show the orders')!.click());
    await until(() => document.querySelector('[data-testid="sale-tax-none"]') !== null);
    expect(byTestId('sale-tax-none')).toBe(m.noSales);
    expect(section()).toBeNull();
    // Only the first mode's review asked: the buy-only lines' 'no change' ITC sells nothing.
    expect(estimateBodies(post)).toHaveLength(1);
    unmount();
  });

  it('says a loss lowers the year’s tax, and a sale of long-term shares only', async () => {
    const loss = saleEstimate({ short_term_gain: -300, long_term_gain: 50, tax_before: 1_000, tax_after: 940 });
    loss.lines[0]!.lots = loss.lines[0]!.lots.filter((l) => l.term === 'long');
    const { unmount } = rebalance(() => Promise.resolve(loss));
    await until(() => section()?.querySelector('dl') != null);
    expect(figures()[0]).toBe('Short-term gain (STCG) −₹300');
    expect(figures()[2]).toBe('Estimated tax on these sales None; the loss lowers the year’s tax by ₹60');
    expect(section()!.textContent).toContain(m.allLongTerm);
    expect(section()!.querySelector('[data-testid="sale-tax-short-lots"]')).toBeNull();
    unmount();
  });
});

describe('the tax of an exit (SaleTaxEstimate)', () => {
  const preview: TradePreviewBody = {
    basket_hash: 'midcap-momentum',
    basket_name: 'Midcap Momentum',
    kind: 'exit',
    order_type: 'MARKET',
    amount: 1_200,
    lines: [
      {
        symbol: 'TATASTEEL',
        name: 'Tata Steel',
        side: 'SELL',
        quantity: 12,
        indicative_price: 100,
        value: 1_200,
        limit_price: null,
      },
    ],
    total: 1_200,
    leftover: 0,
    margin: 0,
    charges: { brokerage: 0, stt: 1.2, exchange: 0.04, sebi: 0, stamp: 0, gst: 0.01, total: 1.25 },
    funds_needed: 0,
    funds_available: null,
    window: { open: true, message: null, next_open: '2026-11-23T03:45:00Z' },
  };

  it('estimates the whole holding: no sells sent, the same figures and lots shown', async () => {
    const { post, unmount } = mountWithApi(
      <CloseDialog investment="inv-1" open onOpenChange={() => undefined} Progress={() => null} />,
      {
        get: () => preview,
        post: (path) => Promise.resolve((isSaleEstimate(path) ? saleEstimate({ kind: 'exit' }) : placed) as never),
      },
    );
    await until(() => section()?.querySelector('dl') != null);
    expect(estimateBodies(post)).toEqual([{ investment: 'inv-1' }]);
    expect(figures()[2]).toBe('Estimated tax on these sales ₹20');
    expect(section()!.querySelectorAll('[data-testid="sale-tax-short-lots"] li')).toHaveLength(3);
    expect(buttonNamed('Sell everything')!.disabled).toBe(false);
    unmount();
  });
});
