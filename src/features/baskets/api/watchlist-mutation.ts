import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { mutateOnce } from '#src/lib/http/mutate-once';
import { BASKETS_API as API } from '#contract/baskets/paths';
import type { BasketUserBody } from '#contract/baskets/details';
import { basketPageQueries } from './basket-page-queries';

export interface WatchlistCallbacks {
  /** The session is gone (401): ask the reader to log in. */
  onNeedsLogin: () => void;
  /** Done: say so. */
  onDone: (watchlisted: boolean) => void;
  /** The server refused and the toggle was put back. */
  onFailed: () => void;
}

/**
 * Add a basket to the watchlist or take it off. Optimistic: the reader's details/user answer flips
 * at once, is put back if the server refuses, and is asked again either way. Plain options, so tests
 * need no React.
 */
export function watchlistMutationOptions(
  api: ApiClient,
  queryClient: QueryClient,
  hash: string,
  on: WatchlistCallbacks,
) {
  const user = basketPageQueries.user(api, hash);
  return {
    mutationFn: (watchlisted: boolean) =>
      api.post<unknown>(watchlisted ? API.baskets.watchlistAdd : API.baskets.watchlistDelete, { basket_hash: hash }),
    onMutate: async (watchlisted: boolean) => {
      await queryClient.cancelQueries({ queryKey: user.queryKey });
      const previous = queryClient.getQueryData(user.queryKey);
      if (previous) queryClient.setQueryData<BasketUserBody>(user.queryKey, { ...previous, watchlisted });
      return { previous };
    },
    onError: (error: unknown, _next: boolean, context: { previous?: BasketUserBody } | undefined) => {
      if (context?.previous) queryClient.setQueryData(user.queryKey, context.previous);
      if (error instanceof ApiError && error.httpStatus === 401) on.onNeedsLogin();
      else if (!(error instanceof ApiError && error.handled)) on.onFailed();
    },
    onSuccess: (_body: unknown, watchlisted: boolean) => on.onDone(watchlisted),
    onSettled: () => queryClient.invalidateQueries({ queryKey: user.queryKey }),
  };
}

/**
 * The basket page's toggle: one run of the options above on a MutationObserver, which loads with the
 * first press rather than with the page (decision 0305). Settles without throwing; a refusal is put
 * back and reported through `on`.
 */
export async function watchlistOnce(
  api: ApiClient,
  queryClient: QueryClient,
  hash: string,
  watchlisted: boolean,
  on: WatchlistCallbacks,
): Promise<void> {
  await mutateOnce(queryClient, watchlistMutationOptions(api, queryClient, hash, on), watchlisted);
}
