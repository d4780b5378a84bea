// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { API } from '#contract/http/api-paths';
import type { InvestmentDetailsBody } from '#contract/investments/types';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';
import { setSessionUser } from '#src/lib/session/session';
import { brands } from '../../../../brands/registry';
import { dialogMessages } from '../dialog-messages';
import { investment, until } from '../test-fixtures';
import { InvestmentPage } from './investment-page';

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

/** The investment page at `at`, signed in; the API answers the investment's details, and nothing else yet. */
async function open(at: string, status: 'active' | 'closed' = 'active') {
  const store = createStore();
  setSessionUser(store, {
    id: 1,
    name: 'Asha',
    email: 'asha@example.com',
    mobile: null,
    isSubscriber: false,
    brokerName: null,
    brokerClientCode: null,
    roles: [],
  });
  const details: InvestmentDetailsBody = {
    ...investment({ status, closed_at: status === 'closed' ? '2026-11-19T05:00:00Z' : null }),
    holdings: [],
    cash_flows: [],
    repair: null,
    as_of: '2026-11-20T05:30:00Z',
  };
  const get = vi.fn((path: string) =>
    path === API.myBaskets.investment ? Promise.resolve(details) : new Promise(() => undefined),
  );
  const post = vi.fn();
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <InvestmentPage investment="inv-1" /> }),
    history: createMemoryHistory({ initialEntries: [at] }),
    context: { brand: brands[0]! } as never,
    trailingSlash: 'preserve',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view = mount(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  await act(() => router.load());
  await until(() => document.body.textContent!.includes('Midcap Momentum'));
  return { post };
}

const dialog = () => document.querySelector('[role="dialog"]');

describe("a notice's link to the exit review", () => {
  it('opens the exit dialog for review with ?review=exit, placing nothing', async () => {
    const { post } = await open('/account/investments/inv-1/?review=exit');
    await until(() => dialog() !== null);
    expect(dialog()!.textContent).toContain(dialogMessages.exit.title);
    expect(post).not.toHaveBeenCalled();
  });

  it('opens nothing without it, nor for a closed investment', async () => {
    await open('/account/investments/inv-1/');
    expect(dialog()).toBeNull();
    view!.unmount();
    view = undefined;
    await open('/account/investments/inv-1/?review=exit', 'closed');
    expect(dialog()).toBeNull();
  });
});
