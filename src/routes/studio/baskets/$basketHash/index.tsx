import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { routeHead } from '../../../../app/page-head';
import { studioPageTexts } from '../../../../app/studio-page-head';
import { BasketEditPage } from '#src/features/studio/components/basket-edit-page';
import { StockCombobox } from '#src/features/baskets/components/stock-combobox';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/baskets/$basketHash/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/baskets/$basketHash/'),
  head: routeHead(studioPageTexts.studioBasket),
  component: StudioRoute,
});

function StudioRoute() {
  const { basketHash } = Route.useParams();
  return (
    <StudioGate>
      <BasketEditPage basketHash={basketHash} StockPicker={StockCombobox} />
    </StudioGate>
  );
}
