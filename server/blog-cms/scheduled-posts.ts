import type { ResponseCache } from '../cache/response-cache';
import type { Queryable } from '../db/database';
import { runEvery } from '../jobs/run-every';
import { POST_LISTS, post } from '../blog/blog-cache';

/** How often this process looks for scheduled posts that are due. */
export const SCHEDULED_POSTS_INTERVAL_MS = 15_000;

/** Drops what readers were shown of these posts from this process's micro-cache. */
export function forgetPosts(cache: ResponseCache, ids: readonly number[]): void {
  if (!ids.length) return;
  cache.invalidate(POST_LISTS);
  for (const id of ids) cache.invalidate(post(id));
}

/**
 * Scheduled posts whose time has come go live (docs/blog-cms.md, "Scheduling"). One UPDATE: run
 * by several processes at once, each post is flipped by exactly one of them, and a second run finds
 * nothing to do. A working copy stays a working copy. Answers the ids it published.
 */
export async function publishDuePosts(db: Queryable, cache: ResponseCache | null, now = new Date()) {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE posts SET status = 'published', updated_at = now()
      WHERE status = 'scheduled' AND pub_date <= $1 RETURNING id`,
    [now],
  );
  const ids = rows.map((r) => r.id);
  if (cache) forgetPosts(cache, ids);
  return ids;
}

export function startScheduledPostsJob({
  db,
  cache,
  intervalMs = SCHEDULED_POSTS_INTERVAL_MS,
}: {
  db: Queryable;
  cache: ResponseCache;
  intervalMs?: number;
}) {
  return runEvery('scheduled posts', intervalMs, async () => {
    await publishDuePosts(db, cache);
  });
}
