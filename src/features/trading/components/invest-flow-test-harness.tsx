import { act, useEffect } from 'react';
import { expect, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';
import type { TradePreviewBody } from '#contract/trading/types';
import InvestFlow, { type BrokerChoiceSlot } from './invest-flow';

/** The buy flow's test harness (tests only): a preview, the flow mounted on a fake API, and the dialog's controls. */
export const preview = (over: Partial<TradePreviewBody> = {}): TradePreviewBody => ({
  basket_hash: 'dividend-yield-plus',
  basket_name: 'Dividend Yield Plus',
  kind: 'buy',
  order_type: 'MARKET',
  amount: 50_000,
  lines: [
    {
      symbol: 'TCS',
      name: 'Tata Consultancy Services',
      side: 'BUY',
      quantity: 5,
      indicative_price: 4000,
      value: 20_000,
      limit_price: null,
    },
    {
      symbol: 'ITC',
      name: 'ITC',
      side: 'BUY',
      quantity: 60,
      indicative_price: 450.5,
      value: 27_030,
      limit_price: null,
    },
  ],
  total: 47_030,
  leftover: 2970,
  margin: 940.6,
  charges: { brokerage: 0, stt: 47.03, exchange: 1.5, sebi: 0.05, stamp: 7.05, gst: 0.28, total: 55.91 },
  funds_needed: 48_026.51,
  funds_available: 1_00_000,
  window: { open: true, message: null, next_open: '2026-11-23T03:45:00Z' },
  ...over,
});

/** The brokers feature's choice, at the edge: one connected broker, chosen at once. */
export const brokerChoice: BrokerChoiceSlot = (value, onChange) => <ChooseSec value={value} onChange={onChange} />;
function ChooseSec({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  useEffect(() => {
    if (!value) onChange('sec');
  }, [value, onChange]);
  return <p>Kestrel Securities</p>;
}

export function setup(post: (path: string, body: unknown) => Promise<unknown>) {
  const api = { get: vi.fn(), post: vi.fn(post), url: (p: string) => p } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  const onClose = vi.fn();
  const tree = (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ApiProvider client={api}>
          <InvestFlow
            basket={{ basket_hash: 'dividend-yield-plus', name: 'Dividend Yield Plus', minimumAmount: 25_000 }}
            brokerChoice={brokerChoice}
            onClose={onClose}
          />
        </ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  const view = mount(tree);
  return { ...view, post: api.post as ReturnType<typeof vi.fn>, tree };
}

export async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
}
export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
export const button = (name: string) =>
  [...dialog().parentElement!.querySelectorAll('button')].find((b) => b.textContent === name)!;
export const amountInput = () => dialog().querySelector<HTMLInputElement>('input[name="amount"]')!;
export function type(value: string) {
  const input = amountInput();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
export const submitAmount = () => act(() => dialog().ownerDocument.querySelector('form')!.requestSubmit());
export const calls = (post: ReturnType<typeof vi.fn>, path: string) => post.mock.calls.filter(([p]) => p === path);

/** Asks to invest `amount` and waits until the dialog shows what `shown` checks (the review, a margin, …). */
export async function askFor(amount: string, shown: () => boolean) {
  type(amount);
  await until(() => !button('Review the orders').disabled);
  submitAmount();
  await until(shown);
}
/** Asks to invest ₹50,000, waits for the order review and places the orders. */
export async function reviewAndPlace() {
  await askFor('50000', () => dialog().textContent!.includes('Order review'));
  act(() => button('Place orders').click());
}
