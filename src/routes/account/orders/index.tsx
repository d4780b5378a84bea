import { createFileRoute } from '@tanstack/react-router';
import { privateRoute } from '../../../app/lazy-head';
import { OrdersPage } from '#src/features/trading/components/orders-page';

export const Route = createFileRoute('/account/orders/')({
  ...privateRoute((texts) => texts.accountPageTexts.orders),
  component: OrdersPage,
});
