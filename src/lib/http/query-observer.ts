import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';

/** What `useCachedQuery` reads and keeps live: a query's options, as the features' query factories make them. */
export type CachedQueryOptions<T, K extends QueryKey = QueryKey> = QueryObserverOptions<T, Error, T, T, K>;

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
  const observer = new QueryObserver(queryClient, options);
  return observer.subscribe(() => undefined);
}
