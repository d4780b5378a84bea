import { Notice, Page } from '#src/components/ui/page';
import { CmsPreview } from '#src/features/blog-cms/cms-preview';

/** /studio/posts/$postId/preview/ */
export function CmsPreviewPage({ postId }: { postId: string }) {
  const id = Number(postId);
  return (
    <Page title="Post preview">
      {Number.isInteger(id) && id > 0 ? (
        <CmsPreview postId={id} />
      ) : (
        <Notice title="Post not found">
          <p>There is no post at this address.</p>
        </Notice>
      )}
    </Page>
  );
}
