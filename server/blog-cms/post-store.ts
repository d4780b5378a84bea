import type { Queryable } from '../db/database';
import type { PostFields } from './post-fields';

/** The tag chip's id by name, created when new (tags are shared by every post). */
async function tagId(db: Queryable, name: string | null): Promise<number | null> {
  if (!name) return null;
  await db.query('INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tags WHERE name = $1', [name]);
  return rows[0]!.id;
}

/** Writes `f` into the post's own columns (what readers get once it is published). */
export async function writeColumns(db: Queryable, postId: number, f: PostFields): Promise<void> {
  await db.query(
    `UPDATE posts SET title = $2, short_text = $3, body = $4, teaser = $5, tag_id = $6, is_premium = $7,
       author_id = $8, image_key = $9, image_width = $10, image_height = $11, embedded_link = $12,
       embed_video_url = $13, post_video_link = $14
     WHERE id = $1`,
    [
      postId,
      f.title,
      f.short_text,
      f.body,
      f.teaser,
      await tagId(db, f.tag),
      f.is_premium,
      f.author_id,
      f.image_key,
      f.image_width,
      f.image_height,
      f.embedded_link,
      f.embed_video_url,
      f.post_video_link,
    ],
  );
}

/** Whether the post is the adviser's own. */
export async function isAdvisersPost(db: Queryable, adviserId: number, postId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM posts WHERE id = $1 AND adviser_id = $2', [postId, adviserId]);
  return rows.length > 0;
}

/** A new author of the adviser's posts. */
export async function addAuthor(db: Queryable, adviserId: number, author: { name: string; url: string | null }) {
  await db.query('INSERT INTO authors (name, url, adviser_id) VALUES ($1, $2, $3)', [
    author.name,
    author.url,
    adviserId,
  ]);
}
