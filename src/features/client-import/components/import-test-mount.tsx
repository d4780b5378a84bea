import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { brands } from '../../../../brands/registry';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';

type Answer = (path: string, body?: unknown) => unknown;

/**
 * Mounts a client-import screen under a router (its links, its navigation) with an API the test
 * answers: `get` and `post` get the path (and the query or body) and answer a value, or throw.
 */
export async function mountImport(node: ReactNode, answers: { get: Answer; post?: Answer }, at = '/import-client/') {
  const get = vi.fn((path: string, options?: { query?: unknown }) =>
    Promise.resolve().then(() => answers.get(path, options?.query)),
  );
  const post = vi.fn((path: string, body?: unknown) => Promise.resolve().then(() => answers.post?.(path, body)));
  const api = { get, post, url: (p: string) => p } as unknown as ApiClient;
  const root = createRootRoute({ component: () => node });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [at] }),
    context: { brand: brands[0]! } as never,
    trailingSlash: 'preserve',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = mount(
    <QueryClientProvider client={client}>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, get, post, router, text: () => view.container.textContent ?? '' };
}

/** Chooses a file in a file input, as a person does. */
export function chooseFile(input: HTMLInputElement, file: File) {
  act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
