import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable } from '../db/database';
import { clientKey } from './client-address';

/**
 * Fixed-window counters in the database (table throttle_counters), so every server process sees
 * the same counts. A window opens at a key's first event and lasts `windowSeconds`; at most `max`
 * events fit in it. Keys are stored as HMACs under the server secret: the table holds no email
 * address or IP address in the clear.
 */
export interface Limit {
  /** Names the counter, e.g. 'sign-in:account'. */
  scope: string;
  max: number;
  windowSeconds: number;
}

export interface Count {
  limit: Limit;
  /** What is counted: an email, a client address, or both joined. */
  key: string;
}

export type ThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const hashKey = (secret: string, { limit, key }: Count) =>
  createHmac('sha256', secret).update(`throttle:${limit.scope}:${key}`).digest('base64url');

/** The caller's network (server/security/client-address.ts) as an HMAC: what OTP rows store. */
export const hashedClient = (c: Context) =>
  createHmac('sha256', c.var.jwtSecret)
    .update(`client:${clientKey(c)}`)
    .digest('base64url')
    .slice(0, 32);

class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('over the limit');
  }
}

/** Adds one to the counter; answers the count now in the window and the seconds the window has left. */
async function increment(tx: Queryable, secret: string, count: Count) {
  const { rows } = await tx.query<{ count: number; wait: number }>(
    `INSERT INTO throttle_counters AS t (scope, key, count, expires_at)
     VALUES ($1, $2, 1, now() + $3 * interval '1 second')
     ON CONFLICT (scope, key) DO UPDATE SET
       count = CASE WHEN t.expires_at <= now() THEN 1 ELSE t.count + 1 END,
       expires_at = CASE WHEN t.expires_at <= now() THEN now() + $3 * interval '1 second' ELSE t.expires_at END
     RETURNING count, ceil(extract(epoch FROM expires_at - now()))::int AS wait`,
    [count.limit.scope, hashKey(secret, count), count.limit.windowSeconds],
  );
  return rows[0]!;
}

/** Deletes up to 100 expired counters, skipping any another request holds (never waits, never deadlocks). */
async function sweep(db: Queryable) {
  await db.query(
    `DELETE FROM throttle_counters WHERE (scope, key) IN (
       SELECT scope, key FROM throttle_counters WHERE expires_at < now() LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
}

/**
 * Counts one event against every limit, all or none: when any counter would pass its `max`, nothing
 * is counted and the answer says how long until the fullest window ends. Row locks make this exact
 * under concurrent requests from any number of processes; counters are always locked in the same
 * (sorted) order, so two requests never wait on each other in a circle.
 */
export async function take(db: Database, secret: string, counts: readonly Count[]): Promise<ThrottleResult> {
  const ordered = counts
    .map((count) => ({ count, order: `${count.limit.scope}\n${hashKey(secret, count)}` }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map((x) => x.count);
  try {
    await db.transaction(async (tx) => {
      let wait = 0;
      for (const count of ordered) {
        const now = await increment(tx, secret, count);
        if (now.count > count.limit.max) wait = Math.max(wait, now.wait);
      }
      if (wait > 0) throw new OverLimit(wait);
    });
    await sweep(db);
    return { ok: true };
  } catch (err) {
    if (err instanceof OverLimit) return { ok: false, retryAfterSeconds: Math.max(1, err.retryAfterSeconds) };
    throw err;
  }
}

/** Takes back one event taken by `take` (a sign-in that turned out right is not a failure). */
export async function giveBack(db: Queryable, secret: string, counts: readonly Count[]) {
  for (const count of counts) {
    await db.query(
      'UPDATE throttle_counters SET count = count - 1 WHERE scope = $1 AND key = $2 AND count > 0 AND expires_at > now()',
      [count.limit.scope, hashKey(secret, count)],
    );
  }
}

/** Minutes to tell a person, never 0. */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
