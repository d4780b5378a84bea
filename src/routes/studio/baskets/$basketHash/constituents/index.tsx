import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../../app/feature-gate';
import { routeHead } from '../../../../../app/page-head';
import { studioPageTexts } from '../../../../../app/studio-page-head';
import { ConstituentsEditPage } from '#src/features/studio/components/constituents-edit-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';
import { StockPicker } from '#src/features/baskets/components/stock-picker';
import { versionMessages } from '#src/features/studio/versions/versions-messages';

export const Route = createFileRoute('/studio/baskets/$basketHash/constituents/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/baskets/$basketHash/constituents/'),
  head: routeHead(studioPageTexts.studioConstituents),
  component: StudioRoute,
});

function StudioRoute() {
  const { basketHash } = Route.useParams();
  return (
    <StudioGate>
      <ConstituentsEditPage
        basketHash={basketHash}
        stockPicker={(onPick) => (
          <StockPicker label={versionMessages.addStock} hint={versionMessages.addHint} onPick={onPick} />
        )}
      />
    </StudioGate>
  );
}
