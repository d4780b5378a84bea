// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { mount } from '#src/components/ui/test-root';
import {
  amountInput,
  askFor,
  button,
  calls,
  dialog,
  preview,
  reviewAndPlace,
  setup,
  submitAmount,
  type,
  until,
} from './invest-flow-test-harness';

afterEach(() => document.body.replaceChildren());

describe('InvestFlow', () => {
  it('refuses an amount below the minimum and asks for nothing', async () => {
    const { post } = setup(async () => preview());
    type('10000');
    submitAmount();
    expect(dialog().textContent).toContain('The minimum amount for this basket is ₹25,000.');
    expect(post).not.toHaveBeenCalled();
  });

  it('reviews each line, the total, the leftover cash, the margin of a market order and the funds', async () => {
    const { post } = setup(async () => preview());
    await askFor('50000', () => dialog().textContent!.includes('Order review'));
    expect(post).toHaveBeenCalledWith('tradebasket/orders/', {
      basket_hash: 'dividend-yield-plus',
      broker_id: 'sec',
      amount: 50_000,
      order_type: 'MARKET',
    });
    const text = dialog().textContent!;
    for (const part of [
      'TCS',
      '₹4,000',
      '₹20,000',
      'ITC',
      '₹450.5',
      '₹47,030',
      '₹2,970',
      '₹55.91',
      '₹48,026.51',
      '₹1,00,000',
    ])
      expect(text).toContain(part);
    expect(dialog().querySelector('[data-testid="margin"]')?.textContent).toBe('₹940.60');
    expect(dialog().querySelector('[data-testid="window-closed"]')).toBeNull();
  });

  it('shows no margin for a limit order', async () => {
    const { post } = setup(async (_p, body) =>
      (body as { order_type: string }).order_type === 'LIMIT' ? preview({ order_type: 'LIMIT', margin: 0 }) : preview(),
    );
    await askFor('50000', () => dialog().querySelector('[data-testid="margin"]') !== null);
    act(() => dialog().querySelector<HTMLInputElement>('input[value="LIMIT"]')!.click());
    await until(() => dialog().querySelector('[data-testid="margin"]') === null);
    expect(calls(post, 'tradebasket/orders/').at(-1)![1]).toMatchObject({ order_type: 'LIMIT' });
  });

  it('outside the window says the spec’s exact sentence and the next opening, and cannot place', async () => {
    setup(async () => preview({ window: { open: false, message: 'closed', next_open: '2026-11-23T03:45:00.000Z' } }));
    await askFor('50000', () => dialog().querySelector('[data-testid="window-closed"]') !== null);
    const closed = dialog().querySelector('[data-testid="window-closed"]')!;
    expect(closed.querySelector('[role="alert"]')!.textContent).toBe(
      'Orders can be placed between 9:15 AM and 3:25 PM on trading days',
    );
    expect(closed.textContent).toContain('The next window opens Monday 23 Nov, 9:15 AM.');
    expect(button('Place orders').disabled).toBe(true);
  });

  it('before a special session says its own hours, then the next opening', async () => {
    const session = 'Sunday 8 Nov is Muhurat trading (Samvat 2083): orders can be placed between 6:00 PM and 6:55 PM.';
    setup(async () =>
      preview({ window: { open: false, message: 'closed', next_open: '2026-11-08T12:30:00.000Z', session } }),
    );
    await askFor('50000', () => dialog().querySelector('[data-testid="window-closed"]') !== null);
    const notes = [...dialog().querySelectorAll('[data-testid="window-closed"] > p:not([role])')].map(
      (p) => p.textContent,
    );
    expect(notes).toEqual([session, 'The next window opens Sunday 8 Nov, 6:00 PM.']);
  });

  it('keeps the client key of a review on a retry and on a double click, so nothing is placed twice', async () => {
    let placeCalls = 0;
    const { post } = setup(async (path) => {
      if (path === 'tradebasket/orders/') return preview();
      placeCalls += 1;
      if (placeCalls === 1) throw new ApiError('You appear to be offline.', 0);
      await new Promise((r) => setTimeout(r, 30));
      throw new ApiError('The server answered 502.', 502);
    });
    await reviewAndPlace();
    await until(() => dialog().textContent!.includes('Nothing was placed; try again'));
    // A double click: both clicks land before React renders again.
    const place = button('Place orders');
    act(() => {
      place.click();
      place.click();
    });
    await until(() => button('Placing…')?.getAttribute('aria-busy') === 'true');
    act(() => button('Placing…').click());
    await until(() => dialog().textContent!.includes('Nothing was placed twice'));
    const placed = calls(post, 'requestorder/');
    expect(placed).toHaveLength(2);
    const [first, second] = placed.map(([, body]) => (body as { client_key: string }).client_key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(placed[0]![1]).toMatchObject({ basket_hash: 'dividend-yield-plus', broker_id: 'sec', amount: 50_000 });
  });

  it('a new review gets a new key', async () => {
    const { post } = setup(async (path) => {
      if (path === 'tradebasket/orders/') return preview();
      throw new ApiError('The server answered 502.', 502);
    });
    await reviewAndPlace();
    await until(() => calls(post, 'requestorder/').length === 1);
    act(() => dialog().querySelector<HTMLInputElement>('input[value="LIMIT"]')!.click());
    await until(() => calls(post, 'tradebasket/orders/').length === 2 && !button('Place orders').disabled);
    act(() => button('Place orders').click());
    await until(() => calls(post, 'requestorder/').length === 2);
    const [a, b] = calls(post, 'requestorder/').map(([, body]) => (body as { client_key: string }).client_key);
    expect(b).not.toBe(a);
  });

  it('keeps the typed amount after a failed call, offline, and when the dialog opens again', async () => {
    const { post, unmount, tree } = setup(async () => {
      throw new ApiError('You appear to be offline.', 0);
    });
    await askFor('61000', () => dialog().textContent!.includes('You appear to be offline. Your amount is kept'));
    expect(amountInput().value).toBe('61000');
    expect(post).toHaveBeenCalledTimes(1);
    // The same app store: the dialog closed and opened again still has it.
    unmount();
    const again = mount(tree);
    expect(amountInput().value).toBe('61000');
    again.unmount();
  });

  it('shows the server’s own words for a refusal', async () => {
    setup(async () => {
      throw new ApiError('This amount buys no whole share of any stock in the basket. Enter a larger amount.', 400);
    });
    await askFor('30000', () => dialog().textContent!.includes('buys no whole share'));
    expect(amountInput().value).toBe('30000');
  });
});
