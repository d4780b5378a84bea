import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { lazyHead } from '../../../app/lazy-head';
import { DiscoverError, DiscoverPage } from '#src/features/baskets/components/discover-page';
import { DiscoverPending } from '#src/features/baskets/components/basket-skeleton';
import { offeredDiscoverSearch, parseDiscoverSearch } from '#src/features/baskets/discover-search';
import { basketQueries } from '#src/features/baskets/api/basket-queries';

export const Route = createFileRoute('/discover/expertbaskets/')({
  // The error screen travels with the page, so it can still be shown when the network is gone. The
  // loader stays in the route tree: a filter's change runs it at once, so the box or tab the reader
  // touched shows the new address in the same task (from the page's chunk it came a tick later, and
  // the controlled box was seen unticked for that tick; decision 0305).
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent', 'pendingComponent']],
  validateSearch: parseDiscoverSearch,
  beforeLoad: ({ context, routeId, search }) => {
    requireRouteFeature(context.brand, routeId);
    const offered = offeredDiscoverSearch(context.brand, search);
    if (offered !== search) throw redirect({ to: '/discover/expertbaskets/', search: offered, replace: true });
  },
  head: lazyHead((h) => h.routeHead(h.pageTexts.discover)),
  loaderDeps: ({ search }) => search,
  // The first visit waits for the list (the server renders it); a changed filter shows the last list, dimmed, meanwhile.
  loader: async ({ context, deps, cause }) => {
    const listing = context.queryClient.ensureQueryData(basketQueries.discover(context.api, deps));
    if (cause === 'stay') return void listing.catch(() => undefined);
    // The sector list is a nicety: a failure leaves the filter with 'Any' only.
    await Promise.all([listing, context.queryClient.prefetchQuery(basketQueries.sectors(context.api))]);
  },
  pendingComponent: DiscoverPending,
  errorComponent: DiscoverError,
  component: DiscoverPage,
});
