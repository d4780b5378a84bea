import { createFileRoute } from '@tanstack/react-router';
import { basketRouteOptions } from '#src/app/basket-route';
import { renderInvest } from '#src/app/basket-invest';
import { BasketPagePending } from '#src/features/baskets/components/basket-page-pending';
import { BasketPageError } from '#src/features/baskets/page/basket-page-error';
import { BasketPage } from '#src/features/baskets/page/basket-page';

/** A basket: /baskets/{basket_hash}/ (a subscriber-only one opens the screener dialog for the unentitled). */
export const Route = createFileRoute('/baskets/$basketHash/')({
  // The error screen travels with the page (the router plugin reads this here, not through a spread).
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent', 'pendingComponent']],
  ...basketRouteOptions('app'),
  pendingComponent: BasketPagePending,
  errorComponent: BasketPageError,
  component: AppBasketRoute,
});

function AppBasketRoute() {
  const { hash } = Route.useLoaderData();
  return <BasketPage hash={hash} kind="app" invest={renderInvest} />;
}
