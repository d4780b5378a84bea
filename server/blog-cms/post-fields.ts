import type { CmsPost, CmsPostStatus } from '#contract/blog-cms/types';
import { articlePath } from '#contract/site/seo-paths';
import type { Queryable } from '../db/database';
import type { PostMediaColumns } from '../blog/blog-store';
import { mediaUrl } from '../media/media-urls';

/**
 * What the editor writes, as stored: in the post's columns (a draft), or as the working copy of a
 * published or scheduled post (posts.working, decision 0177). Keys are the columns' names.
 */
export interface PostFields extends PostMediaColumns {
  title: string;
  short_text: string;
  body: string;
  teaser: string | null;
  tag: string | null;
  is_premium: boolean;
  author_id: number | null;
}

export interface PostRecord extends PostFields {
  id: number;
  slug: string;
  status: CmsPostStatus;
  pub_date: Date | string | null;
  revision: number;
  updated_at: Date | string;
  working: PostFields | null;
}

const COLUMNS = `p.id, p.slug, p.status, p.pub_date, p.revision, p.updated_at, p.working, p.title, p.short_text,
  p.body, p.teaser, t.name AS tag, p.is_premium, p.author_id, p.image_key, p.image_width, p.image_height,
  p.embedded_link, p.embed_video_url, p.post_video_link`;

/** The adviser's post, or null (none, or another adviser's: the caller answers 404 either way). */
export async function ownPost(db: Queryable, adviserId: number, postId: number, lock = false) {
  const { rows } = await db.query<PostRecord>(
    `SELECT ${COLUMNS} FROM posts p LEFT JOIN tags t ON t.id = p.tag_id
      WHERE p.id = $1 AND p.adviser_id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
    [postId, adviserId],
  );
  return rows[0] ?? null;
}

/** The fields the editor loads: the working copy when there is one, else the columns. */
export function editorFields(p: PostRecord): PostFields {
  if (p.working) return p.working;
  const { title, short_text, body, teaser, tag, is_premium, author_id, image_key, image_width, image_height } = p;
  const { embedded_link, embed_video_url, post_video_link } = p;
  return {
    ...{ title, short_text, body, teaser, tag, is_premium, author_id, image_key, image_width, image_height },
    ...{ embedded_link, embed_video_url, post_video_link },
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** CmsPost as the editor holds it; `origin` is this brand's (the reader's address on it). */
export function toCmsPost(p: PostRecord, origin: string): CmsPost {
  const f = editorFields(p);
  return {
    postId: p.id,
    slug: p.slug,
    status: p.status,
    title: f.title,
    shortText: f.short_text,
    body: f.body,
    teaser: f.teaser,
    tag: f.tag,
    isPremiumPost: f.is_premium,
    // 0 until an author is chosen (a draft may have none yet).
    authorId: f.author_id ?? 0,
    imageKey: f.image_key,
    imageUrl: f.image_key ? mediaUrl(f.image_key, 1200) : null,
    embeddedLink: f.embedded_link,
    embedVideoUrl: f.embed_video_url,
    postVideoLink: f.post_video_link,
    pubDate: p.status === 'draft' || p.pub_date === null ? null : iso(p.pub_date),
    revision: p.revision,
    updatedAt: iso(p.updated_at),
    url: new URL(articlePath('standard', p.id, p.slug), origin).href,
  };
}
