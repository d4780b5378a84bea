// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../../../brands/registry';
import type { OrderStatus } from '#contract/trading/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';
import { TradeStatusView } from './trade-status-view';
import { orderLine, tradeBody } from '../trade-test-fixtures';

vi.mock('#src/lib/navigation', () => ({
  useBrand: () => brands[0],
  Link: ({ children }: { children: ReactNode }) => <a href="/account/orders/">{children}</a>,
}));

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const line = (symbol: string, status: OrderStatus, filled = 0) =>
  orderLine(symbol, status, filled, symbol === 'TCS' ? '1' : '2');
const trade = tradeBody;

const text = () => document.body.textContent ?? '';
const modifyButtons = () => [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Modify');
async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
}

describe('TradeStatusView of a buy answered before its lines reached the broker (decision 0286)', () => {
  it('shows the trade placing with no line to modify, then each line as it is placed, then complete', async () => {
    // The live stream is unreachable here: the view follows the trade by polling orderstatus/.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no stream')));
    const answers = [
      trade('placing', [line('TCS', 'OPEN'), line('ITC', 'RECEIVED')]),
      trade('complete', [line('TCS', 'COMPLETE', 2), line('ITC', 'COMPLETE', 2)]),
    ];
    const get = vi.fn(async () => answers.shift() ?? answers[answers.length - 1]);
    const api = { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
    const placed = trade('placing', [line('TCS', 'RECEIVED'), line('ITC', 'RECEIVED')]);
    mount(
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider client={api}>
          <TradeStatusView placed={placed} />
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(text()).toContain('Placing');
    expect(text()).toContain('Sending your orders to your broker…');
    expect(modifyButtons()).toHaveLength(0);
    // TCS is with the broker and open; ITC is still being sent.
    await until(() => modifyButtons().length === 1);
    expect(modifyButtons()[0]!.getAttribute('aria-label')).toMatch(/TCS/);
    expect(text()).toContain('Sending your orders to your broker…');
    await until(() => text().includes('Every order has reached its final status. 2 of 2 orders complete.'));
    expect(modifyButtons()).toHaveLength(0);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
