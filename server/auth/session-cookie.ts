import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { JWT_COOKIE } from '#contract/http';
import type { AppEnv } from '../app-env';
import type { Queryable } from '../db/database';
import { createSession, JWT_TTL_SECONDS, type SessionKind } from './session';

export const isHttps = (c: Context) => c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:');

/** Starts a session and sets the jwt cookie (readable by the page, SameSite=Lax, one hour). */
export async function startSession(c: Context<AppEnv>, userId: number, kind: SessionKind = 'user', db?: Queryable) {
  const { token } = await createSession(db ?? c.var.db, c.var.jwtSecret, userId, kind);
  setCookie(c, JWT_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    secure: isHttps(c),
    maxAge: JWT_TTL_SECONDS,
  });
  return token;
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, JWT_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps(c) });
}
