import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsPost } from '#contract/blog-cms/types';
import { Button } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { Spinner } from '#src/components/ui/spinner';
import { useApi } from '#src/lib/http/api-context';
import { errorKind } from '#src/lib/http/error-kind';
import { dropLocalDraft, readLocalDraft, type LocalCmsDraft } from '#src/lib/offline/cms-drafts';
import { useNavigate } from '#src/lib/navigation';
import { cmsKeys, cmsQueries } from './cms-queries';
import { CmsEditorForm } from './cms-editor-form';
import { EMPTY_FIELDS, fieldsOf, type CmsFields } from './draft-model';

/** The device copy says exactly what the server holds (the image's address aside: the server names it). */
const sameFields = (a: CmsFields, b: CmsFields) =>
  JSON.stringify({ ...a, imageUrl: null }) === JSON.stringify({ ...b, imageUrl: null });

/** What this device holds for a post key: undefined while it is read, null when nothing. */
function useLocalDraft(key: string, generation: number) {
  const [local, setLocal] = useState<{ key: string; draft: LocalCmsDraft<CmsFields> | null }>();
  useEffect(() => {
    let live = true;
    void readLocalDraft<CmsFields>(key).then((draft) => {
      if (live) setLocal({ key: `${key}:${generation}`, draft: draft ?? null });
    });
    return () => {
      live = false;
    };
  }, [key, generation]);
  return local?.key === `${key}:${generation}` ? local.draft : undefined;
}

/** /studio/posts/$postId/: the post as saved, or as last typed on this device when that is newer. */
export function CmsEditorScreen({ postId }: { postId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(cmsQueries.post(api, postId));
  const [generation, setGeneration] = useState(0);
  const local = useLocalDraft(String(postId), generation);

  const takeSaved = async (server: CmsPost | null) => {
    await dropLocalDraft(String(postId));
    if (server) queryClient.setQueryData(cmsKeys.post(postId), { post: server });
    else await queryClient.invalidateQueries({ queryKey: cmsKeys.post(postId) });
    setGeneration((g) => g + 1);
  };

  if (local === undefined || (query.isPending && !local)) return <Spinner label="Loading the post…" />;
  const post = query.data?.post;
  // A save that reached the server but whose answer was lost (the page reloaded): nothing to restore.
  const landed = Boolean(
    local && post && local.baseRevision < post.revision && sameFields(local.fields, fieldsOf(post)),
  );
  if (landed) void dropLocalDraft(String(postId));
  const kept = landed ? null : local;
  if (!post && !local) {
    const kind = errorKind(query.error);
    return (
      <Notice title={kind === 'notFound' ? 'Post not found' : 'The post could not be loaded'} role="alert">
        <p>
          {kind === 'notFound'
            ? 'There is no post of yours at this address.'
            : kind === 'offline'
              ? 'You appear to be offline. Try again when the connection is back.'
              : 'Something went wrong on our side. Please try again.'}
        </p>
        {kind !== 'notFound' ? <Button onClick={() => void query.refetch()}>Try again</Button> : null}
      </Notice>
    );
  }
  return (
    <CmsEditorForm
      key={generation}
      postId={postId}
      post={post}
      fields={kept?.fields ?? (post ? fieldsOf(post) : EMPTY_FIELDS)}
      revision={kept?.baseRevision ?? post?.revision ?? 0}
      restored={Boolean(kept)}
      onUseSaved={(server) => void takeSaved(server)}
    />
  );
}

/** /studio/posts/new/: a post that does not exist yet; its first save creates it, then the address becomes its own. */
export function CmsNewScreen() {
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const local = useLocalDraft('new', generation);
  if (local === undefined) return <Spinner label="Loading…" />;
  return (
    <CmsEditorForm
      key={generation}
      postId={undefined}
      post={undefined}
      fields={local?.fields ?? EMPTY_FIELDS}
      revision={0}
      restored={Boolean(local)}
      onCreated={(post) =>
        void navigate({ to: '/studio/posts/$postId/', params: { postId: String(post.postId) }, replace: true })
      }
      onUseSaved={() => void dropLocalDraft('new').then(() => setGeneration((g) => g + 1))}
    />
  );
}
