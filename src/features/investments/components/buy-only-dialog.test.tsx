// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import { BUY_ONLY_MESSAGES } from '#contract/investments/buy-only';
import type { RebalanceMode } from '#contract/investments/types';
import type { Trade } from '#contract/trading/types';
import { fieldError, setFieldValue } from '#src/components/ui/test-api';
import { buttonNamed, mountWithApi, until } from '../test-fixtures';
import { isSaleEstimate, saleEstimate } from '#src/features/tax/components/sale-estimate-fixtures';
import { RebalanceDialog } from './rebalance-dialog';
import { details } from './rebalance-fixtures';

const placed = { trade: 'tr-9', status: 'open', lines: [] } as unknown as Trade;

function setup() {
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
      post: (path) => Promise.resolve((isSaleEstimate(path) ? saleEstimate() : placed) as never),
    },
  );
}

const dialog = () => document.querySelector('[role="dialog"]')!;
const amountField = () => dialog().querySelector<HTMLInputElement>('input[name="buy-only-amount"]')!;
const buyOnlyReads = (get: ReturnType<typeof setup>['get']) =>
  get.mock.calls.filter((c) => c[1]?.query?.mode === 'BUY_ONLY').map((c) => c[1]!.query);

describe('RebalanceDialog, buying only', () => {
  it('asks for the new money, checks it as the server does, and reads the review once per amount', async () => {
    const { get, unmount } = setup();
    await until(() => dialog().querySelector('[data-testid="rebalance-lines"]') !== null);
    const radios = dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]');
    act(() => radios[2]!.click());
    expect(dialog().textContent).toContain('Enter the new money to see the orders it would place.');
    expect(dialog().querySelector('[data-testid="rebalance-lines"]')).toBeNull();
    expect(buttonNamed('Accept and place orders')!.disabled).toBe(true);

    setFieldValue(amountField(), '0.001');
    act(() => buttonNamed('Show the orders')!.click());
    expect(fieldError(amountField())).toBe(BUY_ONLY_MESSAGES.badAmount);
    expect(buyOnlyReads(get)).toEqual([]);

    setFieldValue(amountField(), '1,000');
    act(() => buttonNamed('Show the orders')!.click());
    await until(() => dialog().querySelector('[data-testid="buy-only-figures"]') !== null);
    expect(fieldError(amountField())).toBeNull();
    expect(buyOnlyReads(get)).toEqual([{ investment: 'inv-1', mode: 'BUY_ONLY', amount: 1000 }]);
    unmount();
  });

  it('shows the drift left, the money still needed, the sales avoided, and accepts with the amount', async () => {
    const { post, unmount } = setup();
    await until(() => dialog().querySelector('[data-testid="rebalance-lines"]') !== null);
    act(() => dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')[2]!.click());
    setFieldValue(amountField(), '1000');
    act(() => buttonNamed('Show the orders')!.click());
    await until(() => dialog().querySelector('[data-testid="buy-only-figures"]') !== null);

    const figures = dialog().querySelector('[data-testid="buy-only-figures"]')!;
    expect([...figures.querySelectorAll('dt')].map((d) => `${d.textContent} ${d.nextSibling!.textContent}`)).toEqual([
      'New money ₹1,000',
      'Spent on shares ₹800',
      'Left with you ₹200',
      'Drift now 60%',
      'Drift left 31.43%',
    ]);
    expect(figures.querySelector('[data-testid="buy-only-to-target"]')!.textContent).toBe(
      'To remove the drift left, invest ₹2,200 more to reach the target weights.',
    );
    const drift = [...figures.querySelectorAll('[data-testid="buy-only-drift"] tbody tr')].map((r) => r.textContent);
    expect(drift).toEqual(['INFY28.57%60%−31.43%', 'ITC71.43%40%+31.43%']);
    expect(dialog().querySelector('[data-testid="sales-avoided"]')!.textContent).toBe(
      'Nothing is sold: this avoids 1 sale of “Only the adviser’s changes” and 2 of “Every stock back to its weight”.',
    );
    expect(dialog().textContent).toContain('₹15.34 per stock sold × 0 = ₹0');

    act(() => buttonNamed('Accept and place orders')!.click());
    // The first mode's review read its tax estimate; the placement is the only other POST.
    const placements = () => post.mock.calls.filter((c) => !isSaleEstimate(c[0]));
    await until(() => placements().length === 1);
    expect(placements()[0]![1]).toMatchObject({ investment: 'inv-1', mode: 'BUY_ONLY', amount: 1000 });
    unmount();
  });
});
