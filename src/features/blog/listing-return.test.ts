import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { blogKeys, blogQueries, type ListData } from './api/blog-queries';
import { leaveListing } from './listing-leave';
import { arriveAtListing } from './listing-return';

const api = {} as ApiClient;
const listPage = (n: number) => ({ main: [], popular: [], isNextPage: true, thisPageNumber: n });
const fivePages: ListData = { pages: [1, 2, 3, 4, 5].map(listPage), pageParams: [1, 2, 3, 4, 5] };
const key = (startPage: number) => blogQueries.infinite(api, startPage).queryKey;
const listings = (qc: QueryClient) => qc.getQueryCache().findAll({ queryKey: blogKeys.lists() });

function leftAt(entryKey: string | undefined) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key(1), fivePages);
  queryClient.setQueryData(blogQueries.list(api, 2).queryKey, listPage(2));
  leaveListing(queryClient, { entryKey, queryKey: key(1) });
  return queryClient;
}

describe('leaving the listing and coming back (spec §4, decision 0057)', () => {
  it('leaving clears every listing query', () => {
    expect(listings(leftAt('entry-a'))).toEqual([]);
  });

  it('Back to the same history entry gets all its pages again, once', () => {
    const queryClient = leftAt('entry-a');
    expect(arriveAtListing(queryClient, { entryKey: 'entry-a', queryKey: key(1) })).toBe(true);
    const back = queryClient.getQueryState(key(1));
    expect(back?.data).toEqual(fivePages);
    expect(back?.isInvalidated).toBe(false);
    expect(Date.now() - (back?.dataUpdatedAt ?? 0)).toBeLessThan(1000);

    queryClient.removeQueries({ queryKey: blogKeys.lists() });
    expect(arriveAtListing(queryClient, { entryKey: 'entry-a', queryKey: key(1) })).toBe(false);
    expect(queryClient.getQueryData(key(1))).toBeUndefined();
  });

  it('any other arrival asks the server again, and forgets what was set aside', () => {
    const queryClient = leftAt('entry-a');
    expect(arriveAtListing(queryClient, { entryKey: 'entry-b', queryKey: key(1) })).toBe(false);
    expect(queryClient.getQueryData(key(1))).toBeUndefined();
    // Back to the old entry after that is a fresh listing too.
    expect(arriveAtListing(queryClient, { entryKey: 'entry-a', queryKey: key(1) })).toBe(false);
    expect(queryClient.getQueryData(key(1))).toBeUndefined();
  });

  it('the same entry with another start page is not a return', () => {
    const queryClient = leftAt('entry-a');
    expect(arriveAtListing(queryClient, { entryKey: 'entry-a', queryKey: key(6) })).toBe(false);
    expect(queryClient.getQueryData(key(6))).toBeUndefined();
  });

  it('keeps nothing without a history entry (the embedded widget)', () => {
    const queryClient = leftAt(undefined);
    expect(listings(queryClient)).toEqual([]);
    expect(arriveAtListing(queryClient, { entryKey: undefined, queryKey: key(1) })).toBe(false);
  });

  it('a listing still on screen (a StrictMode remount) is neither set aside nor cleared', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key(1), fivePages);
    const stop = new QueryObserver(queryClient, { queryKey: key(1), enabled: false }).subscribe(() => undefined);
    leaveListing(queryClient, { entryKey: 'entry-a', queryKey: key(1) });
    expect(queryClient.getQueryData(key(1))).toEqual(fivePages);
    stop();
    queryClient.removeQueries({ queryKey: key(1) });
    expect(arriveAtListing(queryClient, { entryKey: 'entry-a', queryKey: key(1) })).toBe(false);
  });
});
