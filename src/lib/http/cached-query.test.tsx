// @vitest-environment jsdom
import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepPreviousData, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCachedQuery, useCachedSuspenseQuery } from './cached-query';

interface Post {
  title: string;
}

const KEY = ['post', 7] as const;
const postQuery = (queryFn: () => Promise<Post>) => queryOptions({ queryKey: KEY, queryFn, staleTime: 30_000 });

function Title({ fetch }: { fetch: () => Promise<Post> }) {
  return <h1>{useCachedSuspenseQuery(postQuery(fetch)).data.title}</h1>;
}

function Optional({ fetch, enabled }: { fetch: () => Promise<Post>; enabled: boolean }) {
  return <p>{useCachedQuery({ ...postQuery(fetch), enabled }).data?.title ?? 'none'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

const app = (client: QueryClient, children: ReactNode) => (
  <QueryClientProvider client={client}>
    <Boundary>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </Boundary>
  </QueryClientProvider>
);

/** Lets React and the query settle inside act (a fetch, the observer's chunk), until `check` passes. */
const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    check();
  });

const observers = (client: QueryClient) => client.getQueryCache().find({ queryKey: KEY })?.getObserversCount() ?? 0;

let container: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => container?.remove());

async function mount(client: QueryClient, children: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  // The error screen's error is the test's to read, not React's to log.
  const root = createRoot(container, { onCaughtError: () => undefined });
  await act(async () => root.render(app(client, children)));
  return root;
}

/** decision 0306 */
describe('a query read from the cache, its observer coming later', () => {
  it('renders what the loader cached, on the server and when hydrating, and asks for nothing fresh', async () => {
    const fetch = vi.fn(() => Promise.resolve({ title: 'Asked again' }));
    const client = new QueryClient();
    client.setQueryData(KEY, { title: 'From the loader' });
    const html = renderToString(app(client, <Title fetch={fetch} />));
    expect(html).toContain('From the loader</h1>');

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app(client, <Title fetch={fetch} />), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')!.textContent).toBe('From the loader');
    await until(() => expect(observers(client)).toBe(1));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the query live once the observer has come: an invalidation asks again and the page shows it', async () => {
    const fetch = vi.fn(() => Promise.resolve({ title: 'Edited' }));
    const client = new QueryClient();
    client.setQueryData(KEY, { title: 'First' });
    const root = await mount(client, <Title fetch={fetch} />);
    await until(() => expect(observers(client)).toBe(1));
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await until(() => expect(container.querySelector('h1')!.textContent).toBe('Edited'));
    expect(fetch).toHaveBeenCalledOnce();
    act(() => root.unmount());
    expect(observers(client)).toBe(0);
  });

  it('waits for data the cache does not have, and gives a failed fetch to the error screen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer!: (post: Post) => void;
    await mount(client, <Title fetch={() => new Promise<Post>((resolve) => (answer = resolve))} />);
    expect(container.textContent).toBe('loading');
    answer({ title: 'Fetched' });
    await until(() => expect(container.querySelector('h1')?.textContent).toBe('Fetched'));

    const failing = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await mount(failing, <Title fetch={() => Promise.reject(new Error('The post could not be loaded'))} />);
    await until(() =>
      expect(container.querySelector('[role=alert]')?.textContent).toBe('The post could not be loaded'),
    );
  });

  it('asks for nothing while not enabled, and starts when it is', async () => {
    const fetch = vi.fn(() => Promise.resolve({ title: 'Signed in' }));
    const client = new QueryClient();
    const root = await mount(client, <Optional fetch={fetch} enabled={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('none');
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => root.render(app(client, <Optional fetch={fetch} enabled />)));
    await until(() => expect(container.textContent).toBe('Signed in'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a key no loader asked: the last key’s data stands in while it loads; a failure says so, and Retry asks again', async () => {
    const answers = new Map<string, () => Promise<Post>>();
    const fetchFor = (period: string) => () => answers.get(period)!();
    function Chart({ period }: { period: string }) {
      const chart = useCachedQuery({
        queryKey: ['chart', period],
        queryFn: fetchFor(period),
        placeholderData: keepPreviousData,
        staleTime: 30_000,
        retry: false,
      });
      const flags = [chart.isPending && 'pending', chart.isPlaceholderData && 'placeholder', chart.isError && 'failed'];
      return (
        <button type="button" onClick={() => void chart.refetch()}>
          {[chart.data?.title ?? 'none', ...flags.filter(Boolean)].join(' ')}
        </button>
      );
    }
    const client = new QueryClient();
    client.setQueryData(['chart', '1yr'], { title: 'one year' });
    const root = await mount(client, <Chart period="1yr" />);
    expect(container.textContent).toBe('one year');

    let answer!: (post: Post) => void;
    answers.set('3yr', () => new Promise<Post>((resolve) => (answer = resolve)));
    await act(async () => root.render(app(client, <Chart period="3yr" />)));
    await until(() => expect(answer).toBeTypeOf('function'));
    expect(container.textContent).toBe('one year placeholder');
    answer({ title: 'three years' });
    await until(() => expect(container.textContent).toBe('three years'));

    answers.set('5yr', () => Promise.reject(new Error('down')));
    await act(async () => root.render(app(client, <Chart period="5yr" />)));
    await until(() => expect(container.textContent).toBe('none failed'));
    answers.set('5yr', () => Promise.resolve({ title: 'five years' }));
    await act(async () => container.querySelector('button')!.click());
    await until(() => expect(container.textContent).toBe('five years'));
  });

  it('renders nothing again for a refetch that brings the same data, as useQuery does', async () => {
    let renders = 0;
    function Counted() {
      renders++;
      return <p>{useCachedQuery(postQuery(() => Promise.resolve({ title: 'Same' }))).data?.title}</p>;
    }
    const client = new QueryClient();
    client.setQueryData(KEY, { title: 'Same' });
    await mount(client, <Counted />);
    await until(() => expect(observers(client)).toBe(1));
    const before = renders;
    await act(() => client.invalidateQueries({ queryKey: KEY }));
    await until(() => expect(client.getQueryState(KEY)?.fetchStatus).toBe('idle'));
    expect(renders).toBe(before);
    expect(container.textContent).toBe('Same');
  });
});
