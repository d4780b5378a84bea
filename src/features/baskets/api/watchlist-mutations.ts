import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { WatchlistBody } from '#contract/baskets/details';
import type { WatchlistChangeBody } from '#contract/baskets/lists';
import type { BasketSummary } from '#contract/baskets/types';
import { basketQueries } from './basket-queries';

/**
 * Takes a basket off the reader's watchlist (POST basketwatchlist/delete/, with the CSRF header every
 * mutation carries). The list drops it once the server agrees, then is asked for again. Plain
 * options, so a test needs no React.
 */
export function removeFromWatchlistOptions(api: ApiClient, queryClient: QueryClient) {
  const list = basketQueries.watchlist(api);
  return {
    mutationFn: (basket: BasketSummary) =>
      api.post<WatchlistChangeBody>(API.baskets.watchlistDelete, { basket_hash: basket.basket_hash }),
    onSuccess: (_answer: WatchlistChangeBody, basket: BasketSummary) => {
      queryClient.setQueryData(list.queryKey, (old: WatchlistBody | undefined) =>
        old ? { baskets: old.baskets.filter((b) => b.basket_hash !== basket.basket_hash) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: list.queryKey });
    },
  };
}
