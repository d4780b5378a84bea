// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { infiniteQueryOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, expect, it, vi } from 'vitest';
import { useCachedSuspenseInfiniteQuery } from './cached-infinite-query';
import type * as QueryObservers from './query-observer';

// The next page's code cannot come (offline, and not on the device).
vi.mock('./query-observer', async (original) => ({
  ...(await original<typeof QueryObservers>()),
  fetchNextPage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Listing() {
  const query = useCachedSuspenseInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['listing'],
      queryFn: () => Promise.resolve({ n: 2 }),
      initialPageParam: 1,
      getNextPageParam: () => 2,
      staleTime: 30_000,
    }),
  );
  return (
    <button type="button" onClick={() => void query.fetchNextPage().then((r) => (answered = r.isFetchNextPageError))}>
      {query.data.pages.length} {query.isFetchNextPageError ? 'failed' : 'ok'}
    </button>
  );
}
let answered: boolean | undefined;

/** decision 0306 */
it('a next page whose code cannot come is a failed next page: the pages stay, Retry is offered', async () => {
  const client = new QueryClient();
  client.setQueryData(['listing'], { pages: [{ n: 1 }], pageParams: [1] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Listing />
      </QueryClientProvider>,
    ),
  );
  expect(container.textContent).toBe('1 ok');
  await act(async () => container.querySelector('button')!.click());
  await vi.waitFor(() => expect(container.textContent).toBe('1 failed'));
  expect(answered).toBe(true);
  act(() => root.unmount());
});
