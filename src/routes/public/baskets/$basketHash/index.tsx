import { createFileRoute } from '@tanstack/react-router';
import { basketRouteOptions } from '#src/app/basket-route';
import { BasketPagePending } from '#src/features/baskets/components/basket-page-pending';
import { BasketPageError } from '#src/features/baskets/page/basket-page-error';
import { BasketPage } from '#src/features/baskets/page/basket-page';
import { SharedBasketOffer } from '#src/features/baskets/page/shared-basket-offer';

/**
 * A shareable basket for anyone, signed in or not: /public/baskets/{basket_hash}/; any other is not found. A
 * subscriber-only one offers its adviser's plans.
 */
export const Route = createFileRoute('/public/baskets/$basketHash/')({
  // The error screen travels with the page (the router plugin reads this here, not through a spread).
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent', 'pendingComponent']],
  ...basketRouteOptions('public'),
  pendingComponent: BasketPagePending,
  errorComponent: BasketPageError,
  component: PublicBasketRoute,
});

function PublicBasketRoute() {
  const { hash } = Route.useLoaderData();
  return <BasketPage hash={hash} kind="public" offer={(basket) => <SharedBasketOffer basket={basket} />} />;
}
