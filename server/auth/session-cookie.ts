import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { JWT_COOKIE } from '#contract/http/headers';
import type { AppEnv } from '../app-env';
import type { Queryable } from '../db/database';
import { isHttps } from '../security/client-address';
import { rotateCsrfToken } from '../security/csrf';
import { createSession, JWT_TTL_SECONDS, type SessionKind } from './session';

/**
 * Starts a session of this host's brand, sets the jwt cookie (readable by the page, SameSite=Lax,
 * one hour) and a new CSRF token bound to the session.
 */
export async function startSession(c: Context<AppEnv>, userId: number, kind: SessionKind = 'user', db?: Queryable) {
  const { token, sessionId } = await createSession(db ?? c.var.db, c.var.jwtSecret, {
    userId,
    brand: c.var.brand.id,
    kind,
    userAgent: c.req.header('User-Agent') ?? null,
  });
  setCookie(c, JWT_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    secure: isHttps(c),
    maxAge: JWT_TTL_SECONDS,
  });
  rotateCsrfToken(c, sessionId);
  return token;
}

/** Clears the jwt cookie and gives the visitor a new CSRF token. */
export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, JWT_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps(c) });
  rotateCsrfToken(c);
}
