import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../app/home-page';
import { pageTexts, routeHead } from '../app/page-head';
import { HOME_BASKETS_SEARCH } from '../app/destinations';
import { basketQueries, curatorQueries } from '#src/features/baskets/api/basket-queries';

export const Route = createFileRoute('/')({
  // The loader travels with the page: no other page's first load carries it.
  codeSplitGroupings: [['loader', 'component']],
  head: routeHead((brand) => pageTexts.brand(brand, 'home')),
  // The popular baskets and the advisers, in the server's first render; the page stands without them.
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(basketQueries.listing(api, HOME_BASKETS_SEARCH)),
      queryClient.ensureQueryData(curatorQueries.all(api)),
    ]).then(
      ([listing, advisers]) => ({ baskets: listing.baskets, advisers: advisers.curators }),
      () => null,
    ),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage data={Route.useLoaderData()} />;
}
