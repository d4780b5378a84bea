import { use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CachedQueryOptions } from './query-observer';

export type { CachedQueryOptions };

const hashOf = (options: { queryKey: readonly unknown[]; queryHash?: string }) =>
  options.queryHash ?? hashKey(options.queryKey);

const cachedData = <T>(queryClient: QueryClient, hash: string) =>
  queryClient.getQueryCache().get(hash)?.state.data as T | undefined;

/**
 * A query's data as the cache holds it, for a page whose loader put it there (decision 0306): read at
 * once, so a page the server rendered hydrates from it, and followed as it changes. TanStack Query's
 * observer, which keeps the query live (a refetch when it is stale or invalidated, the session's
 * changes), comes with its own chunk after the first render instead of with the page; while
 * `enabled` is false there is none and nothing is asked for. Called as `useQuery` is, and answers as
 * far as these pages read it (`data`), so the widget can use TanStack Query's own hooks in its place.
 */
export function useCachedQuery<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): { data: T | undefined } {
  const queryClient = useQueryClient();
  const hash = hashOf(options);
  const subscribe = useCallback(
    (changed: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      }),
    [queryClient, hash],
  );
  const read = () => cachedData<T>(queryClient, hash);
  const data = useSyncExternalStore(subscribe, read, read);

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const enabled = options.enabled !== false;
  useEffect(() => {
    if (!enabled) return;
    let detach: (() => void) | undefined;
    let gone = false;
    void import('./query-observer')
      .then(({ observeQuery }) => {
        if (!gone) detach = observeQuery(queryClient, latest.current);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      detach?.();
    };
  }, [queryClient, hash, enabled]);
  return { data };
}

/**
 * `useCachedQuery` for data the page cannot show without: when the cache has none (it was cleared,
 * or another page's loader did not ask), the component suspends while it is fetched, and a fetch that
 * failed is thrown to the route's error screen, as `useSuspenseQuery` does.
 */
export function useCachedSuspenseQuery<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): { data: T } {
  const queryClient = useQueryClient();
  const { data } = useCachedQuery(options);
  if (data !== undefined) return { data };
  const query = queryClient.getQueryCache().get(hashOf(options));
  if (query?.state.status === 'error' && query.state.fetchStatus === 'idle') throw query.state.error;
  return { data: use(queryClient.fetchQuery(options)) };
}
