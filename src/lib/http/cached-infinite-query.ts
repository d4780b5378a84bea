import { use, useCallback, useRef, useState } from 'react';
import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCachedQueryState, type QueryState } from './cached-query-core';
import type { CachedInfiniteQueryOptions } from './query-observer';

export type { CachedInfiniteQueryOptions };

/** What a page reads of a cached infinite query: as `useSuspenseInfiniteQuery` answers, as far as it is read. */
export interface CachedInfiniteQueryResult<T> {
  data: InfiniteData<T>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** Appends the next page; answers with the data and whether that page failed. */
  fetchNextPage: () => Promise<{ data: InfiniteData<T> | undefined; isFetchNextPageError: boolean }>;
}

/**
 * What the listing reads of its query's state: the pages, whether the next page is on its way or failed
 * (the fetch meta's direction, as useInfiniteQuery says), and the failure of a first page not had.
 */
const pagesAndNextPage = (state: QueryState | undefined) => {
  const forward = state?.fetchMeta?.fetchMore?.direction === 'forward';
  const failed = state?.status === 'error';
  const firstFailure = failed && state.data === undefined && state.fetchStatus === 'idle' ? state.error : undefined;
  return [state?.data, forward && state?.fetchStatus === 'fetching', forward && failed, firstFailure] as const;
};

/**
 * `useSuspenseInfiniteQuery` read from the cache (decision 0306): the pages a loader put there render at
 * once, on the server and when hydrating; TanStack Query's infinite observer, which keeps them live,
 * comes with its own chunk after the first render, and so does the code that appends the next page
 * (the first press or scroll asks for it). With no pages in the cache the component suspends while the
 * first is fetched, and a failed fetch goes to the route's error screen; a next page that failed keeps
 * the pages shown and says so (`isFetchNextPageError`).
 */
export function useCachedSuspenseInfiniteQuery<T, K extends QueryKey, P>(
  options: CachedInfiniteQueryOptions<T, K, P>,
): CachedInfiniteQueryResult<T> {
  const queryClient = useQueryClient();
  const { selected, latest } = useCachedQueryState(options, 'observeInfiniteQuery', pagesAndNextPage);
  const [cached, fetchingNext, nextFailed, firstFailure] = selected;
  // One next page at a time, and on its way from the call (its code may still be coming): a second call
  // meanwhile, a scroll's or a press's, gets the same answer instead of asking for the page again.
  const asked = useRef<ReturnType<CachedInfiniteQueryResult<T>['fetchNextPage']> | null>(null);
  const [asking, setAsking] = useState(false);
  const [codeMissing, setCodeMissing] = useState(false);
  const fetchNextPage = useCallback(() => {
    if (!asked.current) {
      setAsking(true);
      setCodeMissing(false);
      asked.current = import('./query-observer')
        .then((observers) => {
          const next = observers.fetchNextPage(queryClient, latest.current);
          // From here the query's own state says the page is on its way, and says it came in the same
          // render as its stories (a scroll then may ask for the one after, as with useInfiniteQuery).
          setAsking(false);
          return next;
        })
        // Its code could not come (offline, and not on the device): nothing appended, said as a failed page.
        .catch(() => {
          setCodeMissing(true);
          return {
            data: queryClient.getQueryData<InfiniteData<T>>(latest.current.queryKey),
            isFetchNextPageError: true,
          };
        })
        .finally(() => {
          asked.current = null;
          setAsking(false);
        });
    }
    return asked.current;
  }, [queryClient, latest]);
  let data = cached as InfiniteData<T> | undefined;
  if (data === undefined) {
    if (firstFailure !== undefined) throw firstFailure;
    data = use(queryClient.fetchInfiniteQuery(options));
  }
  const lastPage = data.pages.at(-1);
  const hasNextPage =
    lastPage !== undefined &&
    options.getNextPageParam(lastPage, data.pages, data.pageParams.at(-1) as P, data.pageParams as P[]) != null;
  return {
    data,
    hasNextPage,
    isFetchingNextPage: asking || fetchingNext,
    isFetchNextPageError: !asking && (codeMissing || nextFailed),
    fetchNextPage,
  };
}
