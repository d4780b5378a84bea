import { Page } from '#src/components/ui/page';

/** /studio/posts/new/ */
export function CmsNewPostPage() {
  return <Page title="New post">{null}</Page>;
}
