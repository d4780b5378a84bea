import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { CmsEditorPage } from '#src/features/studio/components/cms-editor-page';

const Screen = studioScreen(() => <CmsEditorPage postId={Route.useParams().postId} />);

export const Route = createFileRoute('/studio/posts/$postId/')({
  ...studioRoute('studioPost'),
  component: Screen,
});
