import { use, useCallback, useState } from 'react';
import { useQueryClient, type QueryKey, type QueryStatus } from '@tanstack/react-query';
import { hashOf, useCachedQueryState, type QueryState } from './cached-query-core';
import type { CachedQueryOptions } from './query-observer';

export type { CachedQueryOptions };

/** What a page reads of a cached query: as `useQuery` answers, as far as these pages read it. */
export interface CachedQueryResult<T> {
  data: T | undefined;
  /** No data yet, and no failure (so also while not enabled, as `useQuery` says). */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** `data` is the options' placeholder (e.g. `keepPreviousData`: the last key's) while this key loads. */
  isPlaceholderData: boolean;
  /** Asks the query again (a failed one's Retry). */
  refetch: () => Promise<unknown>;
}

const dataAndStatus = (state: QueryState | undefined) => [state?.data, state?.status ?? 'pending'] as const;

/**
 * A query's data as the cache holds it, for a page whose loader put it there (decision 0306): read at
 * once, so a page the server rendered hydrates from it, and followed as it changes. TanStack Query's
 * observer, which keeps the query live (a refetch when it is stale or invalidated, the session's
 * changes, the first fetch of a key no loader asked), comes with its own chunk after the first render
 * instead of with the page; while `enabled` is false there is none and nothing is asked for. Called as
 * `useQuery` is, and answers as `useQuery` does as far as these pages read it, so the widget can use
 * TanStack Query's own hooks in its place; a `placeholderData` function gets the last key's data.
 */
export function useCachedQuery<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): CachedQueryResult<T> {
  const queryClient = useQueryClient();
  const { selected, latest } = useCachedQueryState(options, 'observeQuery', dataAndStatus);
  const [current, status] = selected as [T | undefined, QueryStatus];
  // The last data shown, for a placeholder while the next key loads (React's "information from previous
  // renders": set while rendering, so no render shows the gap).
  const [last, setLast] = useState(current);
  if (current !== undefined && current !== last) setLast(current);
  const placeholder = options.placeholderData;
  let data = current;
  let isPlaceholderData = false;
  if (status === 'pending' && placeholder !== undefined) {
    const shown =
      typeof placeholder === 'function' ? (placeholder as (previous?: T) => T | undefined)(last) : placeholder;
    isPlaceholderData = shown !== undefined;
    if (isPlaceholderData) data = shown as T;
  }
  const refetch = useCallback(
    () => queryClient.refetchQueries({ queryKey: latest.current.queryKey, exact: true }),
    [queryClient, latest],
  );
  return {
    data,
    isPending: status === 'pending' && !isPlaceholderData,
    isSuccess: status === 'success' || isPlaceholderData,
    isError: status === 'error',
    isPlaceholderData,
    refetch,
  };
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
