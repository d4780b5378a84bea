import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import type { BasketSearch } from '../basket-search';
import { listingQuery, type DiscoverSearch } from '../discover-search';
import { BASKETS_API as API } from '#contract/baskets/paths';
import type { WatchlistBody } from '#contract/baskets/details';
import type { SectorsBody } from '#contract/baskets/lists';
import type { BasketListingBody, CuratorDetailsBody, CuratorsBody } from '#contract/baskets/types';

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
  /** The same listing with discover's filters; the basket type is always sent. */
  discover: (api: ApiClient, search: DiscoverSearch) =>
    queryOptions({
      queryKey: [...basketQueries.all(), 'discover', search] as const,
      networkMode,
      queryFn: ({ signal }) => api.get<BasketListingBody>(API.baskets.listing, { query: listingQuery(search), signal }),
    }),
  sectors: (api: ApiClient) =>
    queryOptions({
      queryKey: [...basketQueries.all(), 'sectors'] as const,
      networkMode,
      staleTime: 10 * 60_000,
      queryFn: ({ signal }) => api.get<SectorsBody>(API.baskets.sectors, { signal }),
    }),
  /** GET my-baskets/watchlist/: the signed-in reader's watchlist. */
  watchlist: (api: ApiClient) =>
    queryOptions({
      queryKey: [...basketQueries.all(), 'watchlist'] as const,
      networkMode,
      // Changed from basket pages and other devices: asked again whenever the page opens.
      staleTime: 0,
      queryFn: ({ signal }) => api.get<WatchlistBody>(API.baskets.myWatchlist, { signal }),
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
  /** GET /api/curators/details/{slug}/: one adviser's profile with their published baskets. */
  details: (api: ApiClient, slug: string) =>
    queryOptions({
      queryKey: ['curators', 'details', slug] as const,
      networkMode,
      queryFn: ({ signal }) => api.get<CuratorDetailsBody>(API.baskets.curatorDetails(slug), { signal }),
    }),
};

/** /public/baskets/: every listed basket, popular first; the page keeps the shareable ones (the listing is public). */
export const sharedBasketsQuery = (api: ApiClient) =>
  basketQueries.listing(api, { 'basket-type': 'all', 'order-by': '', 'order-by-field': 'popularity' });
