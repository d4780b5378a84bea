import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../app/feature-gate';
import { routeHead } from '../../../app/page-head';
import { studioPageTexts } from '../../../app/studio-page-head';
import { CmsPostsPage } from '#src/features/studio/components/cms-posts-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/posts/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/posts/'),
  head: routeHead(studioPageTexts.studioPosts),
  component: StudioRoute,
});

function StudioRoute() {
  return (
    <StudioGate>
      <CmsPostsPage />
    </StudioGate>
  );
}
