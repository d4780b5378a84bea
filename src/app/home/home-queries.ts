import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { BASKETS_API as API } from '#contract/baskets/paths';
import type { BasketListingBody, CuratorsBody } from '#contract/baskets/types';
import { FEATURED_BASKETS_SEARCH } from '../destinations';

/** The baskets the home page shows: every kind, by popularity, the first HOME_BASKETS (home-baskets.tsx). */
export const HOME_BASKETS_SEARCH = { ...FEATURED_BASKETS_SEARCH, 'basket-type': 'all' } as const;
export const HOME_BASKETS = 4;
/** The advisers the home page shows: those with the most baskets (home-advisers.tsx). */
export const HOME_ADVISERS = 4;

/**
 * What the home page shows of the popular baskets and of the advisers, as queries of their own: the
 * listing and the advisers asked as the featured and managers pages ask them, kept to the few the page
 * shows. The page's data travels in the server's HTML: with every basket and adviser in it, home's
 * document no longer fitted the network's first round trip (decision 0305). Imported by the home
 * route's loader only, so no other page's first load carries them.
 */
export const homeQueries = {
  /** The first HOME_BASKETS of the listing, by popularity. */
  baskets: (api: ApiClient) =>
    queryOptions({
      queryKey: ['baskets', 'home', HOME_BASKETS] as const,
      // As the basket feature's queries: fails fast offline, and the page stands without them.
      networkMode: 'always',
      queryFn: async ({ signal }) =>
        (
          await api.get<BasketListingBody>(API.baskets.listing, { query: { ...HOME_BASKETS_SEARCH }, signal })
        ).baskets.slice(0, HOME_BASKETS),
    }),
  /** The HOME_ADVISERS advisers with the most baskets, most first. */
  advisers: (api: ApiClient) =>
    queryOptions({
      queryKey: ['curators', 'home', HOME_ADVISERS] as const,
      networkMode: 'always',
      queryFn: async ({ signal }) =>
        (await api.get<CuratorsBody>(API.baskets.curators, { signal })).curators
          .sort((a, b) => b.basketCount - a.basketCount)
          .slice(0, HOME_ADVISERS),
    }),
};
