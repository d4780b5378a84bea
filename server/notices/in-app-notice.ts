import type { Queryable } from '../db/database';

export interface InAppNoticeDraft {
  userId: number;
  kind: 'rebalance';
  title: string;
  body: string;
  /** The app path the notice opens. */
  url: string;
  /** One notice per key and user, however often it is told (a retry, a replayed publish). */
  dedupeKey: string;
}

/**
 * Leaves a notice for a user the push did not reach (docs/api.md, "In-app notices"; read by
 * server/notices/routes/notices-routes.ts). Idempotent per user and dedupe key: answers whether
 * this call left it (false when it was there already).
 */
export async function addInAppNotice(db: Queryable, notice: InAppNoticeDraft): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO in_app_notices (user_id, kind, title, body, url, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
    [notice.userId, notice.kind, notice.title, notice.body, notice.url, notice.dedupeKey],
  );
  return rows.length > 0;
}
