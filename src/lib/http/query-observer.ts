import {
  InfiniteQueryObserver,
  QueryObserver,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type UseSuspenseInfiniteQueryOptions,
} from '@tanstack/react-query';

/** What `useCachedQuery` reads and keeps live: a query's options, as the features' query factories make them. */
export type CachedQueryOptions<T, K extends QueryKey = QueryKey> = QueryObserverOptions<T, Error, T, T, K>;

/** What `useCachedSuspenseInfiniteQuery` reads: an infinite query's options, from `infiniteQueryOptions`. */
export type CachedInfiniteQueryOptions<T, K extends QueryKey = QueryKey, P = unknown> = UseSuspenseInfiniteQueryOptions<
  T,
  Error,
  InfiniteData<T>,
  K,
  P
>;

/** The observer a cached read subscribes once this chunk has come: a query's, or an infinite query's. */
export type Observe = 'observeQuery' | 'observeInfiniteQuery';

/**
 * Keeps a query live for `useCachedQuery` (cached-query.ts), in a chunk of its own: TanStack Query's
 * observer, subscribed, is what makes a query active (it refetches when stale on mount, when
 * invalidated, when the browser comes back online), exactly as `useQuery` would. Returns the way to
 * let it go.
 */
export function observeQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: CachedQueryOptions<T, K>,
): () => void {
  return new QueryObserver(queryClient, options).subscribe(() => undefined);
}

/** `observeQuery` for an infinite query: its observer refetches every page it holds, as one. */
export function observeInfiniteQuery<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: CachedInfiniteQueryOptions<T, K, P>,
): () => void {
  return new InfiniteQueryObserver(queryClient, options).subscribe(() => undefined);
}

/**
 * Appends an infinite query's next page, as `useInfiniteQuery`'s `fetchNextPage` does (a refetch on its
 * way is cancelled for it); answers with the query's data and whether that page failed.
 */
export async function fetchNextPage<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: CachedInfiniteQueryOptions<T, K, P>,
): Promise<{ data: InfiniteData<T> | undefined; isFetchNextPageError: boolean }> {
  const { data, isFetchNextPageError } = await new InfiniteQueryObserver(queryClient, options).fetchNextPage();
  return { data, isFetchNextPageError };
}
