import { Page } from '#src/components/ui/page';

/** /studio/posts/$postId/ */
export function CmsEditorPage({ postId }: { postId: string }) {
  return <Page title="Edit post">{postId ? null : null}</Page>;
}
