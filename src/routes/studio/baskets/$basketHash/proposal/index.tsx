import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../../app/feature-gate';
import { routeHead } from '../../../../../app/page-head';
import { studioPageTexts } from '../../../../../app/studio-page-head';
import { ProposalPage } from '#src/features/studio/components/proposal-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/baskets/$basketHash/proposal/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/baskets/$basketHash/proposal/'),
  head: routeHead(studioPageTexts.studioProposal),
  component: StudioRoute,
});

function StudioRoute() {
  const { basketHash } = Route.useParams();
  return (
    <StudioGate>
      <ProposalPage basketHash={basketHash} />
    </StudioGate>
  );
}
