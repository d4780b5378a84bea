import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../app/home-page';
import { lazyHead } from '../app/lazy-head';
import { homeQueries } from '../app/home/home-queries';

export const Route = createFileRoute('/')({
  // The loader travels with the page: no other page's first load carries it.
  codeSplitGroupings: [['loader', 'component']],
  head: lazyHead((h) => h.routeHead((brand) => h.pageTexts.brand(brand, 'home'))),
  // The popular baskets and the advisers, in the server's first render; the page stands without them.
  // Only the few it shows: the page's data travels in its HTML, which then fits the network's first
  // round trip (decision 0305).
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(homeQueries.baskets(api)),
      queryClient.ensureQueryData(homeQueries.advisers(api)),
    ]).then(
      ([baskets, advisers]) => ({ baskets, advisers }),
      () => null,
    ),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage data={Route.useLoaderData()} />;
}
