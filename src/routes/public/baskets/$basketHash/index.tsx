import { createFileRoute } from '@tanstack/react-router';
import { basketHead } from '#src/app/basket-head';
import { loadBasket } from '#src/features/baskets/basket-loader';
import { BasketPagePending } from '#src/features/baskets/page/basket-page-pending';
import { BasketPageError } from '#src/features/baskets/page/basket-page-error';
import { BasketPage } from '#src/features/baskets/page/basket-page';

/** A shareable basket for anyone, signed in or not: /public/baskets/{basket_hash}/; any other is not found. */
export const Route = createFileRoute('/public/baskets/$basketHash/')({
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  head: basketHead('public'),
  loader: ({ context, params }) => loadBasket(context, params, 'public'),
  pendingComponent: BasketPagePending,
  errorComponent: BasketPageError,
  component: PublicBasketRoute,
});

function PublicBasketRoute() {
  const { hash } = Route.useLoaderData();
  return <BasketPage hash={hash} kind="public" />;
}
