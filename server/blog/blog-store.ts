import type { AdviserType } from '#contract/baskets/types';
import type { Queryable } from '../db/database';
import { postImage } from '../media/media-urls';
import type { PostSummary } from '#contract/blog/types';

/** A post as every list shows it: the one contract type the app reads too (docs/api.md, "PostSummary"). */
export type { PostSummary };

/** A post's illustration and video columns, as the blog reads them and the CMS writes them. */
export interface PostMediaColumns {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  embedded_link: string | null;
  embed_video_url: string | null;
  post_video_link: string | null;
}

interface SummaryRow extends PostMediaColumns {
  id: number;
  slug: string;
  title: string;
  short_text: string;
  tag: string | null;
  pub_date: Date | string | null;
  author_name: string;
  author_url: string | null;
  is_premium: boolean;
}

export interface PostRow extends SummaryRow {
  body: string;
  /** The publishing adviser's slug, name, type and SEBI registration; null for the editorial team's posts. */
  adviser_slug: string | null;
  adviser_name: string | null;
  adviser_type: AdviserType | null;
  sebi_registration: string | null;
  teaser: string | null;
  like_count: number;
  comment_count: number;
}

const SUMMARY = `p.id, p.slug, p.title, p.short_text, p.image_key, p.image_width, p.image_height, p.embedded_link,
  p.embed_video_url, p.post_video_link, t.name AS tag, p.pub_date, a.name AS author_name, a.url AS author_url,
  p.is_premium`;
const FROM = `posts p JOIN authors a ON a.id = p.author_id LEFT JOIN tags t ON t.id = p.tag_id`;
/** The list order: newest first, undated last, then by id (newer posts have higher ids). */
const NEWEST_FIRST = 'p.pub_date DESC NULLS LAST, p.id DESC';

export function toSummary(r: SummaryRow, { withTag = true } = {}): PostSummary {
  const image = postImage(r.image_key);
  return {
    postId: r.id,
    slug: r.slug,
    title: r.title,
    shortText: r.short_text,
    ...image,
    imageWidth: r.image_key ? (r.image_width ?? image.imageWidth) : null,
    imageHeight: r.image_key ? (r.image_height ?? image.imageHeight) : null,
    embeddedLink: r.embedded_link,
    embedVideoUrl: r.embed_video_url,
    postVideoLink: r.post_video_link,
    tag: withTag ? r.tag : null,
    pubDate: r.pub_date === null ? null : new Date(r.pub_date).toISOString(),
    realAuthorName: r.author_name,
    realAuthorUrl: r.author_url,
    isPremiumPost: r.is_premium,
  };
}

/** One page of the list, plus whether another page follows. */
export async function listPosts(db: Queryable, page: number, perPage: number) {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM ${FROM} WHERE p.status = 'published' ORDER BY ${NEWEST_FIRST} LIMIT $1 OFFSET $2`,
    [perPage + 1, (page - 1) * perPage],
  );
  return { rows: rows.slice(0, perPage), isNextPage: rows.length > perPage };
}

/** 'Popular': the most liked plus viewed posts, the same on every page. */
export async function popularPosts(db: Queryable, limit = 5) {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM ${FROM} WHERE p.status = 'published'
      ORDER BY (p.like_count + p.view_count) DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Every published post's address and date, newest first: the sitemap's (server/seo). */
export async function publishedPostDates(db: Queryable) {
  const { rows } = await db.query<Pick<SummaryRow, 'id' | 'slug' | 'pub_date'>>(
    `SELECT p.id, p.slug, p.pub_date FROM posts p WHERE p.status = 'published' ORDER BY ${NEWEST_FIRST}`,
  );
  return rows;
}

export interface FeedRow extends SummaryRow {
  /** The date, or for an undated post when it was added: a feed entry must say when it last changed. */
  updated: Date | string;
}

/** The newest published posts as the list shows them, never a body: the feed's (server/seo). */
export async function feedPosts(db: Queryable, limit: number) {
  const { rows } = await db.query<FeedRow>(
    `SELECT ${SUMMARY}, coalesce(p.pub_date, p.created_at) AS updated FROM ${FROM}
      WHERE p.status = 'published' ORDER BY ${NEWEST_FIRST} LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function findPost(db: Queryable, id: number): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(
    `SELECT ${SUMMARY}, p.body, p.teaser, p.like_count,
            (SELECT count(*)::int FROM post_comments c WHERE c.post_id = p.id) AS comment_count,
            adv.slug AS adviser_slug, adv.name AS adviser_name, adv.adviser_type, adv.sebi_registration
       FROM ${FROM} LEFT JOIN advisers adv ON adv.id = p.adviser_id
      WHERE p.id = $1 AND p.status = 'published'`,
    [id],
  );
  return rows[0];
}

export async function isPublished(db: Queryable, id: number) {
  const { rows } = await db.query("SELECT 1 FROM posts WHERE id = $1 AND status = 'published'", [id]);
  return rows.length > 0;
}

/** Likes once per user (repeating is harmless); the new count, or undefined for an unknown post. */
export async function likePost(db: Queryable, postId: number, userId: number) {
  const { rows } = await db.query<{ like_count: number }>(
    `WITH p AS (SELECT id FROM posts WHERE id = $1 AND status = 'published'),
          added AS (INSERT INTO post_likes (post_id, user_id) SELECT id, $2 FROM p
                    ON CONFLICT (post_id, user_id) DO NOTHING RETURNING post_id)
     UPDATE posts SET like_count = like_count + (SELECT count(*) FROM added)
      WHERE id IN (SELECT id FROM p) RETURNING like_count`,
    [postId, userId],
  );
  return rows[0]?.like_count;
}

/** Removes the user's like if there is one; the new count, or undefined for an unknown post. */
export async function unlikePost(db: Queryable, postId: number, userId: number) {
  const { rows } = await db.query<{ like_count: number }>(
    `WITH p AS (SELECT id FROM posts WHERE id = $1 AND status = 'published'),
          removed AS (DELETE FROM post_likes WHERE post_id IN (SELECT id FROM p) AND user_id = $2 RETURNING post_id)
     UPDATE posts SET like_count = greatest(0, like_count - (SELECT count(*) FROM removed))
      WHERE id IN (SELECT id FROM p) RETURNING like_count`,
    [postId, userId],
  );
  return rows[0]?.like_count;
}

/** For each published post among `ids`: whether this user liked it, and its count. */
export async function likeStatus(db: Queryable, ids: number[], userId: number | null) {
  const { rows } = await db.query<{ id: number; like_count: number; liked: boolean }>(
    `SELECT p.id, p.like_count,
            EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $2) AS liked
       FROM posts p WHERE p.id = ANY($1::int[]) AND p.status = 'published' ORDER BY p.id`,
    [ids, userId],
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), { liked: r.liked, likeCount: r.like_count }]));
}

export interface Comment {
  commentId: number;
  commentText: string;
  authorName: string;
  createdAt: string;
}

interface CommentRow {
  id: number;
  comment_text: string;
  author_name: string;
  created_at: Date | string;
  total: number;
}

const toComment = (r: CommentRow): Comment => ({
  commentId: r.id,
  commentText: r.comment_text,
  authorName: r.author_name,
  createdAt: new Date(r.created_at).toISOString(),
});

/** A page of a post's comments, newest first. */
export async function listComments(db: Queryable, postId: number, page: number, perPage: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<CommentRow>(
      `SELECT c.id, c.comment_text, u.name AS author_name, c.created_at
         FROM post_comments c JOIN users u ON u.id = c.user_id
        WHERE c.post_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [postId, perPage, (page - 1) * perPage],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM post_comments WHERE post_id = $1', [postId]),
  ]);
  const total = count.rows[0]!.total;
  return { comments: rows.map(toComment), total, isNextPage: page * perPage < total };
}

export async function addComment(db: Queryable, postId: number, userId: number, text: string) {
  const { rows } = await db.query<CommentRow>(
    `WITH added AS (INSERT INTO post_comments (post_id, user_id, comment_text) VALUES ($1, $2, $3)
                    RETURNING id, user_id, comment_text, created_at)
     SELECT a.id, a.comment_text, u.name AS author_name, a.created_at FROM added a JOIN users u ON u.id = a.user_id`,
    [postId, userId, text],
  );
  return toComment(rows[0]!);
}
