import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { brands } from '../../../../brands/registry';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiProvider } from '#src/lib/http/api-context';
import { mount } from '#src/components/ui/test-root';

/** Mounts an admin component under a router (its links) with an API whose POSTs the test answers. */
export async function mountAdmin(node: ReactNode, post: (path: string, body: unknown) => Promise<unknown>) {
  const postFn = vi.fn(post);
  const api = { get: vi.fn(() => Promise.resolve({})), post: postFn, url: (p: string) => p } as unknown as ApiClient;
  const root = createRootRoute({ component: () => node });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/admin/'] }),
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
  return { ...view, post: postFn };
}

/** Types into a React-controlled input or textarea. */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
