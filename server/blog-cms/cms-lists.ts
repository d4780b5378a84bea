import type { CmsAuthor, CmsPostRow, CmsPostStatus, CmsPostsBody } from '#contract/blog-cms/types';
import type { Queryable } from '../db/database';

export const CMS_PAGE_SIZE = 10;

/** The adviser's own authors, oldest first. */
export async function listAuthors(db: Queryable, adviserId: number): Promise<CmsAuthor[]> {
  const { rows } = await db.query<CmsAuthor>('SELECT id, name, url FROM authors WHERE adviser_id = $1 ORDER BY id', [
    adviserId,
  ]);
  return rows;
}

interface Row {
  id: number;
  title: string;
  working_title: string | null;
  status: CmsPostStatus;
  pub_date: Date | string | null;
  updated_at: Date | string;
  is_premium: boolean;
}

/** The adviser's posts, newest change first, 10 a page; the title as the editor last saved it. */
export async function listPosts(
  db: Queryable,
  adviserId: number,
  status: CmsPostStatus | null,
  page: number,
): Promise<CmsPostsBody> {
  const { rows } = await db.query<Row>(
    `SELECT id, title, working->>'title' AS working_title, status, pub_date, updated_at, is_premium FROM posts
      WHERE adviser_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY updated_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [adviserId, status, CMS_PAGE_SIZE + 1, (page - 1) * CMS_PAGE_SIZE],
  );
  const posts: CmsPostRow[] = rows.slice(0, CMS_PAGE_SIZE).map((r) => ({
    postId: r.id,
    title: r.working_title ?? r.title,
    status: r.status,
    pubDate: r.status === 'draft' || r.pub_date === null ? null : new Date(r.pub_date).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    isPremiumPost: r.is_premium,
  }));
  return { posts, isNextPage: rows.length > CMS_PAGE_SIZE, thisPageNumber: page };
}
