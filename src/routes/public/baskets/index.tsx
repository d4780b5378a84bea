import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '#src/app/lazy-head';
import { SharedBasketsPending } from '#src/features/baskets/components/baskets-pending';
import { SharedBasketsError, SharedBasketsPage } from '#src/features/baskets/components/shared-baskets-page';
import { sharedBasketsQuery } from '#src/features/baskets/api/basket-queries';

/** The spec's fixed destination /public/baskets/: the shareable baskets, rendered on the server. */
export const Route = createFileRoute('/public/baskets/')({
  // The error screen travels with the page, so it can still be shown when the network is gone; the
  // loader too, so its code is in no other page's first load (decision 0305).
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  head: lazyHead((h) => h.routeHead(h.pageTexts.sharedBaskets)),
  loader: ({ context }) => context.queryClient.ensureQueryData(sharedBasketsQuery(context.api)),
  pendingComponent: SharedBasketsPending,
  errorComponent: SharedBasketsError,
  component: SharedBasketsPage,
});
