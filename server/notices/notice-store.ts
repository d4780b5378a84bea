import type { InAppNotice } from '#contract/studio/types';
import type { Queryable } from '../db/database';

/** The user's unread notices, newest first, at most `max`. */
export async function unreadNotices(db: Queryable, userId: number, max: number): Promise<InAppNotice[]> {
  const { rows } = await db.query<InAppNotice>(
    `SELECT id, kind, title, body, url, created_at FROM in_app_notices
      WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, max],
  );
  return rows.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() }));
}

/** Marks the user's own notices among `ids` read; anyone else's are left alone. */
export async function markNoticesRead(db: Queryable, userId: number, ids: readonly number[]) {
  await db.query(
    'UPDATE in_app_notices SET read_at = now() WHERE user_id = $1 AND id = ANY($2::int[]) AND read_at IS NULL',
    [userId, ids],
  );
}
