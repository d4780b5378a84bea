import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { DealerReportName } from '#contract/dealer/route-rules';
import type { DealerClientsBody, DealerPlansBody, DealerReportBody, PaymentLinkSentBody } from '#contract/dealer/types';

/** Query owns retries: never a refusal (4xx), only trouble on the way or at the server. */
const retryServerTrouble = (count: number, error: unknown) => count < 2 && error instanceof ApiError && error.retryable;

/** A report's filters as the screen holds them (strings, '' for none). */
export interface ReportFilters {
  q: string;
  from: string;
  to: string;
  status: string;
}

/** The filters as a query string's fields: empty ones left out. */
export const filterQuery = (f: ReportFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => e[1] !== ''));

export const dealerKeys = {
  all: ['dealer'] as const,
  clients: (userId: number, q: string, page: number) => [...dealerKeys.all, userId, 'clients', q, page] as const,
  report: (userId: number, name: string, f: ReportFilters, page: number) =>
    [...dealerKeys.all, userId, 'report', name, f, page] as const,
  plans: (userId: number) => [...dealerKeys.all, userId, 'plans'] as const,
};

/** The dealer's clients and reports: private, dropped when the session ends. */
export const dealerQueries = {
  clients: (api: ApiClient, userId: number, q: string, page: number) =>
    queryOptions({
      queryKey: dealerKeys.clients(userId, q, page),
      queryFn: ({ signal }) =>
        api.get<DealerClientsBody>(API.dealer.clients, { query: { ...(q ? { q } : {}), page }, signal }),
      retry: retryServerTrouble,
      placeholderData: keepPreviousData,
      meta: PRIVATE_QUERY,
    }),
  report: (api: ApiClient, userId: number, name: DealerReportName, f: ReportFilters, page: number) =>
    queryOptions({
      queryKey: dealerKeys.report(userId, name, f, page),
      queryFn: ({ signal }) =>
        api.get<DealerReportBody>(API.dealer.report(name), { query: { ...filterQuery(f), page }, signal }),
      retry: retryServerTrouble,
      placeholderData: keepPreviousData,
      meta: PRIVATE_QUERY,
    }),
  plans: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: dealerKeys.plans(userId),
      queryFn: ({ signal }) => api.get<DealerPlansBody>(API.dealer.plans, { signal }),
      retry: retryServerTrouble,
      staleTime: 60_000,
      meta: PRIVATE_QUERY,
    }),
};

export const sendPaymentLink = (api: ApiClient, body: { client: number; plan: number; client_key: string }) =>
  api.post<PaymentLinkSentBody>(API.dealer.paymentLink, body);
