// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import type { OrderLine, Trade } from '#contract/trading/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { mountInApp } from '#src/components/ui/test-app';
import { dialogMessages } from '../dialog-messages';
import { buttonNamed, investment, until } from '../test-fixtures';
import { InvestmentActions, type ActionName } from './investment-actions';

const m = dialogMessages.repair;

const short: OrderLine = {
  symbol: 'INFY',
  name: 'Infosys',
  side: 'BUY',
  quantity: 3,
  indicative_price: 1500,
  value: 4500,
  limit_price: null,
};

const details = (repair: OrderLine[] | null): InvestmentDetailsBody => ({
  ...investment({ needs_repair: repair !== null }),
  holdings: [],
  cash_flows: [],
  repair,
  as_of: '2026-11-20T05:30:00Z',
});

const repaired: Trade = {
  trade: 'tr-r',
  kind: 'repair',
  status: 'complete',
  order_type: 'MARKET',
  basket_hash: 'midcap-momentum',
  basket_name: 'Midcap Momentum',
  broker_id: 'sec',
  investment: 'inv-1',
  amount: 4500,
  margin: 90,
  lines: [{ ...short, order_id: '9', status: 'COMPLETE', filled_quantity: 3, average_price: 1500 }],
  created_at: '2026-11-20T05:40:00Z',
  updated_at: '2026-11-20T05:40:00Z',
};

/** The page's actions, the open dialog kept as the investment page keeps it. */
function Holder({ repair }: { repair: OrderLine[] | null }) {
  const [action, setAction] = useState<ActionName | null>(null);
  return (
    <InvestmentActions
      investment={details(repair)}
      action={action}
      onAction={setAction}
      Progress={({ placed }) => <p data-testid="progress">{placed.trade}</p>}
    />
  );
}

async function setup(repair: OrderLine[] | null) {
  let attempts = 0;
  const post = vi.fn(() => (++attempts === 1 ? Promise.reject(new ApiError('offline', 0)) : Promise.resolve(repaired)));
  const api = { get: vi.fn(() => Promise.resolve({})), post, url: (p: string) => p } as unknown as ApiClient;
  const view = await mountInApp(<Holder repair={repair} />, api, '/account/investments/inv-1/');
  return { ...view, post };
}

describe('repairing an investment', () => {
  it('is not offered when the server would not repair it', async () => {
    const { unmount } = await setup(null);
    expect(buttonNamed(m.open)).toBeUndefined();
    expect(document.querySelector('[data-testid="repair-short"]')).toBeNull();
    unmount();
  });

  it('says what is short, reviews the lines and places once with one client key, then follows the trade', async () => {
    const { post, unmount } = await setup([short]);
    expect(document.querySelector('[data-testid="repair-short"]')!.textContent).toContain('INFY: 3 shares');
    act(() => buttonNamed(m.open)!.click());
    await until(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = () => document.querySelector('[role="dialog"]')!;
    expect(dialog().textContent).toContain(m.title);
    expect(dialog().querySelector('tbody')!.textContent).toContain('INFY');
    await act(async () => buttonNamed(m.place, dialog())!.click());
    await until(() => dialog().textContent!.includes(dialogMessages.offline));
    await act(async () => buttonNamed(m.place, dialog())!.click());
    await until(() => dialog().textContent!.includes(m.placed));
    expect(post).toHaveBeenCalledTimes(2);
    const calls = post.mock.calls as unknown as [string, { client_key: string }][];
    expect(calls.map(([path]) => path)).toEqual([API.trading.fixInvestmentQty, API.trading.fixInvestmentQty]);
    expect(calls[0]![1]).toEqual({ investment: 'inv-1', client_key: calls[1]![1].client_key });
    // The page's progress view follows the placed repair trade.
    expect(dialog().querySelector('[data-testid="progress"]')!.textContent).toBe('tr-r');
    unmount();
  });
});
