import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import type { BasketSearch } from '../basket-search';
import { API } from '#contract/api-paths';
import type { BasketListingBody, CuratorsBody } from '#contract/baskets';

/**
 * Fetch even when the browser says it is offline: the request fails fast and the page says
 * "offline" with a retry, instead of a spinner that waits for the network (docs/decisions/0030).
 */
const networkMode = 'always';

export const basketQueries = {
  all: () => ['baskets'] as const,
  /** GET /api/basket/listing/ with the featured page's search params. */
  listing: (api: ApiClient, search: BasketSearch) =>
    queryOptions({
      queryKey: [...basketQueries.all(), 'listing', search] as const,
      networkMode,
      queryFn: ({ signal }) => api.get<BasketListingBody>(API.baskets.listing, { query: { ...search }, signal }),
    }),
};

export const curatorQueries = {
  /** GET /api/curators/: advisers with their plans and basket counts. */
  all: (api: ApiClient) =>
    queryOptions({
      queryKey: ['curators'] as const,
      networkMode,
      queryFn: ({ signal }) => api.get<CuratorsBody>(API.baskets.curators, { signal }),
    }),
};
