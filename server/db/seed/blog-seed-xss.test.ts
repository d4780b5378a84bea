import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../test-server-per-file';

import { seedSecurityTestPost, SECURITY_TEST_SLUG, securityTestComments } from './blog-seed-xss';
import { XSS_CANARY } from './xss-payloads';

const file = testServerPerFile({}, undefined, { timeout: 60_000 });

const count = async (sql: string, params: unknown[] = []) =>
  (await file.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

describe('the default seed (what `npm start` serves)', () => {
  it('holds no test fixture: no security-test post, no payload in any post or comment', async () => {
    expect(await count('posts WHERE slug = $1', [SECURITY_TEST_SLUG])).toBe(0);
    const like = `%${XSS_CANARY}%`;
    expect(await count('posts WHERE short_text LIKE $1 OR body LIKE $1 OR teaser LIKE $1', [like])).toBe(0);
    expect(await count('post_comments WHERE comment_text LIKE $1 OR comment_text LIKE $2', [like, '%<script%'])).toBe(
      0,
    );
  });
});

describe('seedSecurityTestPost', () => {
  it('adds the post after every dated post, keeps the seeded ids, and is seeded once', async () => {
    const before = (await file.t.db.query<{ id: number }>('SELECT max(id) AS id FROM posts')).rows[0]!.id;
    const first = await seedSecurityTestPost(file.t.db);
    expect(first.postId).toBe(before + 1);
    const again = await seedSecurityTestPost(file.t.db);
    expect(again).toEqual(first);
    expect(await count('posts WHERE slug = $1', [SECURITY_TEST_SLUG])).toBe(1);
    const dated = await count("posts WHERE status = 'published' AND pub_date IS NOT NULL");
    expect(first.position).toBe(dated - 1);
  });

  it('writes every payload into its comments once', async () => {
    const { postId } = await seedSecurityTestPost(file.t.db);
    expect(await count('post_comments WHERE post_id = $1', [postId])).toBe(securityTestComments().length);
  });
});
