import { act, type ReactNode } from 'react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { brands } from '../../../brands/registry';
import type { ApiClient } from '#src/lib/http/api-client';
import { testQueryClient, withApi } from './test-api';
import { mount } from './test-root';

/**
 * Mounts a screen as the app shows it: under a router at `at` (its links and navigation work, the
 * first brand in its context), with a query client and the API the test gives.
 */
export async function mountInApp(node: ReactNode, api: ApiClient, at: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: [at] }),
    context: { brand: brands[0]! } as never,
    trailingSlash: 'preserve',
  });
  const view = mount(withApi(testQueryClient(), api, <RouterProvider router={router} />));
  await act(() => router.load());
  return { ...view, router };
}
