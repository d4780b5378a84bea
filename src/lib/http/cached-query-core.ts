import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import {
  hashKey,
  useQueryClient,
  type Query,
  type QueryCache,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Observe } from './query-observer';

export type QueryState = NonNullable<ReturnType<QueryCache['get']>>['state'];

/** The queries a cached read shows now, counted per client: shown, though their observer may not have come. */
const shown = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Whether a query is in use: it has an observer (`useQuery`'s, or the one a cached read brings after
 * the first render), or a cached read shows it. What clears the queries no page uses asks this, never
 * the observers alone.
 */
export function isQueryInUse(queryClient: QueryClient, query: Pick<Query, 'queryHash' | 'getObserversCount'>): boolean {
  return query.getObserversCount() > 0 || (shown.get(queryClient)?.get(query.queryHash) ?? 0) > 0;
}

function show(queryClient: QueryClient, hash: string): () => void {
  let counts = shown.get(queryClient);
  if (!counts) shown.set(queryClient, (counts = new Map()));
  counts.set(hash, (counts.get(hash) ?? 0) + 1);
  return () => {
    const left = (counts.get(hash) ?? 1) - 1;
    if (left > 0) counts.set(hash, left);
    else counts.delete(hash);
  };
}

/** `read`, answering with its last array while every element is the same (`Object.is`). */
function keepingEqual<S extends readonly unknown[]>(read: () => S): () => S {
  let last: S | undefined;
  return () => {
    const next = read();
    if (last?.length === next.length && next.every((value, i) => Object.is(value, last![i]))) return last;
    return (last = next);
  };
}

export const hashOf = (options: { queryKey: readonly unknown[]; queryHash?: string }) =>
  options.queryHash ?? hashKey(options.queryKey);

/**
 * What the cached reads share (cached-query.ts, cached-infinite-query.ts; decision 0306): what `select`
 * takes of the query's state as the cache holds it, followed with `useSyncExternalStore`, and the observer that keeps it live, `observe` from query-observer.ts, subscribed
 * from that chunk after the first render while `enabled` is not false. `latest` holds the last
 * rendered options, for what the page does later (a retry, the next page).
 */
export function useCachedQueryState<
  O extends { queryKey: QueryKey; queryHash?: string; enabled?: unknown },
  S extends readonly unknown[],
>(options: O, observe: Observe, select: (state: QueryState | undefined) => S): { selected: S; latest: RefObject<O> } {
  const queryClient = useQueryClient();
  const hash = hashOf(options);
  // Subscribed when React commits the read, as `useQuery`'s observer is: from then on the query is in use.
  const subscribe = useCallback(
    (changed: () => void) => {
      const hide = show(queryClient, hash);
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      });
      return () => {
        unsubscribe();
        hide();
      };
    },
    [queryClient, hash],
  );
  // What the page reads of the state, the same array while it is unchanged: a refetch that brings
  // equal data (or a fetch starting and ending) renders nothing again, as `useQuery`'s tracked
  // result does not.
  const read = useMemo(
    () => keepingEqual(() => select(queryClient.getQueryCache().get(hash)?.state)),
    [queryClient, hash, select],
  );
  const selected = useSyncExternalStore(subscribe, read, read);

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
      .then((observers) => {
        const subscribe = observers[observe] as (queryClient: QueryClient, options: O) => () => void;
        if (!gone) detach = subscribe(queryClient, latest.current);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      detach?.();
    };
  }, [queryClient, hash, enabled, observe]);
  return { selected, latest };
}
