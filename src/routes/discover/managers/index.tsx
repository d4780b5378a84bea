import { createFileRoute } from '@tanstack/react-router';
import { ManagersPage } from '../../../features/baskets/components/managers-page';

export const Route = createFileRoute('/discover/managers/')({
  component: ManagersPage,
});
