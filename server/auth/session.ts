import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { sign } from 'hono/jwt';
import { KEY_HEADER } from '#contract/http/headers';
import type { Queryable } from '../db/database';
import type { Role } from '#contract/auth/roles';
import { IS_SUBSCRIBER_SQL } from './users';
import { expired, signedPayload } from './signed-tokens';

export const JWT_ALG = 'HS256' as const;
/** A JWT lives one hour; the session row behind it may be revoked earlier (logout). */
export const JWT_TTL_SECONDS = 60 * 60;

export type SessionKind = 'user' | 'broker' | 'site-client';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  isSubscriber: boolean;
  brokerName: string | null;
  brokerClientCode: string | null;
  /** 'investor' and every role granted in user_roles. */
  roles: Role[];
  sessionId: string;
  sessionKind: SessionKind;
  /** In a client's view (docs/login-as-client.md): the staff member acting in it; otherwise null. */
  actingUserId?: number | null;
}

export type SessionResult =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'anonymous' }
  /** A session existed and has expired: '100', or '110' for a broker session. */
  | { kind: 'expired'; sessionKind: SessionKind };

interface JwtPayload {
  sub: string;
  sid: string;
  knd: SessionKind;
  /** The brand id that issued the token: it is a session there and nowhere else. */
  aud: string;
  exp: number;
  iat: number;
  /**
   * On a staff member's token given back by a client view's Exit: that view's impersonation id. A
   * token of a session that opened a later view (one still open, or one it came back from since) is
   * no longer that session's (decision 0239).
   */
  ret?: number;
  [key: string]: unknown;
}

export interface NewSession {
  userId: number;
  /** The id of the brand signing the user in: the session works on that brand's hosts only. */
  brand: string;
  kind?: SessionKind;
  ttlSeconds?: number;
  /** The browser's User-Agent at sign-in, for the signed-in devices list (docs/account-settings.md). */
  userAgent?: string | null;
}

/** How often a session's last_seen_at is written: at most once in this many minutes. */
export const LAST_SEEN_EVERY_MINUTES = 5;
const USER_AGENT_MAX_LENGTH = 400;

/** Starts a session for a user and returns the signed JWT. */
export async function createSession(
  db: Queryable,
  secret: string,
  { userId, brand, kind = 'user', ttlSeconds = JWT_TTL_SECONDS, userAgent = null }: NewSession,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const sessionId = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((now + ttlSeconds) * 1000);
  await db.query(
    `INSERT INTO sessions (id, user_id, kind, brand, expires_at, user_agent, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())`,
    [sessionId, userId, kind, brand, expiresAt, userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null],
  );
  const payload: JwtPayload = {
    sub: String(userId),
    sid: sessionId,
    knd: kind,
    aud: brand,
    iat: now,
    exp: now + ttlSeconds,
  };
  return { token: await sign(payload, secret, JWT_ALG), sessionId, expiresAt };
}

export async function revokeSession(db: Queryable, sessionId: string) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Records that a session was used now; written at most once per LAST_SEEN_EVERY_MINUTES. */
async function touchSession(db: Queryable, sessionId: string) {
  await db.query(
    `UPDATE sessions SET last_seen_at = now()
      WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at <= now() - ${LAST_SEEN_EVERY_MINUTES} * interval '1 minute')`,
    [sessionId],
  );
}

/**
 * The payload of a token this server signed for `brand`, or undefined; `allowExpired` still checks
 * the signature. A token another brand issued is no token here.
 */
export async function verifiedPayload(
  token: string,
  secret: string,
  brand: string,
  { allowExpired = false } = {},
): Promise<Partial<JwtPayload> | undefined> {
  const payload = (await signedPayload(token, secret)) as Partial<JwtPayload> | undefined;
  if (!payload || payload.aud !== brand) return undefined;
  return allowExpired || !expired(payload) ? payload : undefined;
}

/** The session id inside a token we signed for `brand`, expired or not (logout ends even an expired session). */
export async function sessionIdFromToken(
  token: string | undefined,
  secret: string,
  brand: string,
): Promise<string | undefined> {
  if (!token) return undefined;
  const payload = await verifiedPayload(token, secret, brand, { allowExpired: true });
  return typeof payload?.sid === 'string' ? payload.sid : undefined;
}

/**
 * Who is calling: from the JWT in the KEY header only (a cookie alone never authenticates), and
 * only a session of this host's brand (another brand's token reads as no session).
 */
export async function readSession(c: Context): Promise<SessionResult> {
  const { db, jwtSecret, brand } = c.var;
  const token = c.req.header(KEY_HEADER);
  if (!token) return { kind: 'anonymous' };
  // The signature is checked before anything the token says (server/auth/signed-tokens.ts).
  const payload = (await signedPayload(token, jwtSecret)) as JwtPayload | undefined;
  if (!payload || payload.aud !== brand.id) return { kind: 'anonymous' };
  if (expired(payload)) return { kind: 'expired', sessionKind: payload.knd ?? 'user' };
  const { rows } = await db.query<{
    id: number;
    email: string;
    name: string;
    is_subscriber: boolean;
    broker_name: string | null;
    broker_client_code: string | null;
    expires_at: Date;
    revoked_at: Date | null;
    seen_recently: boolean;
    roles: Role[];
    acting_user_id: number | null;
    parent_ended: boolean;
    superseded: boolean;
  }>(
    `SELECT u.id, u.email, u.name, ${IS_SUBSCRIBER_SQL('u.id')} AS is_subscriber, u.broker_name, u.broker_client_code,
            s.expires_at, s.revoked_at,
            (s.last_seen_at > now() - ${LAST_SEEN_EVERY_MINUTES} * interval '1 minute') IS TRUE AS seen_recently,
            ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
            s.acting_user_id, (p.revoked_at IS NOT NULL OR p.expires_at <= now()) IS TRUE AS parent_ended,
            EXISTS (SELECT 1 FROM sessions v JOIN impersonations i ON i.session_id = v.id
                     WHERE v.parent_session_id = s.id AND i.id > $4) AS superseded
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN sessions p ON p.id = s.parent_session_id
      WHERE s.id = $1 AND u.id = $2 AND s.brand = $3`,
    [payload.sid, Number(payload.sub), brand.id, typeof payload.ret === 'number' ? payload.ret : 0],
  );
  const row = rows[0];
  // A client's view ends with the staff member's own session (signed out, expired). The staff
  // member's token is suspended while a view opened from it is open, and Exit's new token replaces it.
  if (!row || row.revoked_at || row.parent_ended || row.superseded) return { kind: 'anonymous' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: 'expired', sessionKind: payload.knd };
  if (!row.seen_recently) await touchSession(db, payload.sid);
  return {
    kind: 'user',
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      isSubscriber: row.is_subscriber,
      brokerName: row.broker_name,
      brokerClientCode: row.broker_client_code,
      roles: ['investor', ...row.roles],
      sessionId: payload.sid,
      sessionKind: payload.knd,
      actingUserId: row.acting_user_id,
    },
  };
}
