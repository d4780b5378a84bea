import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../lib/brand';
import type { ApiClient } from '../lib/http/api-client';
import type { AppStore } from '../lib/app-store';
import { routeTree } from './route-tree.gen';
import { NotFoundPage } from './not-found-page';
import { AppError } from './route-errors';
import { RoutePending } from '../components/ui/route-pending';

export interface RouterContext {
  brand: BrandConfig;
  queryClient: QueryClient;
  api: ApiClient;
  store: AppStore;
}

export function createAppRouter(context: RouterContext, basepath: string) {
  return createRouter({
    routeTree,
    context,
    basepath,
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: AppError,
    defaultPendingComponent: RoutePending,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
