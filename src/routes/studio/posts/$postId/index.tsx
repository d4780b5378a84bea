import { createFileRoute } from '@tanstack/react-router';
import { requireRouteFeature } from '../../../../app/feature-gate';
import { routeHead } from '../../../../app/page-head';
import { studioPageTexts } from '../../../../app/studio-page-head';
import { CmsEditorPage } from '#src/features/studio/components/cms-editor-page';
import { StudioGate } from '#src/features/studio/components/studio-gate';

export const Route = createFileRoute('/studio/posts/$postId/')({
  // The adviser's own work behind their session: the server checks the route, the browser renders it.
  ssr: 'data-only',
  beforeLoad: ({ context }) => requireRouteFeature(context.brand, '/studio/posts/$postId/'),
  head: routeHead(studioPageTexts.studioPost),
  component: StudioRoute,
});

function StudioRoute() {
  const { postId } = Route.useParams();
  return (
    <StudioGate>
      <CmsEditorPage postId={postId} />
    </StudioGate>
  );
}
