import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { readSession } from '../auth/session';
import { clientKey } from '../security/client-address';

/**
 * Views of a post (docs/security.md, "Views"): one per reader, post and day, stored in post_views.
 * A reader is the signed-in user, else a visitor: an HMAC of the client address and User-Agent
 * under the day's random salt (view_salts), which is deleted after a day, so a visitor cannot be
 * followed from one day to the next. User-Agent strings are the caller's to choose, so one address
 * counts at most VISITORS_PER_ADDRESS visitors per post and day.
 *
 * Counted on GET only (never HEAD), and only for a script's request: an <img>, <iframe> or page
 * load from another site announces itself with Sec-Fetch-Dest and counts nothing.
 */
export const VISITORS_PER_ADDRESS = 10;

const hmac = (salt: string, value: string) => createHmac('sha256', salt).update(value).digest('base64url');

/** Days whose old salts and views this process has already deleted. */
const cleaned = new WeakMap<Database, string>();

/**
 * The day's salt, asked of the database at most once a minute and never reused past the database's
 * midnight, so a burst of readers costs no query for it.
 */
export const SALT_REUSE_MS = 60_000;
const salts = new WeakMap<Database, { day: string; salt: string; until: number }>();

async function todaysSalt(db: Database): Promise<{ day: string; salt: string }> {
  const known = salts.get(db);
  if (known && Date.now() < known.until) return known;
  const { rows } = await db.query<{ day: string; salt: string; left: number | string }>(
    `INSERT INTO view_salts AS s (day, salt) VALUES (current_date, $1)
     ON CONFLICT (day) DO UPDATE SET salt = s.salt
     RETURNING day::text AS day, salt, extract(epoch FROM (day + 1)::timestamptz - now())::float8 AS left`,
    [randomBytes(32).toString('base64url')],
  );
  const today = rows[0]!;
  if (cleaned.get(db) !== today.day) {
    await db.query("DELETE FROM view_salts WHERE day < current_date - interval '1 day'");
    await db.query("DELETE FROM post_views WHERE day < current_date - interval '1 day'");
    cleaned.set(db, today.day);
  }
  const until = Date.now() + Math.min(SALT_REUSE_MS, Math.max(0, Number(today.left) * 1000));
  salts.set(db, { day: today.day, salt: today.salt, until });
  return today;
}

/**
 * Views this process has written, or found already written, today: reading again skips the
 * database, whose unique key (post, day, reader) and per-address limit already make it a no-op.
 */
const SEEN_MAX = 20_000;
const seen = new WeakMap<Database, Set<string>>();

function seenBefore(db: Database, key: string): boolean {
  let set = seen.get(db);
  if (!set) seen.set(db, (set = new Set()));
  if (set.has(key)) return true;
  if (set.size >= SEEN_MAX) set.delete(set.values().next().value!);
  return false;
}

/** True for a request that may count: a GET made by script (fetch), not an embed or navigation. */
export function countsAsView(c: Context): boolean {
  if (c.req.method !== 'GET') return false;
  const dest = c.req.header('sec-fetch-dest');
  return dest === undefined || dest === 'empty';
}

/** Counts a view of a published post by this caller, once a day. */
export async function countView(c: Context, postId: number): Promise<void> {
  if (!countsAsView(c)) return;
  const db = c.var.db;
  const session = await readSession(c);
  const { day, salt } = await todaysSalt(db);
  const address = clientKey(c);
  const visitor = session.kind !== 'user';
  const reader = visitor
    ? `v:${hmac(salt, `${address}\n${c.req.header('user-agent') ?? ''}`)}`
    : `u:${session.user.id}`;
  const addressHash = visitor ? hmac(salt, address) : null;
  const key = `${day} ${postId} ${reader}`;
  if (seenBefore(db, key)) return;
  await db.query(
    `WITH added AS (
       INSERT INTO post_views (post_id, day, reader, address)
       SELECT id, $2::date, $3, $4 FROM posts
        WHERE id = $1 AND status = 'published'
          AND ($4::text IS NULL
               OR (SELECT count(*) FROM post_views WHERE post_id = $1 AND day = $2::date AND address = $4) < $5)
       ON CONFLICT (post_id, day, reader) DO NOTHING RETURNING post_id)
     UPDATE posts SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM added)`,
    [postId, day, reader, addressHash, VISITORS_PER_ADDRESS],
  );
  seen.get(db)!.add(key);
}
