import { createFileRoute } from '@tanstack/react-router';
import { ManagersError, ManagersPage } from '../../../features/baskets/components/managers-page';
import { ManagersPending } from '../../../features/baskets/components/baskets-pending';
import { curatorQueries } from '../../../features/baskets/api/basket-queries';
import { lazyHead } from '../../../app/lazy-head';

export const Route = createFileRoute('/discover/managers/')({
  // The error screen travels with the page, so it can still be shown when the network is gone; the
  // loader too, so its code is in no other page's first load (decision 0305).
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  head: lazyHead((h) => h.routeHead(h.pageTexts.managers)),
  loader: ({ context }) => context.queryClient.ensureQueryData(curatorQueries.all(context.api)),
  pendingComponent: ManagersPending,
  errorComponent: ManagersError,
  component: ManagersPage,
});
