import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { routeHead } from '../../../../app/page-head';
import { studioPageTexts } from '../../../../app/studio-page-head';
import { CmsNewPostPage } from '#src/features/studio/components/cms-new-post-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/posts/new/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/posts/new/'),
  head: routeHead(studioPageTexts.studioNewPost),
  component: StudioRoute,
});

function StudioRoute() {
  return (
    <StudioGate>
      <CmsNewPostPage />
    </StudioGate>
  );
}
