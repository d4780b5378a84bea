import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { ChartPeriod } from '#contract/baskets/details';
import type {
  InvestmentChartBody,
  InvestmentDetailsBody,
  InvestmentsBody,
  MyAdviserBasketsBody,
  MyBasketsSummaryBody,
  RebalanceDetailsBody,
  RebalanceHistoryBody,
  RebalanceMode,
} from '#contract/investments/types';
import type { TradePreviewBody, TransactionsBody } from '#contract/trading/types';

/**
 * Fetch even when the browser says it is offline: the service worker answers from this session's
 * own cache (sw/private-cache.ts), or the request fails fast and the page says so.
 */
const networkMode = 'always';
/** The investor's own data: dropped from memory when the session ends (lib/session/session.ts). */
const meta = PRIVATE_QUERY;
/** The investor's own figures change with prices and trades: asked again whenever a page opens. */
const staleTime = 0;

export type AdviserList = 'published' | 'draft' | 'hidden';

export const investmentKeys = {
  all: () => ['investments'] as const,
  investment: (id: string) => [...investmentKeys.all(), 'investment', id] as const,
};

export const investmentQueries = {
  summary: (api: ApiClient) =>
    queryOptions({
      queryKey: [...investmentKeys.all(), 'summary'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) => api.get<MyBasketsSummaryBody>(API.myBaskets.summary, { signal }),
    }),
  active: (api: ApiClient) =>
    queryOptions({
      queryKey: [...investmentKeys.all(), 'active'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) => api.get<InvestmentsBody>(API.myBaskets.investments, { signal }),
    }),
  closed: (api: ApiClient) =>
    queryOptions({
      queryKey: [...investmentKeys.all(), 'closed'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) => api.get<InvestmentsBody>(API.myBaskets.closed, { signal }),
    }),
  /** An adviser's own baskets in one state; anyone else is answered 404 (no role, never 403). */
  adviserList: (api: ApiClient, list: AdviserList) =>
    queryOptions({
      queryKey: [...investmentKeys.all(), 'adviser', list] as const,
      networkMode,
      meta,
      staleTime,
      retry: false,
      queryFn: ({ signal }) => api.get<MyAdviserBasketsBody>(API.myBaskets[list], { signal }),
    }),
  details: (api: ApiClient, investment: string) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'details'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) =>
        api.get<InvestmentDetailsBody>(API.myBaskets.investment, { query: { investment }, signal }),
    }),
  chart: (api: ApiClient, investment: string, period: ChartPeriod) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'chart', period] as const,
      networkMode,
      meta,
      staleTime: 5 * 60_000,
      queryFn: ({ signal }) =>
        api.get<InvestmentChartBody>(API.myBaskets.performanceChart, { query: { investment, period }, signal }),
    }),
  trades: (api: ApiClient, investment: string) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'trades'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) => api.get<TransactionsBody>(API.trading.transactions, { query: { investment }, signal }),
    }),
  /** The pending rebalance's review in a mode; BUY_ONLY's with its new money (`amount`, rupees). */
  rebalance: (api: ApiClient, investment: string, mode: RebalanceMode, amount?: number) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'rebalance', mode, amount ?? null] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) =>
        api.get<RebalanceDetailsBody>(API.investment.rebalanceDetails, {
          query: { investment, mode, ...(amount === undefined ? {} : { amount }) },
          signal,
        }),
    }),
  rebalanceHistory: (api: ApiClient, investment: string) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'rebalance-history'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) =>
        api.get<RebalanceHistoryBody>(API.investment.rebalanceHistory, { query: { investment }, signal }),
    }),
  /** GET investment/close/: the exit's review (every holding as a SELL line, charges, the order window). */
  closePreview: (api: ApiClient, investment: string) =>
    queryOptions({
      queryKey: [...investmentKeys.investment(investment), 'close-preview'] as const,
      networkMode,
      meta,
      staleTime,
      queryFn: ({ signal }) => api.get<TradePreviewBody>(API.investment.close, { query: { investment }, signal }),
    }),
};
