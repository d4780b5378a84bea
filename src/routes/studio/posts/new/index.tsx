import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { CmsNewPostPage } from '#src/features/studio/components/cms-new-post-page';

const Screen = studioScreen(() => <CmsNewPostPage />);

export const Route = createFileRoute('/studio/posts/new/')({
  ...studioRoute('studioNewPost'),
  component: Screen,
});
