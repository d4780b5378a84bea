// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { brands } from '../../../../brands/registry';
import type { BrandConfig } from '#src/lib/brand';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { ApiProvider } from '#src/lib/http/api-context';
import { isLoggedInAtom, userInfoAtom } from '#src/lib/session/session-atoms';
import { mount } from '#src/components/ui/test-root';
import { until } from '#src/components/ui/test-api';
import type { PublisherBody, StudioBasketRow, StudioDashboardBody } from '#contract/studio/types';
import { API } from '#contract/http/api-paths';
import { StudioDashboardPage } from './dashboard-page';

const brandNamed = (id: string) => brands.find((b) => b.id === id)!;
const adviser = {
  slug: 'sahyadri',
  name: 'Sahyadri Wealth Advisors',
  adviser_type: 'Registered Investment Adviser' as const,
  sebi_registration: 'INA000012345',
  city: 'Pune',
  contact_email: null,
};
const publisher: PublisherBody = {
  adviser,
  site: {
    brand_id: 'starfolio',
    display_name: 'Starfolio',
    origin: 'https://starfolio.example',
    create_basket: true,
    create_basket_automated: true,
    basket_drafts: true,
    rebalance_frequencies: ['monthly', 'quarterly'],
  },
};
const row = (over: Partial<StudioBasketRow>): StudioBasketRow => ({
  basket_hash: 'h-published',
  name: 'Large Mid Blend',
  status: 'published',
  is_automated: false,
  investors: 3,
  assets_under_advice: 123456.78,
  return_percent: 12.5,
  benchmark_id: 'NIFTY50',
  benchmark_return_percent: -1.25,
  next_rebalance: '2026-12-01',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});
const body = (baskets: StudioBasketRow[]): StudioDashboardBody => ({
  adviser,
  totals: {
    subscribers: 7,
    assets_under_advice: 150000,
    investors: 4,
    by_status: {
      published: baskets.filter((b) => b.status === 'published').length,
      draft: baskets.filter((b) => b.status === 'draft').length,
      closed: baskets.filter((b) => b.status === 'closed').length,
      hidden: baskets.filter((b) => b.status === 'hidden').length,
    },
  },
  baskets,
  upcoming_rebalances: [{ basket_hash: 'h-published', name: 'Large Mid Blend', date: '2026-12-01' }],
  skipped_investments: [],
});
const seedLike = body([
  row({}),
  row({ basket_hash: 'h-auto', name: 'Momentum Rules', is_automated: true }),
  row({
    basket_hash: 'h-draft',
    name: 'Draft Ideas',
    status: 'draft',
    investors: 0,
    assets_under_advice: 0,
    return_percent: null,
    benchmark_return_percent: null,
  }),
  row({ basket_hash: 'h-hidden', name: 'Quiet Value', status: 'hidden' }),
]);

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

async function render(brand: BrandConfig, answer: () => unknown) {
  const store = createStore();
  store.set(isLoggedInAtom, true);
  store.set(userInfoAtom, {
    id: 9,
    name: 'Adviser',
    email: 'adviser@example.com',
    mobile: null,
    isSubscriber: false,
    brokerName: null,
    brokerClientCode: null,
    roles: ['adviser'],
  });
  const get = vi.fn((path: string) =>
    path === API.studio.publisher ? Promise.resolve<PublisherBody>(publisher) : Promise.resolve().then(answer),
  );
  const api = { get, post: vi.fn(), url: (p: string) => p } as unknown as ApiClient;
  const root = createRootRoute({ component: StudioDashboardPage });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/studio/'] }),
    context: { brand } as never,
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
  return { get, text: () => view!.container.textContent ?? '' };
}

const links = () => [...view!.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
const headings = () => [...view!.container.querySelectorAll('h2')].map((h) => h.textContent);

describe('StudioDashboardPage', () => {
  it('shows the totals, the baskets by state with counts, and each row with its figures and actions', async () => {
    const { text } = await render(brandNamed('starfolio'), () => seedLike);
    await until(() => text().includes('Large Mid Blend'));
    expect(headings()).toEqual(['Published (2)', 'Drafts (1)', 'Closed (0)', 'Hidden (1)', 'Upcoming rebalances']);
    expect(text()).toContain('Subscribers7');
    expect(text()).toContain('Assets under advice₹1,50,000');
    expect(text()).toContain('+12.5% since launch vs NIFTY50 −1.25%');
    expect(text()).toContain('Assets under advice₹1,23,456.8');
    expect(text()).toContain('No closed baskets.');
    expect(text()).toContain('01 Dec 2026 · Large Mid Blend');
    const hrefs = links();
    expect(hrefs).toContainEqual(['Edit', '/studio/baskets/h-draft/']);
    expect(hrefs).toContainEqual(['Change stocks', '/studio/baskets/h-published/constituents/']);
    expect(hrefs).toContainEqual(['Preview', '/studio/baskets/h-hidden/preview/']);
    // A proposal to review only for the automated basket.
    expect(hrefs.filter(([name]) => name === 'Review proposal')).toEqual([
      ['Review proposal', '/studio/baskets/h-auto/proposal/'],
    ]);
    expect(hrefs).toContainEqual(['New basket', '/studio/baskets/new/']);
    expect(hrefs).toContainEqual(['New automated basket', '/studio/automated/new/']);
    expect(hrefs).toContainEqual(['Posts', '/studio/posts/']);
  });

  it('says which investments assets under advice leave out, their figures being out of range', async () => {
    const skipped = [
      { investment: 'inv1', basket_hash: 'h-published', basket_name: 'Large Mid Blend' },
      { investment: 'inv2', basket_hash: 'h-published', basket_name: 'Large Mid Blend' },
    ];
    const { text } = await render(brandNamed('starfolio'), () => ({ ...seedLike, skipped_investments: skipped }));
    await until(() => text().includes('Subscribers7'));
    expect(text()).toContain(
      'Assets under advice leave out 2 investments in Large Mid Blend: their figures are out of range. Please contact support to have them checked.',
    );
    view!.unmount();
    const plain = await render(brandNamed('starfolio'), () => seedLike);
    await until(() => plain.text().includes('Subscribers7'));
    expect(plain.text()).not.toContain('leave out');
  });

  it('offers only what the brand allows: no create or edit links on arrowline, no automated on harborbank', async () => {
    await render(brandNamed('arrowline'), () => seedLike);
    await until(() => links().some(([name]) => name === 'Dashboard') && headings().length > 0);
    const names = links().map(([name]) => name);
    for (const n of ['New basket', 'New automated basket', 'Edit', 'Change stocks', 'Preview', 'Review proposal'])
      expect(names).not.toContain(n);
    view!.unmount();
    view = undefined;
    await render(brandNamed('harborbank'), () => seedLike);
    await until(() => headings().length > 0);
    const harbor = links().map(([name]) => name);
    expect(harbor).toContain('New basket');
    expect(harbor).not.toContain('New automated basket');
    expect(harbor).not.toContain('Review proposal');
  });

  it('says how to start when there are no baskets', async () => {
    const { text } = await render(brandNamed('starfolio'), () => body([]));
    await until(() => text().includes('No baskets yet'));
    expect(view!.container.querySelector('h2')?.textContent).toBe('No baskets yet — create your first');
    expect(links()).toContainEqual(['New basket', '/studio/baskets/new/']);
  });

  it('says it failed, and why, with a retry that loads it', { timeout: 10_000 }, async () => {
    let fail = true;
    const { text, get } = await render(brandNamed('starfolio'), () => {
      if (fail) throw new ApiError('boom', 500);
      return seedLike;
    });
    // A server error is retried twice (a second, then two) before the screen says so.
    for (let i = 0; i < 3 && !text().includes('could not be loaded'); i++)
      await until(() => text().includes('could not be loaded'));
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Something went wrong on our side. Please try again.',
    );
    fail = false;
    await act(async () => {
      [...view!.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
    });
    await until(() => text().includes('Large Mid Blend'));
    expect(get.mock.calls.filter(([p]) => p === API.studio.dashboard)).toHaveLength(4);
  });

  it('shows a loading state that says what is coming', async () => {
    const { text } = await render(brandNamed('starfolio'), () => new Promise(() => undefined));
    expect(text()).toContain('Loading your dashboard');
  });
});
