import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH } from '#contract/auth-messages';
import { HEAD_STATUS } from '#contract/envelope';
import type { Role } from '#contract/roles';
import { SESSION_MESSAGES } from '#contract/session-messages';
import type { AppEnv } from '../app-env';
import { fail, withHeadStatus } from '../api/envelope';
import { readSession, type SessionKind, type SessionUser } from './session';

/** The env of a route behind requireUser: `c.var.user` is the signed-in user. */
export type UserEnv = AppEnv & { Variables: { user: SessionUser } };
/** The env of a route behind optionalUser: `c.var.user` is the signed-in user or null. */
export type ReaderEnv = AppEnv & { Variables: { user: SessionUser | null } };

/** head.status '100', or '110' for a broker session: the client asks the user to sign in again. */
export const sessionExpired = (c: Context, kind: SessionKind) =>
  withHeadStatus(
    c,
    kind === 'broker' ? HEAD_STATUS.brokerSessionExpired : HEAD_STATUS.sessionExpired,
    {},
    SESSION_MESSAGES.sessionTimedOut,
  );

/** Puts the signed-in user on the context, or ends the request: '100'/'110' when expired, HTTP 401 when absent. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const session = await readSession(c);
  if (session.kind === 'expired') return sessionExpired(c, session.sessionKind);
  if (session.kind === 'anonymous') return fail(c, 401, AUTH.loginRequired);
  c.set('user', session.user);
  await next();
});

/** Puts the signed-in user, or null, on the context; an expired session reads as a visitor. */
export const optionalUser = createMiddleware<ReaderEnv>(async (c, next) => {
  const session = await readSession(c);
  c.set('user', session.kind === 'user' ? session.user : null);
  await next();
});

/**
 * After requireUser: a user without `role` is answered 404, as if the route did not exist. Never 403,
 * which the client treats as "log this user out".
 */
export const requireRole = (role: Role) =>
  createMiddleware<UserEnv>(async (c, next) => {
    if (!c.var.user.roles.includes(role)) return fail(c, 404, AUTH.notFound);
    await next();
  });
