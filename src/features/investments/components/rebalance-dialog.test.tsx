// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { RebalanceDetailsBody, RebalanceMode } from '#contract/investments/types';
import type { Trade } from '#contract/trading/types';
import { TRADING } from '#contract/trading/messages';
import { ApiError } from '#src/lib/http/api-error';
import { buttonNamed, mountWithApi, until } from '../test-fixtures';
import { isSaleEstimate, saleEstimate } from '#src/features/tax/components/sale-estimate-fixtures';
import { RebalanceDialog } from './rebalance-dialog';
import { details } from './rebalance-fixtures';

const placed = { trade: 'tr-9', status: 'open', lines: [] } as unknown as Trade;

/** The dialog; its first Accept fails with `refusal` (offline unless told), the next one places. */
function setup(
  over: Partial<RebalanceDetailsBody> = {},
  history: unknown[] = [],
  refusal: ApiError = new ApiError('offline', 0),
) {
  let attempts = 0;
  const view = mountWithApi(
    <RebalanceDialog
      investment="inv-1"
      open
      onOpenChange={() => undefined}
      Progress={({ placed: p }) => <p data-testid="progress">{p.trade}</p>}
    />,
    {
      get: (path, options) =>
        path === API.investment.rebalanceDetails
          ? details(options!.query!.mode as RebalanceMode, over)
          : { rebalances: history },
      post: (path) =>
        isSaleEstimate(path)
          ? Promise.resolve(saleEstimate() as never)
          : ++attempts === 1
            ? Promise.reject(refusal)
            : Promise.resolve(placed as never),
    },
  );
  // The placements only: the tax estimate each review reads is a POST too.
  const placements = () => view.post.mock.calls.filter((c) => !isSaleEstimate(c[0]));
  return { ...view, placements };
}

const tags = () => [...document.querySelectorAll('[data-testid="rebalance-tag"]')].map((t) => t.textContent);

describe('RebalanceDialog', () => {
  it('shows each line’s tag exactly as the server sends it, the modes in words, charges and net cash', async () => {
    const { unmount } = setup();
    await until(() => tags().length > 0);
    expect(tags()).toEqual(['full sell', 'buy']);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Version 5 to version 6');
    expect(dialog.textContent).toContain('₹16.87');
    expect(dialog.textContent).toContain('−₹420.5');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.closest('label')!.textContent!.trim())).toEqual([
      'Only the adviser’s changes',
      'Every stock back to its weight',
      'Buy only, with new money',
    ]);
    // The depository charge per stock sold, and the sales buying only would avoid.
    expect(dialog.textContent).toContain('₹15.34 per stock sold × 1 = ₹15.34');
    expect(document.querySelector('[data-testid="sales-avoided"]')!.textContent).toBe(
      'Buying only, with new money, would avoid this sale and its ₹15.34 depository charge.',
    );
    act(() => radios[1]!.click());
    await until(() => tags().length === 4);
    expect(tags()).toEqual(['full sell', 'no change', 'partial sell', 'buy']);
    // A line that trades nothing has no side (UX review D16): a dash, and words for a screen reader.
    const sides = [...document.querySelectorAll('[data-testid="rebalance-side"]')].map((c) => c.textContent);
    expect(sides).toEqual(['SELL', '—none: nothing is traded', 'SELL', 'BUY']);
    unmount();
  });

  it('says weights the adviser set for the investor are theirs, lists them, and names them in the history', async () => {
    const { unmount } = setup({ source: 'adviser', rationale: '', published_on: '2026-11-20' }, [
      {
        from_version: 5,
        to_version: 5,
        status: 'ignored',
        mode: null,
        created_at: '2026-10-01T05:00:00Z',
        decided_at: '2026-10-02T05:00:00Z',
        trade: null,
        source: 'adviser',
      },
    ]);
    await until(() => tags().length > 0);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Weights your adviser set for you on 20 Nov 2026.');
    expect(dialog.textContent).not.toContain('Version 5 to version');
    const weights = [...dialog.querySelectorAll('[data-testid="adviser-weights"] tbody tr')].map((r) => r.textContent);
    expect(weights).toEqual(['INFY60%', 'ITC40%']);
    await until(() => dialog.querySelector('details li') !== null);
    expect(dialog.querySelector('details li')!.textContent).toBe('Weights set by your adviser: ignored, 02 Oct 2026');
    unmount();
  });

  it('shows no adviser’s weights for a version’s rebalance', async () => {
    const { unmount } = setup();
    await until(() => tags().length > 0);
    expect(document.querySelector('[data-testid="adviser-weights"]')).toBeNull();
    unmount();
  });

  it('sends one client key for every attempt of a review, and a new one for another mode', async () => {
    const { placements, unmount } = setup();
    await until(() => tags().length > 0);
    act(() => buttonNamed('Accept and place orders')!.click());
    await until(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('You are offline');
    act(() => buttonNamed('Accept and place orders')!.click());
    await until(() => document.querySelector('[data-testid="progress"]') !== null);
    expect(document.querySelector('[data-testid="progress"]')!.textContent).toBe('tr-9');
    const [first, second] = placements().map((c) => c[1] as { client_key: string; mode: string });
    expect(placements().map((c) => c[0])).toEqual([API.investment.rebalanceAccept, API.investment.rebalanceAccept]);
    expect(first!.client_key).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.client_key).toBe(first!.client_key);
    expect(second!.mode).toBe('RECOMMENDED_CHANGES');
    unmount();
  });

  it('says an order-window refusal’s special session and next window under its message', async () => {
    const budget = TRADING.specialSession('Sunday 1 Feb', 'Union Budget (Sunday)', '9:15 AM', '3:25 PM');
    const next = TRADING.nextWindow('Sunday 1 Feb, 9:15 AM');
    const { unmount } = setup(
      {},
      [],
      new ApiError(TRADING.outsideWindow, 400, 400, false, { errors: { window: next, session: budget } }),
    );
    await until(() => tags().length > 0);
    act(() => buttonNamed('Accept and place orders')!.click());
    await until(() => document.querySelector('[role="alert"]') !== null);
    const alert = document.querySelector('[role="dialog"] [role="alert"]')!;
    expect([...alert.parentElement!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      TRADING.outsideWindow,
      budget,
      next,
    ]);
    unmount();
  });

  it('makes a new key when the investor switches mode', async () => {
    const { placements, unmount } = setup();
    await until(() => tags().length > 0);
    act(() => buttonNamed('Accept and place orders')!.click());
    await until(() => placements().length === 1);
    const radios = document.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    act(() => radios[1]!.click());
    await until(() => tags().length === 4);
    act(() => buttonNamed('Accept and place orders')!.click());
    await until(() => placements().length === 2);
    const keys = placements().map((c) => (c[1] as { client_key: string }).client_key);
    expect(keys[1]).not.toBe(keys[0]);
    expect((placements()[1]![1] as { mode: string }).mode).toBe('ADJUST_ALL_STOCK');
    unmount();
  });
});
