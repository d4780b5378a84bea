import { Page } from '#src/components/ui/page';

/** /studio/posts/$postId/preview/ */
export function CmsPreviewPage({ postId }: { postId: string }) {
  return <Page title="Post preview">{postId ? null : null}</Page>;
}
