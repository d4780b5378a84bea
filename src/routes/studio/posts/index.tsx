import { createFileRoute } from '@tanstack/react-router';
import { studioScreen } from '#src/app/gated-screen';
import { studioRoute } from '#src/app/studio-page-head';
import { CmsPostsPage } from '#src/features/studio/components/cms-posts-page';

const Screen = studioScreen(() => <CmsPostsPage />);

export const Route = createFileRoute('/studio/posts/')({
  ...studioRoute('studioPosts'),
  component: Screen,
});
