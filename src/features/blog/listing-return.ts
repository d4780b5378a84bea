import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListData } from './api/blog-queries';

/**
 * Spec §4 'Leaving the screen clears the blog data', and the Back button (decision 0057).
 *
 * Leaving the listing removes its queries from the cache, as before. The pages the reader was
 * looking at are set aside for one thing only: a return to the same history entry (Back from the
 * article, or Forward), which gets them back as they were, so the router can restore the scroll
 * position. Any other arrival at the listing (a link, the address bar, a reload) drops them and
 * asks the server again. One listing is set aside per query client, the latest left.
 */
interface SetAside {
  entryKey: string;
  queryHash: string;
  data: ListData;
}

/** Per query client, the listing left latest (set by listing-leave.ts). */
export const setAside = new WeakMap<QueryClient, SetAside>();

export interface ShownListing {
  /** The history entry the listing was shown at (the router's location.state.__TSR_key). */
  entryKey: string | undefined;
  /** The infinite query it showed. */
  queryKey: QueryKey;
}

/**
 * On arriving at the listing (its beforeLoad, never a preload): a return to the entry it was left
 * at puts the pages back, as fresh as when they were left (nothing refetches behind the reader);
 * any other arrival forgets them. True when the pages came back.
 */
export function arriveAtListing(queryClient: QueryClient, { entryKey, queryKey }: ShownListing): boolean {
  const kept = setAside.get(queryClient);
  setAside.delete(queryClient);
  if (!kept || !entryKey || kept.entryKey !== entryKey || kept.queryHash !== hashKey(queryKey)) return false;
  queryClient.setQueryData<ListData>(queryKey, kept.data);
  return true;
}
