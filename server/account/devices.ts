import { createHmac } from 'node:crypto';
import type { Device } from '#contract/account/settings';
import type { Queryable } from '../db/database';
import { deviceLabel } from './device-label';

/**
 * The user's live sessions on this brand as devices (docs/account-settings.md). A device is named by
 * an HMAC of its session id under the server secret: the list never shows a session id, and an id
 * from the list cannot be turned back into one.
 */
export const deviceId = (secret: string, sessionId: string) =>
  createHmac('sha256', secret).update(`device:${sessionId}`).digest('base64url').slice(0, 32);

interface SessionRow {
  id: string;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date | null;
}

async function liveSessions(db: Queryable, userId: number, brand: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, user_agent, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND brand = $2 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY coalesce(last_seen_at, created_at) DESC, created_at DESC`,
    [userId, brand],
  );
  return rows;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** This device first, then the others, most recently used first. */
export async function listDevices(
  db: Queryable,
  secret: string,
  who: { userId: number; brand: string; sessionId: string },
): Promise<Device[]> {
  const rows = await liveSessions(db, who.userId, who.brand);
  const devices = rows.map((r): Device => ({
    device: deviceId(secret, r.id),
    label: deviceLabel(r.user_agent),
    signed_in_at: iso(r.created_at)!,
    last_seen_at: iso(r.last_seen_at),
    current: r.id === who.sessionId,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/** Signs out the user's live session named `device`: its session id, or undefined when there is none. */
export async function signOutDevice(
  db: Queryable,
  secret: string,
  who: { userId: number; brand: string },
  device: string,
): Promise<string | undefined> {
  const rows = await liveSessions(db, who.userId, who.brand);
  const match = rows.find((r) => deviceId(secret, r.id) === device);
  if (!match) return undefined;
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    match.id,
    who.userId,
  ]);
  return match.id;
}

/** Ends every other session of the user (after a password change), keeping `keep`. */
export async function revokeOtherSessions(db: Queryable, userId: number, keep: string) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    userId,
    keep,
  ]);
}
