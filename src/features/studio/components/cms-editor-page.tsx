import { Notice, Page } from '#src/components/ui/page';
import { CmsEditorScreen } from '#src/features/blog-cms/cms-editor-screen';

/** /studio/posts/$postId/ */
export function CmsEditorPage({ postId }: { postId: string }) {
  const id = Number(postId);
  return (
    <Page title="Edit post">
      {Number.isInteger(id) && id > 0 ? (
        <CmsEditorScreen key={id} postId={id} />
      ) : (
        <Notice title="Post not found">
          <p>There is no post at this address.</p>
        </Notice>
      )}
    </Page>
  );
}
