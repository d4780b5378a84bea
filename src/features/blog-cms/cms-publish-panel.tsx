import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BLOG_CMS_MESSAGES as M } from '#contract/blog-cms/rules';
import type { CmsPost } from '#contract/blog-cms/types';
import { formatDate } from '#contract/locale/format';
import { Button } from '#src/components/ui/button';
import { useApi } from '#src/lib/http/api-context';
import { cmsCalls, cmsKeys } from './cms-queries';
import { fieldErrorsOf, formMessageOf } from '#src/lib/forms/form-errors';
import { publishErrors, type CmsFields, type FieldErrors } from './draft-model';
import { istLocalToIso, isoToIstLocal } from './ist-time';
import * as styles from './cms.css';

export interface PublishPanelProps {
  post: CmsPost;
  fields: CmsFields;
  /** Saves what is pending; false when it could not be saved (offline, conflict). */
  saveFirst: () => Promise<boolean>;
  onErrors: (errors: FieldErrors) => void;
}

const STATUS_WORDS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

/** Publish now, schedule (a time in India), or unpublish; the server's messages land on their fields. */
export function CmsPublishPanel({ post, fields, saveFirst, onErrors }: PublishPanelProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [when, setWhen] = useState(post.pubDate && post.status === 'scheduled' ? isoToIstLocal(post.pubDate) : '');
  const [busy, setBusy] = useState<'now' | 'schedule' | 'unpublish' | null>(null);
  const [message, setMessage] = useState<string>();
  const [whenError, setWhenError] = useState<string>();

  const run = async (kind: 'now' | 'schedule' | 'unpublish') => {
    if (busy) return;
    setMessage(undefined);
    setWhenError(undefined);
    let publishAt: string | undefined;
    if (kind !== 'unpublish') {
      const errors = publishErrors(fields);
      if (kind === 'schedule') {
        publishAt = istLocalToIso(when) ?? undefined;
        if (!publishAt || Date.parse(publishAt) <= Date.now()) setWhenError(M.scheduleInPast);
      }
      onErrors(errors);
      if (Object.keys(errors).length || (kind === 'schedule' && (!publishAt || Date.parse(publishAt) <= Date.now()))) {
        setMessage('Please correct the marked fields.');
        return;
      }
    }
    setBusy(kind);
    try {
      if (!(await saveFirst())) {
        setMessage('The latest changes are not saved yet. Publish once they are.');
        return;
      }
      const body =
        kind === 'unpublish'
          ? await cmsCalls.unpublish(api, post.postId)
          : await cmsCalls.publish(api, post.postId, publishAt);
      queryClient.setQueryData(cmsKeys.post(post.postId), body);
      void queryClient.invalidateQueries({ queryKey: [...cmsKeys.all, 'posts'] });
      setMessage(
        kind === 'unpublish' ? 'Unpublished: the post is a draft again.' : kind === 'now' ? 'Published.' : 'Scheduled.',
      );
    } catch (err) {
      const fieldMessages = fieldErrorsOf(err);
      onErrors(fieldMessages);
      if (fieldMessages.publish_at) setWhenError(fieldMessages.publish_at);
      setMessage(formMessageOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p>
        Status: <span className={styles.statusChip[post.status]}>{STATUS_WORDS[post.status]}</span>
        {post.pubDate && post.status !== 'draft' ? ` · ${formatDate(post.pubDate)}` : null}
      </p>
      {post.status === 'published' ? (
        <p>
          <a href={post.url}>View on the blog</a>
        </p>
      ) : null}
      <div className={styles.row}>
        {post.status !== 'published' ? (
          <Button busy={busy === 'now'} onClick={() => void run('now')}>
            Publish now
          </Button>
        ) : null}
        {post.status !== 'draft' ? (
          <Button variant="secondary" busy={busy === 'unpublish'} onClick={() => void run('unpublish')}>
            Unpublish
          </Button>
        ) : null}
      </div>
      {post.status !== 'published' ? (
        <div>
          <label htmlFor={id}>
            <strong>Publish at (India time)</strong>
          </label>
          <div className={styles.row}>
            <input
              id={id}
              type="datetime-local"
              className={styles.select}
              value={when}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${id}-error` : undefined}
              onChange={(e) => setWhen(e.target.value)}
            />
            <Button variant="secondary" busy={busy === 'schedule'} onClick={() => void run('schedule')}>
              Schedule
            </Button>
          </div>
          {whenError ? (
            <p id={`${id}-error`} className={styles.error}>
              {whenError}
            </p>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p role="status" className={styles.muted}>
          {message}
        </p>
      ) : null}
    </>
  );
}
