import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { BasketDetailsBody } from '#contract/baskets/details';
import type { ConstituentsEditBody, StudioBasketBody } from '#contract/studio/types';
import type { ConstituentsEditRequest } from '#contract/studio/requests';

/** The constituents editor's calls: the owner's view of the basket, its investor count, the publish. */
export const versionQueries = {
  all: () => ['studio-versions'] as const,
  /** The owning adviser's view (drafts and hidden baskets too): the current version's stocks. */
  basket: (api: ApiClient, hash: string) =>
    queryOptions({
      queryKey: [...versionQueries.all(), 'basket', hash] as const,
      queryFn: ({ signal }) => api.get<BasketDetailsBody>(API.baskets.myBasketDetails(hash), { signal }),
    }),
  /** How many active investments follow it (the confirm step); null when the studio cannot say. */
  investors: (api: ApiClient, hash: string) =>
    queryOptions({
      queryKey: [...versionQueries.all(), 'investors', hash] as const,
      queryFn: ({ signal }) =>
        api
          .get<StudioBasketBody>(API.studio.basket, { query: { basket_hash: hash }, signal })
          .then((b) => (typeof b.basket?.investors === 'number' ? b.basket.investors : null))
          .catch(() => null),
    }),
};

export const publishVersion = (api: ApiClient, request: ConstituentsEditRequest) =>
  api.post<ConstituentsEditBody>(API.studio.constituentsEdit, request);
