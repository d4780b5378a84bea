import { Page } from '#src/components/ui/page';
import { CmsNewScreen } from '#src/features/blog-cms/cms-editor-screen';

/** /studio/posts/new/ */
export function CmsNewPostPage() {
  return (
    <Page title="New post">
      <CmsNewScreen />
    </Page>
  );
}
