import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { RiskProfileBody } from '#contract/customer/types';
import type { CancelPreviewBody, SubscriptionsBody, TransactionsBody } from '#contract/subscriptions/payments';

/** The investor's subscriptions, payments and risk profile: private, readable offline from this session's cache. */
const common = { networkMode: 'always', meta: PRIVATE_QUERY, staleTime: 0 } as const;

export const subscriptionKeys = {
  all: () => ['account', 'subscriptions'] as const,
  list: () => [...subscriptionKeys.all(), 'list'] as const,
  transactions: (page: number) => [...subscriptionKeys.all(), 'transactions', page] as const,
  riskProfile: () => [...subscriptionKeys.all(), 'risk-profile'] as const,
  cancelPreview: (id: number) => [...subscriptionKeys.all(), 'cancel-preview', id] as const,
};

export const subscriptionQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: subscriptionKeys.list(),
      queryFn: ({ signal }) => api.get<SubscriptionsBody>(API.payments.subscriptions, { signal }),
    }),
  transactions: (api: ApiClient, page: number) =>
    queryOptions({
      ...common,
      queryKey: subscriptionKeys.transactions(page),
      queryFn: ({ signal }) => api.get<TransactionsBody>(API.payments.transactions, { query: { page }, signal }),
    }),
  riskProfile: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: subscriptionKeys.riskProfile(),
      queryFn: ({ signal }) => api.get<RiskProfileBody>(API.customer.riskProfile, { signal }),
    }),
  /** The refund if cancelled now: asked fresh each time the dialog opens. */
  cancelPreview: (api: ApiClient, subscription: number) =>
    queryOptions({
      queryKey: subscriptionKeys.cancelPreview(subscription),
      meta: PRIVATE_QUERY,
      staleTime: 0,
      gcTime: 0,
      retry: false,
      queryFn: ({ signal }) =>
        api.get<CancelPreviewBody>(API.payments.cancelPreview, { query: { subscription }, signal }),
    }),
};
