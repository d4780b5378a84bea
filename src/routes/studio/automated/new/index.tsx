import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { routeHead } from '../../../../app/page-head';
import { studioPageTexts } from '../../../../app/studio-page-head';
import { AutomatedCreatePage } from '#src/features/studio/components/automated-create-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/automated/new/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/automated/new/'),
  head: routeHead(studioPageTexts.studioAutomated),
  component: StudioRoute,
});

function StudioRoute() {
  return (
    <StudioGate>
      <AutomatedCreatePage />
    </StudioGate>
  );
}
