import { Page } from '#src/components/ui/page';
import { CmsPostsList } from '#src/features/blog-cms/cms-posts-list';

/** /studio/posts/ */
export function CmsPostsPage() {
  return (
    <Page title="Posts">
      <CmsPostsList />
    </Page>
  );
}
