import type { z } from 'zod';
import { BLOG_CMS_MESSAGES } from '#contract/blog-cms/rules';
import type { cmsPostSaveRequest } from '#contract/blog-cms/types';
import type { FieldErrors } from '#contract/http/envelope';
import type { Database, Queryable } from '../db/database';
import { ownPost, type PostFields, type PostRecord } from './post-fields';
import type { PostHtml } from './post-html';
import { draftSlug } from './post-slug';
import { writeColumns } from './post-store';

type SaveRequest = z.output<typeof cmsPostSaveRequest>;

export type SaveOutcome =
  | { kind: 'saved'; postId: number }
  | { kind: 'conflict'; post: PostRecord }
  | { kind: 'not-found' }
  | { kind: 'refused'; errors: FieldErrors };

export interface Saver {
  adviserId: number;
  userId: number;
}

const orNull = (s: string | null) => (s && s.trim() ? s : null);

/** The request's fields as stored: HTML through the one policy; an embed from a host not allowed is refused. */
function storedFields(r: SaveRequest, html: PostHtml): { fields: PostFields } | { errors: FieldErrors } {
  const link = orNull(r.embeddedLink);
  const embed = link === null ? null : html.embed(link);
  if (link !== null && embed === null) return { errors: { embeddedLink: BLOG_CMS_MESSAGES.embedHost } };
  const teaser = orNull(r.teaser);
  const fields: PostFields = {
    title: r.title,
    short_text: html.article(r.shortText),
    body: html.body(r.body),
    teaser: teaser === null ? null : html.article(teaser),
    tag: orNull(r.tag),
    is_premium: r.isPremiumPost,
    author_id: r.authorId,
    image_key: r.imageKey,
    image_width: null,
    image_height: null,
    embedded_link: embed || null,
    embed_video_url: r.embedVideoUrl,
    post_video_link: r.postVideoLink,
  };
  return { fields };
}

/** Author and image must be the adviser's own; the image's size comes from its upload. */
async function checkOwned(db: Queryable, who: Saver, f: PostFields, current: PostRecord | null) {
  const errors: FieldErrors = {};
  if (f.author_id !== null) {
    const { rows } = await db.query('SELECT 1 FROM authors WHERE id = $1 AND adviser_id = $2', [
      f.author_id,
      who.adviserId,
    ]);
    if (!rows.length) errors.authorId = BLOG_CMS_MESSAGES.authorRequired;
  }
  if (f.image_key !== null) {
    const { rows } = await db.query<{ width: number; height: number }>(
      `SELECT u.width, u.height FROM uploads u JOIN post_images i ON i.key = u.key
        WHERE u.key = $1 AND u.kind = 'post-image' AND u.owner_user_id = $2`,
      [f.image_key, who.userId],
    );
    const kept = current && current.image_key === f.image_key ? current : null;
    if (rows[0]) Object.assign(f, { image_width: rows[0].width, image_height: rows[0].height });
    else if (kept) Object.assign(f, { image_width: kept.image_width, image_height: kept.image_height });
    else errors.imageKey = BLOG_CMS_MESSAGES.imageType;
  }
  return errors;
}

/**
 * The autosave (docs/blog-cms.md, "Saving"): creates a draft without postId, else updates the
 * adviser's post when base_revision is the stored one. A draft's columns take the text; a published
 * or scheduled post's working copy does, so readers never see half-typed text (decision 0177).
 */
export async function savePost(db: Database, who: Saver, r: SaveRequest, html: PostHtml): Promise<SaveOutcome> {
  const stored = storedFields(r, html);
  if ('errors' in stored) return { kind: 'refused', errors: stored.errors };
  // Two drafts given the same title at the same moment: the slug's unique index refuses one, which tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveOnce(db, who, r, stored.fields);
    } catch (err) {
      if (attempt >= 3 || (err as { code?: string }).code !== '23505') throw err;
    }
  }
}

async function saveOnce(db: Database, who: Saver, r: SaveRequest, fields: PostFields): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const current = r.postId === undefined ? null : await ownPost(tx, who.adviserId, r.postId, true);
    if (r.postId !== undefined && !current) return { kind: 'not-found' } as const;
    if (current && current.revision !== r.base_revision) return { kind: 'conflict', post: current } as const;
    const errors = await checkOwned(tx, who, fields, current);
    if (Object.keys(errors).length) return { kind: 'refused', errors } as const;
    let postId = current?.id;
    if (postId === undefined) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO posts (id, slug, title, short_text, body, status, adviser_id, revision, updated_at, pub_date)
         SELECT n, 'post-' || n, '', '', '', 'draft', $1, 0, now(), NULL
           FROM nextval(pg_get_serial_sequence('posts', 'id')) AS n
         RETURNING id`,
        [who.adviserId],
      );
      postId = rows[0]!.id;
    }
    if (!current || current.status === 'draft') {
      await writeColumns(tx, postId, fields);
      const slug = await draftSlug(tx, postId, fields.title);
      await tx.query('UPDATE posts SET slug = $2, working = NULL WHERE id = $1', [postId, slug]);
    } else {
      await tx.query('UPDATE posts SET working = $2::jsonb WHERE id = $1', [postId, JSON.stringify(fields)]);
    }
    await tx.query('UPDATE posts SET revision = revision + 1, updated_at = now() WHERE id = $1', [postId]);
    return { kind: 'saved', postId } as const;
  });
}
