import { BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import type { FieldErrors } from '#contract/http/envelope';
import type { Database } from '../db/database';
import { editorFields, ownPost, type PostFields } from './post-fields';
import { isRichTextEmpty, withoutEmptyPages } from './post-html';
import { writeColumns } from './post-store';

export type PublishOutcome = { kind: 'done' } | { kind: 'not-found' } | { kind: 'refused'; errors: FieldErrors };

/** What publishing needs (docs/validation.md, "Rules": the rich-text rule for the body and a premium post's teaser). */
export function publishErrors(f: PostFields, publishAt: Date | null, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.title.trim()) errors.title = BLOG_CMS_MESSAGES.titleRequired;
  if (isRichTextEmpty(f.body)) errors.body = BLOG_CMS_MESSAGES.bodyRequired;
  if (f.author_id === null) errors.authorId = BLOG_CMS_MESSAGES.authorRequired;
  if (f.is_premium && isRichTextEmpty(f.teaser)) errors.teaser = BLOG_CMS_MESSAGES.teaserRequired;
  if (publishAt && publishAt.getTime() <= now.getTime()) errors.publish_at = BLOG_CMS_MESSAGES.scheduleInPast;
  return errors;
}

/**
 * Publishes the adviser's post now, or schedules it (`publishAt` in the future), applying its
 * working copy (decision 0177). Publishing a post that is already live keeps its date: a second
 * click changes nothing, and an edit does not move an old post to the top of the blog.
 */
export async function publishPost(
  db: Database,
  adviserId: number,
  postId: number,
  publishAt: Date | null,
  now = new Date(),
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const current = await ownPost(tx, adviserId, postId, true);
    if (!current) return { kind: 'not-found' } as const;
    const fields = editorFields(current);
    const errors = publishErrors(fields, publishAt, now);
    if (Object.keys(errors).length) return { kind: 'refused', errors } as const;
    await writeColumns(tx, postId, { ...fields, body: withoutEmptyPages(fields.body) });
    const live = current.status === 'published' && !publishAt;
    await tx.query(`UPDATE posts SET status = $2, pub_date = $3, working = NULL, updated_at = now() WHERE id = $1`, [
      postId,
      publishAt ? 'scheduled' : 'published',
      live ? current.pub_date : (publishAt ?? now),
    ]);
    return { kind: 'done' } as const;
  });
}

/** Back to draft, the working copy now its text: gone from the blog, feed and sitemap. */
export async function unpublishPost(db: Database, adviserId: number, postId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await ownPost(tx, adviserId, postId, true);
    if (!current) return false;
    if (current.status === 'draft') return true;
    await writeColumns(tx, postId, editorFields(current));
    await tx.query(
      `UPDATE posts SET status = 'draft', pub_date = NULL, working = NULL, updated_at = now() WHERE id = $1`,
      [postId],
    );
    return true;
  });
}
