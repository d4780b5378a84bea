import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { CmsPreviewPage } from '#src/features/studio/components/cms-preview-page';

const Screen = studioScreen(() => <CmsPreviewPage postId={Route.useParams().postId} />);

export const Route = createFileRoute('/studio/posts/$postId/preview/')({
  ...studioRoute('studioPostPreview'),
  component: Screen,
});
