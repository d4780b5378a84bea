import { createFileRoute } from '@tanstack/react-router';
import { pageTexts, privateRoute } from '../../../app/page-head';
import { OrdersPage } from '#src/features/trading/components/orders-page';

export const Route = createFileRoute('/account/orders/')({
  ...privateRoute(pageTexts.orders),
  component: OrdersPage,
});
