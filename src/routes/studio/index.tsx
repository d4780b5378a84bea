import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/page-head';
import { studioPageTexts } from '../../app/studio-page-head';
import { StudioDashboardPage } from '#src/features/studio/components/dashboard-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  head: routeHead(studioPageTexts.studio),
  component: StudioRoute,
});

function StudioRoute() {
  return (
    <StudioGate>
      <StudioDashboardPage />
    </StudioGate>
  );
}
