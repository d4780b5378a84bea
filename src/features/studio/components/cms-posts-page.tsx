import { Page } from '#src/components/ui/page';

/** /studio/posts/ */
export function CmsPostsPage() {
  return <Page title="Posts">{null}</Page>;
}
