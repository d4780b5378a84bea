import type { QueryClient } from '@tanstack/react-query';
import { isQueryInUse } from '#src/lib/http/cached-query-core';
import type { ListData } from './api/blog-queries';
import { clearUnusedLists } from './list-rules';
import { setAside, type ShownListing } from './listing-return';

/**
 * When the listing has gone from the screen (after unmount): set its pages aside, clear the listing
 * queries (spec §4, decision 0057; listing-return.ts). With the page's code: the route tree needs only
 * the return (`arriveAtListing`).
 */
export function leaveListing(queryClient: QueryClient, { entryKey, queryKey }: ShownListing): void {
  const query = queryClient.getQueryCache().find<ListData>({ queryKey, exact: true });
  // Still shown (React's StrictMode remount): nothing has been left.
  if (query && isQueryInUse(queryClient, query)) return;
  if (entryKey && query?.state.data) {
    setAside.set(queryClient, { entryKey, queryHash: query.queryHash, data: query.state.data });
  }
  clearUnusedLists(queryClient);
}
