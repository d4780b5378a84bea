import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '../lib/brand';
import type { ApiClient } from '../lib/http/api-client';
import type { AppStore } from '../lib/app-store';
import { routeTree, type FileRoutesByFullPath } from './route-tree.gen';
import type { AppPath } from '#contract/site/app-routes';
import { NotFoundPage } from '../components/ui/not-found-page';
import { AppError } from './route-errors';
import { RoutePending } from '../components/ui/route-pending';

export interface RouterContext {
  brand: BrandConfig;
  /** The origin of the head's absolute addresses (contract/site/site-origin.ts). */
  origin: string;
  queryClient: QueryClient;
  api: ApiClient;
  store: AppStore;
}

/** What a server render sets otherwise (src/app/server-render/render-page.tsx). */
export interface ServerRouterOptions {
  /** The requested address. */
  history: RouterHistory;
  /** Only the root route: the branded shell the browser renders into. */
  isShell: boolean;
}

export function createAppRouter(context: RouterContext, basepath: string, server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
    context,
    basepath,
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server the router would write an inline script, which the CSP refuses.
    scrollRestoration: !server,
    ...(server ? { history: server.history, isShell: server.isShell } : {}),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: AppError,
    defaultPendingComponent: RoutePending,
  });
}

/** True only when A and B are the same set of paths. */
type SamePaths<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The server's list of app paths (app-routes.ts) names exactly the routes of this tree: a route
// added or removed without it fails the type check here.
const appRoutesMatchTheTree: SamePaths<AppPath, keyof FileRoutesByFullPath> = true;
void appRoutesMatchTheTree;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
