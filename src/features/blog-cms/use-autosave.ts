import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BLOG_CMS_LIMITS } from '#contract/blog-cms/rules';
import type { CmsPost } from '#contract/blog-cms/types';
import { useApi } from '#src/lib/http/api-context';
import { dropLocalDraft, keepLocalDraft } from '#src/lib/offline/cms-drafts';
import { Autosaver, type SaveState } from './autosaver';
import { cmsCalls, cmsKeys } from './cms-queries';

export interface AutosaveOptions {
  postId: number | undefined;
  revision: number;
  /** When the post as loaded was last saved (epoch ms); absent for a new post or a restored copy. */
  savedAt?: number;
  /** After the first save of a new post: it has an id now. */
  onCreated?: (post: CmsPost) => void;
}

/** The editor's Autosaver, wired to the API, the device store, the query cache and the online event. */
export function useAutosave({ postId, revision, savedAt, onCreated }: AutosaveOptions) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>(savedAt ? { kind: 'saved', at: savedAt } : { kind: 'idle' });
  const [saver] = useState(
    () =>
      new Autosaver(
        {
          delayMs: BLOG_CMS_LIMITS.autosaveMs,
          save: (fields, base, id) => cmsCalls.save(api, fields, base, id),
          keep: keepLocalDraft,
          drop: dropLocalDraft,
          onState: setState,
          handOverOnCreate: postId === undefined,
        },
        postId,
        revision,
      ),
  );

  useEffect(
    () =>
      saver.onSaved((post, isNew) => {
        queryClient.setQueryData(cmsKeys.post(post.postId), { post });
        void queryClient.invalidateQueries({ queryKey: [...cmsKeys.all, 'posts'] });
        if (isNew) onCreated?.(post);
      }),
    [saver, queryClient, onCreated],
  );

  useEffect(() => {
    const online = () => saver.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      // Leaving the screen: what is pending is saved now (and is on the device meanwhile).
      void saver.flush();
    };
  }, [saver]);

  return { saver, state };
}
