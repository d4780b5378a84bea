import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';
import type { InvestmentSummary } from '#contract/investments';

/** An active investment as my-baskets answers it (tests only). */
export const investment = (over: Partial<InvestmentSummary> = {}): InvestmentSummary => ({
  investment: 'inv-1',
  basket_hash: 'midcap-momentum',
  basket_name: 'Midcap Momentum',
  adviser_name: 'Sahyadri Wealth Advisors',
  broker_id: 'sec',
  status: 'active',
  invested: 100000,
  current_value: 112345.67,
  profit_loss: 12345.67,
  returns_percent: 12.35,
  xirr_percent: 18.2,
  rebalance_pending: false,
  sip: null,
  stoploss: null,
  needs_repair: false,
  started_at: '2026-01-05T04:00:00Z',
  closed_at: null,
  ...over,
});

/** Mounts with a query client and an API whose calls the test answers (the edge is the only fake). */
export function mountWithApi(
  node: ReactNode,
  answers: { get?: (path: string, options?: { query?: Record<string, unknown> }) => unknown; post?: ApiClient['post'] },
) {
  const get = vi.fn((path: string, options?: { query?: Record<string, unknown> }) =>
    Promise.resolve(answers.get?.(path, options)),
  );
  const post = vi.fn(answers.post ?? (() => Promise.resolve({})));
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = mount(
    <QueryClientProvider client={client}>
      <ApiProvider client={api}>{node}</ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, get, post, client };
}

/** Lets queries answer: waits (up to 2 s) until the check holds. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

export const buttonNamed = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
