import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { CuratorsBody } from '#contract/baskets/types';
import type { PlanCheckoutBody } from '#contract/subscriptions/payments';
import type { PlansBody } from '#contract/subscriptions/plans';

/** Query owns retries: never a refusal (4xx) or an answer a status rule already handled. */
export const retryServerTrouble = (count: number, error: unknown) =>
  count < 2 && error instanceof ApiError && error.retryable;

/** Whose plans: an adviser's (slug) or a basket's adviser's (hash). */
export type PlanOwner = { adviser: string } | { basket: string };

/** Query keys of the plan dialog and the checkout. */
export const planKeys = {
  all: ['plans'] as const,
  checkout: (plan: number) => [...planKeys.all, 'checkout', plan] as const,
};

/** Query options of the plan dialog and the checkout. */
export const planQueries = {
  list: (api: ApiClient, owner: PlanOwner) =>
    queryOptions({
      queryKey: [...planKeys.all, 'list', owner] as const,
      queryFn: ({ signal }) => api.get<PlansBody>(API.plans.list, { query: owner, signal }),
      retry: retryServerTrouble,
    }),
  /** The advisers a premium post's reader may choose from (each with a plan summary). */
  advisers: (api: ApiClient) =>
    queryOptions({
      queryKey: [...planKeys.all, 'advisers'] as const,
      queryFn: ({ signal }) => api.get<CuratorsBody>(API.baskets.curators, { signal }),
      retry: retryServerTrouble,
    }),
  /** The checkout's state: plan, customer, risk profile, agreement and price (one call). */
  checkout: (api: ApiClient, plan: number) =>
    queryOptions({
      queryKey: planKeys.checkout(plan),
      queryFn: ({ signal }) => api.get<PlanCheckoutBody>(API.plans.customerDetails, { query: { plan }, signal }),
      retry: retryServerTrouble,
      meta: PRIVATE_QUERY,
    }),
};
