import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { basketPageQueries, FIRST_PERIOD } from './api/basket-page-queries';
import { parseBasketHash } from './basket-hash';
import type { Publisher } from '#contract/baskets/publisher';

/** Which copy of a basket a page shows: the app's (may be subscriber-only) or the shareable one. */
export type BasketPageKind = 'app' | 'public';

/** What the basket routes' head is built from (src/app/basket-head.ts). */
export interface BasketHeadFacts {
  kind: BasketPageKind;
  hash: string;
  name: string;
  description: string;
  /** The adviser, named on the share card (contract/baskets/publisher.ts). */
  publisher: Publisher;
}

/**
 * For both basket routes: a hash the app cannot read, or one the API does not know (404, 400; the
 * public page: a basket that is not shareable), is the not-found page. A subscriber-only basket
 * answers 4, 7 or 10, the status rules open the screener dialog, and the error screen stands behind
 * it (basket-page-error.tsx). The first period's chart is fetched too, but a chart that fails never
 * fails the page.
 */
export async function loadBasket(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  params: { basketHash: string },
  kind: BasketPageKind,
): Promise<BasketHeadFacts> {
  const hash = parseBasketHash(params.basketHash);
  if (hash === null) throw notFound();
  const details = basketPageQueries.basket(api, hash, kind);
  let body;
  try {
    [body] = await Promise.all([
      queryClient.ensureQueryData(details),
      queryClient.prefetchQuery(basketPageQueries.chart(api, hash, kind, FIRST_PERIOD)),
      // The page's lazy sections, so they hydrate with it (decision 0285); code that cannot load
      // now is the component's to report, not the data's.
      import('./page/basket-page').then(
        (page) => page.preloadBasketSections(),
        () => undefined,
      ),
    ]);
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw notFound();
    throw error;
  }
  const { basket } = body;
  return { kind, hash, name: basket.name, description: basket.description, publisher: basket.adviser };
}
