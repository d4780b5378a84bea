import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, routeHead } from '../../../app/page-head';
import { WatchlistPage } from '#src/features/baskets/components/watchlist-page';

export const Route = createFileRoute('/account/watchlist/')({
  // The reader's own list, behind their session (which the server render cannot see): the server
  // checks the route, the browser renders it, as /account/settings/ does.
  ssr: 'data-only',
  head: routeHead(pageTexts.watchlist),
  component: WatchlistPage,
});
