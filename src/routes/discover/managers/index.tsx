import { createFileRoute } from '@tanstack/react-router';
import { ManagersError, ManagersPage, ManagersPending } from '#src/features/baskets/components/managers-page';
import { curatorQueries } from '#src/features/baskets/api/basket-queries';

export const Route = createFileRoute('/discover/managers/')({
  // The error screen travels with the page, so it can still be shown when the network is gone.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(curatorQueries.all(context.api)),
  pendingComponent: ManagersPending,
  errorComponent: ManagersError,
  component: ManagersPage,
});
