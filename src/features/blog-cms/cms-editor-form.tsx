import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CmsPost } from '#contract/blog-cms/types';
import { Link } from '#src/lib/navigation';
import { Spinner } from '#src/components/ui/spinner';
import { useAutosave } from './use-autosave';
import { SaveStatus } from './save-status';
import { CmsTextFields } from './cms-text-fields';
import { CmsAuthorField } from './cms-author-field';
import { CmsMediaFields } from './cms-media-fields';
import { CmsFilesPanel } from './cms-files-panel';
import { CmsPublishPanel } from './cms-publish-panel';
import type { CmsFields, FieldErrors } from './draft-model';
import * as styles from './cms.css';

/** The editor (TipTap) is its own chunk: no page's first load carries it (decision 0180). */
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

export interface EditorFormProps {
  fields: CmsFields;
  /** The revision the fields started from (0 for a new post). */
  revision: number;
  /** The fields came from this device (typed, not yet saved): they are saved now. */
  restored: boolean;
  /** Absent for a new post (its first save creates it). */
  postId: number | undefined;
  /** The post as the server holds it; absent for a new post, or when it could not be loaded (offline). */
  post: CmsPost | undefined;
  onCreated?: (post: CmsPost) => void;
  /** After a conflict, the adviser dropped their text: load the server's post. */
  onUseSaved: (server: CmsPost | null) => void;
}

export function CmsEditorForm({ postId, post, onCreated, onUseSaved, ...initial }: EditorFormProps) {
  const [fields, setFields] = useState(initial.fields);
  const latest = useRef(initial.fields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saver, state } = useAutosave({
    postId,
    revision: initial.revision,
    savedAt: post && !initial.restored ? Date.parse(post.updatedAt) : undefined,
    onCreated,
  });
  const bodyId = useId();

  const change = useCallback(
    (patch: Partial<CmsFields>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setFields(next);
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
      saver.change(next);
    },
    [saver],
  );
  const changeBody = useCallback((body: string) => change({ body }), [change]);

  const restored = useRef(initial.restored);
  useEffect(() => {
    if (restored.current) saver.change(latest.current);
    restored.current = false;
  }, [saver]);

  const saveFirst = async () => {
    for (let i = 0; i < 3 && saver.dirty; i++) await saver.flush();
    return !saver.dirty;
  };

  return (
    <>
      <SaveStatus
        state={state}
        onKeepMine={() => state.kind === 'conflict' && saver.overwrite(state.server?.revision ?? initial.revision)}
        onUseSaved={() => state.kind === 'conflict' && onUseSaved(state.server)}
      />
      {initial.restored ? <p className={styles.muted}>Restored the changes kept on this device.</p> : null}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Post</legend>
        <CmsTextFields fields={fields} errors={errors} onChange={change} />
        <CmsAuthorField
          authorId={fields.authorId}
          error={errors.authorId}
          onChange={(authorId) => change({ authorId })}
        />
      </fieldset>
      <section className={styles.section} aria-labelledby={`${bodyId}-label`}>
        <h2 id={`${bodyId}-label`} className={styles.legend}>
          Body
        </h2>
        <Suspense fallback={<Spinner label="Loading the editor…" />}>
          <RichTextEditor
            initialHtml={initial.fields.body}
            onChange={changeBody}
            label="Body"
            invalid={Boolean(errors.body)}
            errorId={errors.body ? `${bodyId}-error` : undefined}
          />
        </Suspense>
        {errors.body ? (
          <p id={`${bodyId}-error`} className={styles.error}>
            {errors.body}
          </p>
        ) : null}
      </section>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Image and video</legend>
        <CmsMediaFields fields={fields} errors={errors} onChange={change} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Files</legend>
        <CmsFilesPanel postId={postId} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Publish</legend>
        {post ? (
          <>
            <CmsPublishPanel post={post} fields={fields} saveFirst={saveFirst} onErrors={setErrors} />
            <p>
              <Link to="/studio/posts/$postId/preview/" params={{ postId: String(post.postId) }}>
                Preview as readers see it
              </Link>
            </p>
          </>
        ) : (
          <p className={styles.muted}>
            {postId ? 'Publishing needs the connection back.' : 'Publishing is available once the post is first saved.'}
          </p>
        )}
      </fieldset>
    </>
  );
}
