// @vitest-environment jsdom
import { act, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import { TRADING } from '#contract/trading/messages';
import type { OrderLine, Trade, TradePreviewBody } from '#contract/trading/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApi } from '#src/lib/http/api-context';
import { ApiError } from '#src/lib/http/api-error';
import { isSaleEstimate, saleEstimate } from '#src/features/tax/components/sale-estimate-fixtures';
import { investmentQueries } from '../api/investment-queries';
import { dialogMessages } from '../dialog-messages';
import { mountInApp } from '#src/components/ui/test-app';
import { buttonNamed, investment, until } from '../test-fixtures';
import { InvestmentActions, type ActionName } from './investment-actions';

const m = dialogMessages.exit;

const sell: OrderLine = {
  symbol: 'INFY',
  name: 'Infosys',
  side: 'SELL',
  quantity: 12,
  indicative_price: 1500,
  value: 18000,
  limit_price: null,
};

const details = (status: 'active' | 'closed'): InvestmentDetailsBody => ({
  ...investment({ status, closed_at: status === 'closed' ? '2026-11-20T05:41:00Z' : null }),
  holdings: [],
  cash_flows: [],
  repair: null,
  as_of: '2026-11-20T05:30:00Z',
});

const OPEN: TradePreviewBody['window'] = { open: true, message: null, next_open: '2026-11-23T03:45:00Z' };
const MUHURAT = 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be placed between 6:00 PM and 6:55 PM.';
/** Saturday 7 Nov 2026: the next session is Muhurat trading; the broker takes after-market orders. */
const SHUT: TradePreviewBody['window'] = {
  open: false,
  message: TRADING.outsideWindow,
  next_open: '2026-11-08T12:30:00Z',
  session: MUHURAT,
  amo: { open: true, message: null },
};

const preview = (window: TradePreviewBody['window']): TradePreviewBody => ({
  basket_hash: 'midcap-momentum',
  basket_name: 'Midcap Momentum',
  kind: 'exit',
  order_type: 'MARKET',
  amount: 18000,
  lines: [sell],
  total: 18000,
  leftover: 0,
  margin: 0,
  charges: { brokerage: 0, stt: 18, exchange: 0.54, sebi: 0.02, stamp: 0, gst: 0.1, total: 18.66 },
  funds_needed: 0,
  funds_available: null,
  window,
});

const exit = (over: Partial<Trade> = {}): Trade => ({
  trade: 'tr-exit',
  kind: 'exit',
  status: 'complete',
  order_type: 'MARKET',
  basket_hash: 'midcap-momentum',
  basket_name: 'Midcap Momentum',
  broker_id: 'sec',
  investment: 'inv-1',
  amount: 18000,
  margin: 0,
  lines: [{ ...sell, order_id: '7', status: 'COMPLETE', filled_quantity: 12, average_price: 1500 }],
  created_at: '2026-11-20T05:40:00Z',
  updated_at: '2026-11-20T05:40:00Z',
  ...over,
});

/** The investment page's part: its details read as the page reads them, its actions, the action it keeps. */
function Page() {
  const api = useApi();
  const read = useQuery(investmentQueries.details(api, 'inv-1'));
  const [action, setAction] = useState<ActionName | null>(null);
  if (!read.data) return null;
  return (
    <>
      <p data-testid="status">{read.data.status}</p>
      <InvestmentActions
        investment={read.data}
        action={action}
        onAction={setAction}
        Progress={({ placed }) => <p data-testid="progress">{`${placed.trade} ${placed.status}`}</p>}
      />
    </>
  );
}

/** The page with the server's answers: the exit preview in `window`, the exit's placement as `place` answers it. */
async function setup(window: TradePreviewBody['window'], place: (body: Record<string, unknown>) => Promise<Trade>) {
  let status: 'active' | 'closed' = 'active';
  const get = vi.fn((path: string) =>
    Promise.resolve(path === API.investment.close ? preview(window) : details(status)),
  );
  const post = vi.fn((_path: string, body: Record<string, unknown>) =>
    place(body).then((trade) => {
      // The exit filled at once: the server has closed the investment before the page reads it again.
      if (trade.status === 'complete') status = 'closed';
      return trade;
    }),
  );
  // The review's tax estimate is a POST too, answered apart so `post` holds the placements only.
  const send = (path: string, body: Record<string, unknown>) =>
    isSaleEstimate(path) ? Promise.resolve(saleEstimate({ kind: 'exit' })) : post(path, body);
  const api = { get, post: send, url: (p: string) => p } as unknown as ApiClient;
  const view = await mountInApp(<Page />, api, '/account/investments/inv-1/');
  return { ...view, post };
}

const dialog = () => document.querySelector('[role="dialog"]');
const openExit = async () => {
  await until(() => buttonNamed(m.open) !== undefined);
  act(() => buttonNamed(m.open)!.click());
  await until(() => dialog()?.querySelector('tbody') != null);
};

describe('the exit dialog', () => {
  it('stays with its confirmation and the orders’ progress while the investment turns closed under it', async () => {
    const { post, unmount } = await setup(OPEN, () => Promise.resolve(exit()));
    await openExit();
    await act(async () => buttonNamed(m.place, dialog()!)!.click());
    await until(() => document.querySelector('[data-testid="status"]')!.textContent === 'closed');
    expect(post).toHaveBeenCalledTimes(1);
    // The page is the closed investment's now: no actions left, but the exit's dialog is still there.
    expect(buttonNamed(m.open)).toBeUndefined();
    expect(dialog()!.textContent).toContain(m.placed);
    expect(dialog()!.querySelector('[data-testid="progress"]')!.textContent).toBe('tr-exit complete');
    // Closed by the investor, it goes, and the closed investment offers no exit.
    act(() => buttonNamed(dialogMessages.close, dialog()!)!.click());
    await until(() => dialog() === null);
    expect(dialog()).toBeNull();
    expect(buttonNamed(m.open)).toBeUndefined();
    unmount();
  });

  it('says a closed window as the buy review does, and queues the exit as an after-market order', async () => {
    const queued = exit({ status: 'open', variety: 'amo', queued_for: '2026-11-08T12:30:00Z' });
    const { post, unmount } = await setup(SHUT, () => Promise.resolve(queued));
    await openExit();
    const closed = dialog()!.querySelector('[data-testid="window-closed"]')!;
    expect([...closed.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      TRADING.outsideWindow,
      MUHURAT,
      TRADING.nextWindow('Sunday 8 Nov, 6:00 PM'),
    ]);
    expect(buttonNamed(m.place, dialog()!)!.disabled).toBe(true);
    expect(dialog()!.querySelector('[data-testid="amo-note"]')!.textContent).toBe(m.amoNote);
    await act(async () => buttonNamed(m.placeAmo, dialog()!)!.click());
    await until(() => dialog()!.textContent!.includes(m.placed));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(path).toBe(API.investment.close);
    expect(body).toEqual({ investment: 'inv-1', client_key: expect.any(String), variety: 'amo' });
    expect(dialog()!.querySelector('[data-testid="progress"]')!.textContent).toBe('tr-exit open');
    expect(document.querySelector('[data-testid="status"]')!.textContent).toBe('active');
    unmount();
  });

  it('says a refusal’s special-session hours and next window under its message, keeping the client key', async () => {
    const next = TRADING.nextWindow('Sunday 8 Nov, 6:00 PM');
    const refused = new ApiError(TRADING.outsideWindow, 400, 400, false, {
      errors: { window: next, session: MUHURAT },
    });
    let attempts = 0;
    const { post, unmount } = await setup(OPEN, () =>
      ++attempts === 1 ? Promise.reject(refused) : Promise.resolve(exit()),
    );
    await openExit();
    await act(async () => buttonNamed(m.place, dialog()!)!.click());
    await until(() => dialog()!.querySelector('[role="alert"]') !== null);
    const alert = dialog()!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(TRADING.outsideWindow);
    expect([...alert.parentElement!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      TRADING.outsideWindow,
      MUHURAT,
      next,
    ]);
    await act(async () => buttonNamed(m.place, dialog()!)!.click());
    await until(() => dialog()!.textContent!.includes(m.placed));
    const keys = (post.mock.calls as unknown as [string, { client_key: string }][]).map(([, b]) => b.client_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    unmount();
  });
});
