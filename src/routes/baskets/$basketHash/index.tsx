import { createFileRoute } from '@tanstack/react-router';
import { basketHead } from '#src/app/basket-head';
import { loadBasket } from '#src/features/baskets/basket-loader';
import { BasketPagePending } from '#src/features/baskets/page/basket-page-pending';
import { BasketPageError } from '#src/features/baskets/page/basket-page-error';
import { BasketPage } from '#src/features/baskets/page/basket-page';

/** A basket: /baskets/{basket_hash}/ (a subscriber-only one opens the screener dialog for the unentitled). */
export const Route = createFileRoute('/baskets/$basketHash/')({
  // The error screen travels with the page, so it can still be shown when the network is gone.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  head: basketHead('app'),
  loader: ({ context, params }) => loadBasket(context, params, 'app'),
  pendingComponent: BasketPagePending,
  errorComponent: BasketPageError,
  component: AppBasketRoute,
});

function AppBasketRoute() {
  const { hash } = Route.useLoaderData();
  return <BasketPage hash={hash} kind="app" />;
}
