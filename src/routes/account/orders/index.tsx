import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, routeHead } from '../../../app/page-head';
import { OrdersPage } from '#src/features/trading/components/orders-page';

export const Route = createFileRoute('/account/orders/')({
  // The user's own trades, behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(pageTexts.orders),
  component: OrdersPage,
});
