import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { sign } from 'hono/jwt';
import { setCookie } from 'hono/cookie';
import { JWT_COOKIE, KEY_HEADER } from '#contract/http/headers';
import { IMPERSONATION_TTL_MINUTES } from '#contract/impersonation/rules';
import type { AppEnv } from '../app-env';
import type { Queryable } from '../db/database';
import { JWT_ALG, verifiedPayload, type SessionKind } from '../auth/session';
import { isHttps } from '../security/client-address';
import { rotateCsrfToken } from '../security/csrf';

/**
 * A client's view is a session of the client's (kind 'user') acted in by the staff member, hanging
 * from the staff member's own session, which stays alive underneath (decision 0199) but answers no
 * call while the view is open: the token it had is suspended, and Exit gives back a new one, `ret`
 * naming the view, which the old one never becomes again (decision 0239). The view's JWT carries
 * `imp`, the impersonation's id, so the guard knows a client's view without a query.
 */

/** Signs a token for an existing session row, and sets it as the jwt cookie with a CSRF token bound to it. */
async function issueToken<E extends AppEnv>(
  c: Context<E>,
  s: { sessionId: string; userId: number; kind: SessionKind; expiresAt: Date; imp?: number; ret?: number },
) {
  const now = Math.floor(Date.now() / 1000);
  const exp = Math.floor(s.expiresAt.getTime() / 1000);
  const payload = { sub: String(s.userId), sid: s.sessionId, knd: s.kind, aud: c.var.brand.id, iat: now, exp };
  const claims = {
    ...payload,
    ...(s.imp === undefined ? {} : { imp: s.imp }),
    ...(s.ret === undefined ? {} : { ret: s.ret }),
  };
  const token = await sign(claims, c.var.jwtSecret, JWT_ALG);
  const maxAge = Math.max(1, exp - now);
  setCookie(c, JWT_COOKIE, token, { path: '/', sameSite: 'Lax', httpOnly: false, secure: isHttps(c), maxAge });
  rotateCsrfToken(c, s.sessionId);
  return token;
}

export interface StartView {
  staffSessionId: string;
  staffUserId: number;
  clientUserId: number;
  reason: string;
}

/**
 * Opens the client's view in one transaction: a session row, its audit row, the cookie. Ends no
 * earlier than the staff session.
 */
export const startClientView = <E extends AppEnv>(
  c: Context<E>,
  v: StartView,
): Promise<{ sessionId: string; expiresAt: Date }> =>
  c.var.db.transaction((tx: Queryable) => startClientViewIn(c, tx, v));

async function startClientViewIn<E extends AppEnv>(c: Context<E>, db: Queryable, v: StartView) {
  const sessionId = randomUUID();
  const { rows } = await db.query<{ expires_at: Date }>(
    `SELECT LEAST(now() + ${IMPERSONATION_TTL_MINUTES} * interval '1 minute', expires_at) AS expires_at
       FROM sessions WHERE id = $1`,
    [v.staffSessionId],
  );
  const expiresAt = new Date(rows[0]!.expires_at);
  await db.query(
    `INSERT INTO sessions (id, user_id, kind, brand, expires_at, user_agent, last_seen_at, acting_user_id, parent_session_id)
     VALUES ($1, $2, 'user', $3, $4, $5, now(), $6, $7)`,
    [
      sessionId,
      v.clientUserId,
      c.var.brand.id,
      expiresAt,
      c.req.header('User-Agent')?.slice(0, 400) ?? null,
      v.staffUserId,
      v.staffSessionId,
    ],
  );
  const imp = await db.query<{ id: number }>(
    `INSERT INTO impersonations (session_id, staff_session_id, staff_user_id, client_user_id, brand_id, reason, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [sessionId, v.staffSessionId, v.staffUserId, v.clientUserId, c.var.brand.id, v.reason, expiresAt],
  );
  await issueToken(c, { sessionId, userId: v.clientUserId, kind: 'user', expiresAt, imp: imp.rows[0]!.id });
  return { sessionId, expiresAt };
}

/** The impersonation id in the caller's token (signed for this brand, expired or not), or undefined. */
export async function impersonationIdOf<E extends AppEnv>(c: Context<E>): Promise<number | undefined> {
  const token = c.req.header(KEY_HEADER);
  if (!token) return undefined;
  const payload = await verifiedPayload(token, c.var.jwtSecret, c.var.brand.id, { allowExpired: true });
  return typeof payload?.imp === 'number' ? payload.imp : undefined;
}

export type ExitResult = { kind: 'restored'; staffUserId: number } | { kind: 'staff-ended' } | { kind: 'none' };

/**
 * Ends the client's view (as 'exit', or 'expired' past its time) and gives the staff member their own
 * session back when it is still alive; else they are signed out. A second Exit (double click) gets
 * the same answer. One transaction.
 */
export const exitClientView = <E extends AppEnv>(c: Context<E>, impersonationId: number): Promise<ExitResult> =>
  c.var.db.transaction((tx: Queryable) => exitClientViewIn(c, tx, impersonationId));

async function exitClientViewIn<E extends AppEnv>(
  c: Context<E>,
  db: Queryable,
  impersonationId: number,
): Promise<ExitResult> {
  await db.query(
    `UPDATE impersonations SET ended_at = LEAST(now(), expires_at),
            end_reason = CASE WHEN expires_at <= now() THEN 'expired' ELSE 'exit' END
      WHERE id = $1 AND ended_at IS NULL`,
    [impersonationId],
  );
  const { rows } = await db.query<{
    session_id: string;
    staff_session_id: string;
    staff_user_id: number;
    staff_kind: SessionKind;
    staff_expires_at: Date;
    staff_alive: boolean;
  }>(
    `SELECT i.session_id, i.staff_session_id, i.staff_user_id, p.kind AS staff_kind, p.expires_at AS staff_expires_at,
            (p.revoked_at IS NULL AND p.expires_at > now() AND i.end_reason <> 'logout') AS staff_alive
       FROM impersonations i JOIN sessions p ON p.id = i.staff_session_id
      WHERE i.id = $1 AND i.brand_id = $2`,
    [impersonationId, c.var.brand.id],
  );
  const row = rows[0];
  if (!row) return { kind: 'none' };
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [row.session_id]);
  if (!row.staff_alive) return { kind: 'staff-ended' };
  await issueToken(c, {
    sessionId: row.staff_session_id,
    userId: row.staff_user_id,
    kind: row.staff_kind,
    expiresAt: new Date(row.staff_expires_at),
    ret: impersonationId,
  });
  return { kind: 'restored', staffUserId: row.staff_user_id };
}

/** Signing out ends the client's view and the staff member's own session together (and a view opened from it). */
export async function endClientViewsOnLogout(db: Queryable, sessionId: string) {
  await db.query(
    `WITH ended AS (
       UPDATE impersonations SET ended_at = LEAST(now(), expires_at),
              end_reason = CASE WHEN expires_at <= now() THEN 'expired' ELSE 'logout' END
        WHERE (session_id = $1 OR staff_session_id = $1) AND ended_at IS NULL
        RETURNING session_id, staff_session_id)
     UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND id IN (SELECT session_id FROM ended UNION SELECT staff_session_id FROM ended)`,
    [sessionId],
  );
}

/** Adds one call made in a client's view to its audit log (method, path, status; never a body). */
export async function recordCall(db: Queryable, impersonationId: number, method: string, path: string, status: number) {
  await db.query(
    `INSERT INTO impersonation_calls (impersonation_id, method, path, status)
     SELECT $1::integer, $2::text, $3::text, $4::integer WHERE EXISTS (SELECT 1 FROM impersonations WHERE id = $1)`,
    [impersonationId, method.slice(0, 10), path.slice(0, 300), status],
  );
}
