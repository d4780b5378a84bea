// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { infiniteQueryOptions, QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCachedSuspenseInfiniteQuery } from './cached-infinite-query';
import { isQueryInUse } from './cached-query-core';

interface Page {
  n: number;
  next: number | null;
}

const KEY = ['listing'] as const;
const listing = (fetchPage: (n: number) => Promise<Page>) =>
  infiniteQueryOptions({
    queryKey: KEY,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => last.next ?? undefined,
    staleTime: 30_000,
    retry: false,
  });

/** What the blog's listing reads: the pages, whether there is a next, and its states; More appends it. */
function Listing({ fetchPage }: { fetchPage: (n: number) => Promise<Page> }) {
  const query = useCachedSuspenseInfiniteQuery(listing(fetchPage));
  const states = [
    query.hasNextPage && 'more',
    query.isFetchingNextPage && 'fetching',
    query.isFetchNextPageError && 'failed',
  ].filter(Boolean);
  renders.push([query.data.pages.length, query.isFetchingNextPage]);
  return (
    <>
      <p>{[query.data.pages.map((p) => p.n).join(','), ...states].join(' ')}</p>
      <button type="button" onClick={() => void query.fetchNextPage().then((r) => (answered = r))}>
        More
      </button>
    </>
  );
}
const renders: [pages: number, fetching: boolean][] = [];
let answered: { data: InfiniteData<Page> | undefined; isFetchNextPageError: boolean } | undefined;

const app = (client: QueryClient, fetchPage: (n: number) => Promise<Page>) => (
  <QueryClientProvider client={client}>
    <Suspense fallback={<p>loading</p>}>
      <Listing fetchPage={fetchPage} />
    </Suspense>
  </QueryClientProvider>
);

const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    check();
  });

const shown = () => container.querySelector('p')!.textContent;
const observers = (client: QueryClient) => client.getQueryCache().find({ queryKey: KEY })?.getObserversCount() ?? 0;
const cachedFirstPage = (client: QueryClient) =>
  client.setQueryData<InfiniteData<Page>>(KEY, { pages: [{ n: 1, next: 2 }], pageParams: [1] });

let container: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  container?.remove();
  answered = undefined;
});

async function mount(client: QueryClient, fetchPage: (n: number) => Promise<Page>) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(app(client, fetchPage)));
  return root;
}

/** decision 0306 */
describe('an infinite query read from the cache', () => {
  it('hydrates the pages the loader cached, asking for nothing, and says a next page exists', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve({ n, next: null }));
    const client = new QueryClient();
    cachedFirstPage(client);
    const html = renderToString(app(client, fetchPage));
    expect(html).toContain('<p>1 more</p>');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(client, fetchPage), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    await until(() => expect(observers(client)).toBe(1));
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('appends the next page while saying it is on its way; a next page that failed keeps the pages and says so', async () => {
    let answer!: (page: Page) => void;
    let fail = false;
    const fetchPage = vi.fn((n: number) =>
      fail
        ? Promise.reject(new Error('down'))
        : new Promise<Page>((resolve) => (answer = () => resolve({ n, next: 3 }))),
    );
    const client = new QueryClient();
    cachedFirstPage(client);
    await mount(client, fetchPage);
    await act(async () => container.querySelector('button')!.click());
    await until(() => expect(shown()).toBe('1 more fetching'));
    renders.length = 0;
    answer({ n: 2, next: 3 });
    await until(() => expect(shown()).toBe('1,2 more'));
    // The page's stories and the end of 'on its way' come in one render: no render shows both.
    expect(renders.filter(([pages, fetching]) => pages === 2 && fetching)).toEqual([]);
    expect(answered).toMatchObject({ isFetchNextPageError: false, data: { pageParams: [1, 2] } });
    expect(fetchPage).toHaveBeenLastCalledWith(2);

    fail = true;
    await act(async () => container.querySelector('button')!.click());
    await until(() => expect(shown()).toBe('1,2 more failed'));
    expect(answered?.isFetchNextPageError).toBe(true);
  });

  it('asks for a next page once, however often it is asked for while on its way', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve({ n, next: null }));
    const client = new QueryClient();
    cachedFirstPage(client);
    await mount(client, fetchPage);
    await act(async () => {
      container.querySelector('button')!.click();
      container.querySelector('button')!.click();
    });
    await until(() => expect(shown()).toBe('1,2'));
    expect(fetchPage.mock.calls).toEqual([[2]]);
  });

  it('is in use while shown, before its observer has come, and not once left', async () => {
    const client = new QueryClient();
    cachedFirstPage(client);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // Rendered and committed with no await: the observer's chunk has not come yet.
    act(() => root.render(app(client, () => Promise.resolve({ n: 2, next: null }))));
    const query = client.getQueryCache().find({ queryKey: KEY })!;
    expect(query.getObserversCount()).toBe(0);
    expect(isQueryInUse(client, query)).toBe(true);
    await until(() => expect(query.getObserversCount()).toBe(1));
    act(() => root.unmount());
    expect(isQueryInUse(client, query)).toBe(false);
  });

  it('keeps every page live: an invalidation asks each page again, as one', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve({ n: n * 10, next: n < 2 ? n + 1 : null }));
    const client = new QueryClient();
    client.setQueryData<InfiniteData<Page>>(KEY, {
      pages: [
        { n: 1, next: 2 },
        { n: 2, next: null },
      ],
      pageParams: [1, 2],
    });
    await mount(client, fetchPage);
    expect(shown()).toBe('1,2');
    await until(() => expect(observers(client)).toBe(1));
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await until(() => expect(shown()).toBe('10,20'));
    expect(fetchPage.mock.calls).toEqual([[1], [2]]);
  });

  it('waits for a first page the cache does not have', async () => {
    const client = new QueryClient();
    let answer!: (page: Page) => void;
    await mount(client, () => new Promise<Page>((resolve) => (answer = resolve)));
    expect(container.textContent).toBe('loading');
    answer({ n: 1, next: null });
    await until(() => expect(shown()).toBe('1'));
  });
});
