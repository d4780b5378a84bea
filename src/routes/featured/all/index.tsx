import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { lazyHead } from '../../../app/lazy-head';
import { FeaturedBasketsError, FeaturedBasketsPage } from '#src/features/baskets/components/featured-baskets-page';
import { FeaturedBasketsPending } from '#src/features/baskets/components/baskets-pending';
import { offeredSearch, parseBasketSearch } from '#src/features/baskets/basket-search';
import { basketQueries } from '#src/features/baskets/api/basket-queries';

export const Route = createFileRoute('/featured/all/')({
  // The error screen travels with the page, so it can still be shown when the network is gone. The
  // loader stays in the route tree: a filter's change runs it at once, so the box or tab the reader
  // touched shows the new address in the same task (from the page's chunk it came a tick later, and
  // the controlled box was seen unticked for that tick; decision 0305).
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  validateSearch: parseBasketSearch,
  beforeLoad: ({ context, routeId, search }) => {
    requireRouteFeature(context.brand, routeId);
    const offered = offeredSearch(context.brand, search);
    if (offered !== search) throw redirect({ to: '/featured/all/', search: offered, replace: true });
  },
  head: lazyHead((h) => h.routeHead((brand) => h.pageTexts.brand(brand, 'featured'))),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(basketQueries.listing(context.api, deps)),
  pendingComponent: FeaturedBasketsPending,
  errorComponent: FeaturedBasketsError,
  component: FeaturedBasketsPage,
});
