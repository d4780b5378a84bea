import { queryOptions } from '@tanstack/react-query';
import { API } from '#contract/http/api-paths';
import type { AutomatedRulesInput } from '#contract/studio/automated-rules';
import type {
  AutomatedCreatedBody,
  ConstituentsEditBody,
  ProposalBody,
  StudioBasketBody,
} from '#contract/studio/types';
import type { AutomatedCreateRequest } from '#contract/studio/requests';
import type { BenchmarksBody } from '#contract/baskets/lists';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';

/** The automated basket calls (docs/studio.md, "Automated baskets"). */
export const automatedApi = {
  create: (api: ApiClient, body: AutomatedCreateRequest) =>
    api.post<AutomatedCreatedBody>(API.studio.createAutomated, body),
  rules: (api: ApiClient, basket_hash: string, rules: AutomatedRulesInput) =>
    api.post<ProposalBody>(API.studio.automatedRules, { basket_hash, rules }),
  propose: (api: ApiClient, basket_hash: string) =>
    api.post<ProposalBody>(API.studio.automatedPropose, { basket_hash }),
  publish: (api: ApiClient, basket_hash: string, proposal: number, rationale: string) =>
    api.post<ConstituentsEditBody>(API.studio.automatedPublish, { basket_hash, proposal, rationale }),
};

export const automatedQueries = {
  /** The studio's whole basket: its latest version and its open proposal. */
  basket: (api: ApiClient, basketHash: string) =>
    queryOptions({
      queryKey: ['studio', 'basket', basketHash] as const,
      meta: PRIVATE_QUERY,
      staleTime: 0,
      queryFn: ({ signal }) =>
        api.get<StudioBasketBody>(API.studio.basket, { query: { basket_hash: basketHash }, signal }),
    }),
  benchmarks: (api: ApiClient) =>
    queryOptions({
      queryKey: ['baskets', 'benchmarks'] as const,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }) => api.get<BenchmarksBody>(API.baskets.benchmarks, { signal }),
    }),
};
