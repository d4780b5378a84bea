import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, routeHead } from '../../../app/page-head';
import { SubscriptionsPage } from '#src/features/account/components/subscriptions-page';

export const Route = createFileRoute('/account/subscriptions/')({
  // The investor's own subscriptions and payments, behind their session: the browser renders it.
  ssr: 'data-only',
  head: routeHead(pageTexts.subscriptions),
  component: SubscriptionsPage,
});
