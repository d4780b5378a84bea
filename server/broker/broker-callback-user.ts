import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { JWT_COOKIE } from '#contract/http/headers';
import { verifiedPayload } from '../auth/session';

/**
 * The user whose browser comes back from the broker: a top-level navigation carries the jwt cookie but
 * no KEY header, so the cookie's live session is read here. It authorizes nothing alone: the callback
 * acts only on a one-time state that the same user created through the API (with KEY and CSRF).
 */
export async function callbackUserId(c: Context): Promise<number | undefined> {
  const token = getCookie(c, JWT_COOKIE);
  if (!token) return undefined;
  const payload = await verifiedPayload(token, c.var.jwtSecret, c.var.brand.id);
  if (typeof payload?.sid !== 'string') return undefined;
  const { rows } = await c.var.db.query<{ user_id: number }>(
    `SELECT user_id FROM sessions WHERE id = $1 AND brand = $2 AND revoked_at IS NULL`,
    [payload.sid, c.var.brand.id],
  );
  const userId = rows[0]?.user_id;
  return userId !== undefined && String(userId) === String(payload.sub) ? userId : undefined;
}
