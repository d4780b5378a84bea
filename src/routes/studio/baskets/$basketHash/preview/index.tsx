import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../../app/feature-gate';
import { routeHead } from '../../../../../app/page-head';
import { studioPageTexts } from '../../../../../app/studio-page-head';
import { BasketPreviewPage } from '#src/features/studio/components/basket-preview-page';
import { BasketPageBody } from '#src/features/baskets/page/basket-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/baskets/$basketHash/preview/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/baskets/$basketHash/preview/'),
  head: routeHead(studioPageTexts.studioBasketPreview),
  component: StudioRoute,
});

function StudioRoute() {
  const { basketHash } = Route.useParams();
  return (
    <StudioGate>
      <BasketPreviewPage basketHash={basketHash} BasketView={BasketPageBody} />
    </StudioGate>
  );
}
