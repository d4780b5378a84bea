import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { BASKETS_API as API } from '#contract/baskets/paths';
import type { BasketDetailsBody, BasketUserBody, ChartPeriod, PerformanceChartBody } from '#contract/baskets/details';

/** The chart period the page opens with; its points come with the first HTML (the table alternative). */
export const FIRST_PERIOD = '1yr' as const;

/** Fail fast offline (the service worker may still answer from its cache): docs/decisions/0030. */
const networkMode = 'always';

/** The basket page's calls: public ones (details, chart, shared) and the reader's own (user). */
export const basketPageQueries = {
  all: () => ['basket-page'] as const,
  /**
   * The basket: the app's details (a subscriber-only one answers 4, 7 or 10 to the unentitled), or
   * the shareable copy anyone may read (404 when the basket is not shareable).
   */
  basket: (api: ApiClient, hash: string, kind: 'app' | 'public') =>
    queryOptions({
      queryKey: [...basketPageQueries.all(), kind === 'public' ? 'shared' : 'details', hash] as readonly [
        'basket-page',
        'details' | 'shared',
        string,
      ],
      networkMode,
      queryFn: ({ signal }) =>
        api.get<BasketDetailsBody>(kind === 'public' ? API.baskets.sharedDetails(hash) : API.baskets.details(hash), {
          signal,
        }),
    }),
  /**
   * The basket's chart over `period`: the app's (gated as its details), or the shareable copy's, which
   * answers anyone as the shared details do, so the public page never meets the screener.
   */
  chart: (api: ApiClient, hash: string, kind: 'app' | 'public', period: ChartPeriod) =>
    queryOptions({
      queryKey: [...basketPageQueries.all(), kind === 'public' ? 'shared-chart' : 'chart', hash, period] as const,
      networkMode,
      queryFn: ({ signal }) =>
        api.get<PerformanceChartBody>(
          kind === 'public' ? API.baskets.sharedPerformanceChart(hash) : API.baskets.performanceChart(hash),
          { query: { period }, signal },
        ),
    }),
  /** Signed in only: watchlisted, invested, subscribed. */
  user: (api: ApiClient, hash: string) =>
    queryOptions({
      queryKey: [...basketPageQueries.all(), 'user', hash] as const,
      networkMode,
      queryFn: ({ signal }) => api.get<BasketUserBody>(API.baskets.detailsUser(hash), { signal }),
    }),
};
