// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { getDefaultStore } from 'jotai';
import { API } from '#contract/http/api-paths';
import { ORDER_CHANGE } from '#contract/trading/messages';
import type { OrdersBody, Trade } from '#contract/trading/types';
import { ApiError } from '#src/lib/http/api-error';
import { snackbarAtom } from '#src/components/ui/snackbar-atom';
import { buttonNamed, fieldError, mountWithApi, setFieldValue, until } from '#src/components/ui/test-api';
import { tradeQueries } from '../api/trading-queries';
import { tradingMessages as m } from '../messages';
import { TradeItem } from './trade-item';

const trade = (quantity = 10, limit = 1450): Trade => ({
  trade: 'tr-1',
  kind: 'buy',
  status: 'open',
  order_type: 'LIMIT',
  basket_hash: 'b',
  basket_name: 'Dividend Yield Plus',
  broker_id: 'sec',
  investment: 'inv-1',
  amount: 20_000,
  margin: 0,
  lines: [
    {
      order_id: '7',
      symbol: 'INFY',
      name: 'Infosys',
      side: 'BUY',
      quantity,
      indicative_price: 1500,
      value: 15_000,
      limit_price: limit,
      status: 'OPEN',
      filled_quantity: 4,
    },
    {
      order_id: '8',
      symbol: 'ITC',
      name: 'ITC',
      side: 'BUY',
      quantity: 5,
      indicative_price: 450,
      value: 2250,
      limit_price: 450,
      status: 'COMPLETE',
      filled_quantity: 5,
    },
  ],
  created_at: '2026-11-20T05:40:00Z',
  updated_at: '2026-11-20T05:40:00Z',
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`[role="dialog"] [name="${name}"]`)!;
const submit = async () => {
  await act(async () => buttonNamed(m.modifySave)!.click());
  await until(() => true);
};

/** Modify on the INFY line; the dialog is loaded on first use. */
async function openModify() {
  act(() => document.querySelector<HTMLButtonElement>(`[aria-label="${m.modifyLine('INFY')}"]`)!.click());
  await until(() => document.querySelector('[role="dialog"] [name="quantity"]') !== null);
}

function setup(post: (path: string, body: unknown) => Promise<unknown>) {
  const view = mountWithApi(<TradeItem trade={trade()} />, { post: post as never });
  const page: OrdersBody = { trades: [trade()], isNextPage: false, thisPageNumber: 1, as_of: '' };
  view.client.setQueryData([...tradeQueries.all, 'orders', 1], page);
  act(() => buttonNamed(m.showLines(2))!.click());
  return view;
}

describe('Modify on an open line', () => {
  it('is offered on open lines only, with the limit price shown', () => {
    const { unmount } = setup(() => Promise.resolve({}));
    const labels = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toContain(m.modifyLine('INFY'));
    expect(labels).not.toContain(m.modifyLine('ITC'));
    expect(document.body.textContent).toContain('Limit ₹1,450.00');
    unmount();
  });

  it('checks the fields before sending, and asks for a price only for a limit order', async () => {
    const { post, unmount } = setup(() => Promise.resolve({}));
    await openModify();
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain(m.modifyTitle('INFY'));
    expect(field('quantity').value).toBe('10');
    expect(field('limit_price').value).toBe('1450');
    setFieldValue(field('quantity'), '4');
    setFieldValue(field('limit_price'), '');
    await submit();
    expect(fieldError(field('quantity'))).toBe(ORDER_CHANGE.quantityNotAboveFilled);
    expect(fieldError(field('limit_price'))).toBe(ORDER_CHANGE.enterLimitPrice);
    setFieldValue(document.querySelector<HTMLSelectElement>('[role="dialog"] select')!, 'MARKET');
    expect(field('limit_price')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    unmount();
  });

  it('puts the server’s field messages under their fields and the broker’s refusal above them', async () => {
    let answer = 0;
    const { unmount } = setup(() =>
      Promise.reject(
        ++answer === 1
          ? new ApiError(ORDER_CHANGE.quantityNotAboveFilled, 400, 400, false, {
              errors: { quantity: ORDER_CHANGE.quantityNotAboveFilled },
            })
          : new ApiError('Insufficient funds: ₹1,500.00 needed, ₹20.00 available.', 400, 400, false, {}),
      ),
    );
    await openModify();
    setFieldValue(field('quantity'), '12');
    await submit();
    await until(() => fieldError(field('quantity')) !== null);
    expect(fieldError(field('quantity'))).toBe(ORDER_CHANGE.quantityNotAboveFilled);
    await submit();
    await until(() => document.querySelector('[role="dialog"] [role="alert"]') !== null);
    expect(document.querySelector('[role="dialog"] [role="alert"]')!.textContent).toContain('Insufficient funds');
    expect(field('quantity').value).toBe('12');
    unmount();
  });

  it('sends only what changed; the line shows the answer, the snackbar says so and the dialog closes', async () => {
    const { post, client, unmount } = setup(() => Promise.resolve(trade(12, 1440.5)));
    await openModify();
    setFieldValue(field('quantity'), '12');
    setFieldValue(field('limit_price'), '1440.50');
    await submit();
    await until(() => document.querySelector('[role="dialog"]') === null);
    expect(post).toHaveBeenCalledWith(API.trading.updateOrder, {
      trade: 'tr-1',
      order_id: '7',
      quantity: 12,
      limit_price: 1440.5,
    });
    const page = client.getQueryData<OrdersBody>([...tradeQueries.all, 'orders', 1])!;
    expect(page.trades[0]!.lines[0]).toMatchObject({ quantity: 12, limit_price: 1440.5 });
    expect(getDefaultStore().get(snackbarAtom).options.message).toBe(m.modified('INFY'));
    unmount();
  });
});
