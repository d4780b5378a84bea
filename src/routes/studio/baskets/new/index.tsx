import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { routeHead } from '../../../../app/page-head';
import { studioPageTexts } from '../../../../app/studio-page-head';
import { BasketCreatePage } from '#src/features/studio/components/basket-create-page';
import { StockCombobox } from '#src/features/baskets/components/stock-combobox';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/baskets/new/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/baskets/new/'),
  head: routeHead(studioPageTexts.studioNewBasket),
  component: StudioRoute,
});

function StudioRoute() {
  return (
    <StudioGate>
      <BasketCreatePage StockPicker={StockCombobox} />
    </StudioGate>
  );
}
