import type { Database, Queryable } from '../database';
import { authors } from './blog-seed-data';
import { buildSeedPosts, type SeedPost } from './blog-seed-posts';

/** Every post's image is this size (16:9); smaller renditions keep the ratio. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;

const sampleComments = [
  'Very clear explanation, thank you. Does this change if I hold the shares through a family member?',
  'I started a SIP in a basket last year and the rebalance notes helped me understand every change.',
  'Could you write a follow-up on how this works for NRIs?',
  'The table made this much easier to follow. Bookmarked.',
  'How does this compare with simply buying an index fund over ten years?',
  'Helpful. I had no idea short-term losses could be set off against long-term gains.',
];

async function insertPost(tx: Queryable, p: SeedPost, authorIds: number[], tagIds: Map<string, number>) {
  for (const key of [p.imageKey, ...p.figureKeys]) {
    if (key) await tx.query('INSERT INTO post_images (key) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO posts (slug, title, short_text, body, teaser, image_key, image_width, image_height, embedded_link,
       embed_video_url, post_video_link, tag_id, pub_date, author_id, is_premium, view_count, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      p.slug,
      p.title,
      p.shortText,
      p.body,
      p.teaser,
      p.imageKey,
      p.imageKey ? IMAGE_WIDTH : null,
      p.imageKey ? IMAGE_HEIGHT : null,
      p.embeddedLink,
      p.videoUrl,
      p.tag ? tagIds.get(p.tag)! : null,
      p.pubDate,
      authorIds[p.authorIndex]!,
      p.isPremium,
      p.viewCount,
      p.status,
    ],
  );
  return rows[0]!.id;
}

/** A few likes and comments by the users that exist at seed time (none when there are no users yet). */
async function seedReactions(tx: Queryable, published: Array<{ id: number; post: SeedPost }>) {
  const users = (await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 5')).rows.map((r) => r.id);
  if (users.length === 0) return;
  const at = (post: SeedPost, hours: number) =>
    new Date((post.pubDate ?? new Date(Date.UTC(2026, 0, 5))).getTime() + hours * 60 * 60 * 1000);
  for (const [u, userId] of users.entries()) {
    for (const [position, { id }] of published.entries()) {
      if ((position + u * 2) % 6 === 0) {
        await tx.query('INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2)', [id, userId]);
      }
    }
  }
  for (const [i, text] of sampleComments.entries()) {
    const { id, post } = published[[0, 0, 1, 2, 5, 8][i]!]!;
    await tx.query('INSERT INTO post_comments (post_id, user_id, comment_text, created_at) VALUES ($1, $2, $3, $4)', [
      id,
      users[i % users.length]!,
      text,
      at(post, 3 + i * 5),
    ]);
  }
  await tx.query(
    'UPDATE posts SET like_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = posts.id) WHERE like_count = 0',
  );
}

/**
 * The blog: authors, tags, about 75 published posts and two drafts (docs/blog-content.md).
 * Posts are inserted oldest first, so a newer post always has a higher id.
 */
export async function seedBlog(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts');
  if (rows[0]!.n > 0) return false;
  const posts = buildSeedPosts();
  await db.transaction(async (tx) => {
    const authorIds: number[] = [];
    for (const a of authors) {
      const r = await tx.query<{ id: number }>('INSERT INTO authors (name, url) VALUES ($1, $2) RETURNING id', [
        a.name,
        a.url,
      ]);
      authorIds.push(r.rows[0]!.id);
    }
    const tagIds = new Map<string, number>();
    for (const tag of new Set(posts.flatMap((p) => (p.tag ? [p.tag] : [])))) {
      const r = await tx.query<{ id: number }>('INSERT INTO tags (name) VALUES ($1) RETURNING id', [tag]);
      tagIds.set(tag, r.rows[0]!.id);
    }
    const published = posts.filter((p) => p.status === 'published');
    const ids = new Map<SeedPost, number>();
    for (const p of [...published].reverse()) ids.set(p, await insertPost(tx, p, authorIds, tagIds));
    for (const p of posts.filter((d) => d.status === 'draft')) await insertPost(tx, p, authorIds, tagIds);
    await seedReactions(
      tx,
      published.map((post) => ({ id: ids.get(post)!, post })),
    );
  });
  return true;
}
