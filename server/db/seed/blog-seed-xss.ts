import type { Database } from '../database';
import { authors } from './blog-seed-data';
import { XSS_PAYLOADS } from './xss-payloads';

/**
 * A test fixture, never part of the default seed: a published, free post carrying every hostile
 * HTML payload, and comments carrying them as text. Server tests seed it in their setup; the e2e
 * suite through the test hook POST /{segment}/api/__test__/security-test-post/ (ENABLE_TEST_HOOKS).
 */
export const SECURITY_TEST_TITLE = 'Security test: hostile HTML';
export const SECURITY_TEST_SLUG = 'security-test-hostile-html';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Payloads that leave a tag open are already last in XSS_PAYLOADS, so they swallow nothing of ours. */
export function securityTestArticle(): { shortText: string; body: string } {
  const all = XSS_PAYLOADS.map((p) => p.html).join('\n');
  const sections = XSS_PAYLOADS.map((p) => `<h3>${esc(p.name)}</h3>\n${p.html}`).join('\n');
  return {
    shortText: `<p>Every known hostile fragment in one post. Nothing below should run.</p>\n${all}`,
    body: `<p>This post exists to prove that the reader never runs script from post HTML.</p>\n<h2>Payloads</h2>\n${sections}`,
  };
}

/** The comment limit on the server. */
const MAX_COMMENT = 2000;

/** Every payload as comment text (plain text, never HTML), packed into as few comments as fit the limit. */
export function securityTestComments(): string[] {
  const comments: string[] = [];
  let current = '';
  for (const { html } of XSS_PAYLOADS) {
    const next = current ? `${current}\n${html}` : html;
    if (next.length > MAX_COMMENT && current) {
      comments.push(current);
      current = html;
    } else current = next;
  }
  if (current) comments.push(current);
  return comments;
}

export interface SecurityTestPost {
  postId: number;
  /** Its place in the published list, newest first (0-based). */
  position: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds the security-test post (once; later calls find it): dated three days before the oldest
 * dated post, so it sorts after every dated post and before the undated guides, and the seeded
 * posts keep their ids and places. Its comments are written by the first users, when there are any.
 */
export async function seedSecurityTestPost(db: Database): Promise<SecurityTestPost> {
  const postId = await db.transaction(async (tx) => {
    const { rows: oldest } = await tx.query<{ at: Date | string | null }>(
      "SELECT min(pub_date) AS at FROM posts WHERE status = 'published'",
    );
    const pubDate = new Date(new Date(oldest[0]?.at ?? Date.UTC(2026, 0, 5)).getTime() - 3 * DAY);
    const { rows: editor } = await tx.query<{ id: number }>('SELECT id FROM authors WHERE name = $1 ORDER BY id', [
      authors.at(-1)!.name,
    ]);
    await tx.query('INSERT INTO post_images (key) VALUES ($1) ON CONFLICT DO NOTHING', [SECURITY_TEST_SLUG]);
    const { shortText, body } = securityTestArticle();
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO posts (slug, title, short_text, body, image_key, image_width, image_height, pub_date, author_id,
         is_premium, view_count, status)
       VALUES ($1, $2, $3, $4, $1, 1200, 675, $5, $6, false, 12, 'published')
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [SECURITY_TEST_SLUG, SECURITY_TEST_TITLE, shortText, body, pubDate, editor[0]!.id],
    );
    const created = inserted.rows[0]?.id;
    if (created === undefined) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM posts WHERE slug = $1', [SECURITY_TEST_SLUG]);
      return rows[0]!.id;
    }
    const users = (await tx.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 5')).rows;
    for (const [i, text] of (users.length ? securityTestComments() : []).entries()) {
      await tx.query('INSERT INTO post_comments (post_id, user_id, comment_text, created_at) VALUES ($1, $2, $3, $4)', [
        created,
        users[i % users.length]!.id,
        text,
        new Date(pubDate.getTime() + (1 + i) * 60 * 60 * 1000),
      ]);
    }
    return created;
  });
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM posts p, posts me
      WHERE me.id = $1 AND p.status = 'published'
        AND (p.pub_date > me.pub_date OR (p.pub_date = me.pub_date AND p.id > me.id))`,
    [postId],
  );
  return { postId, position: rows[0]!.n };
}
