import type { QueryClient } from '@tanstack/react-query';
import type { BasketPageKind } from '../features/baskets/basket-loader';
import type { ApiClient } from '../lib/http/api-client';
import { lazyHead } from './lazy-head';

interface BasketRouteContext {
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * What the two basket routes share (their pending, error and page components are written in each route
 * file, where the router plugin can split them out of the first load): /baskets/… (the app's) and /public/baskets/… (the shareable copy). */
export const basketRouteOptions = (kind: BasketPageKind) => ({
  head: lazyHead((h) => h.basketHead(kind)),
  // The loader's code comes with the route, not in every page's first load (decision 0084).
  loader: async ({ context, params }: { context: BasketRouteContext; params: { basketHash: string } }) =>
    (await import('../features/baskets/basket-loader')).loadBasket(context, params, kind),
});
