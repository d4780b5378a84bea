import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API, apiPath } from '#contract/http/api-paths';
import { AUTH } from '#contract/auth/messages';
import type { Role } from '#contract/auth/roles';
import { SESSION_MESSAGES } from '#contract/auth/session-messages';
import type { AppEnv } from '../app-env';
import { fail } from '../http/envelope';
import { AppError, appErrorAnswer } from '../http/app-error';
import { readSession, type SessionKind, type SessionUser } from './session';

/** The env of a route behind requireUser: `c.var.user` is the signed-in user. */
export type UserEnv = AppEnv & { Variables: { user: SessionUser } };
/** The env of a route behind optionalUser: `c.var.user` is the signed-in user or null. */
export type ReaderEnv = AppEnv & { Variables: { user: SessionUser | null } };

/** head.status '100', or '110' for a broker session: the client asks the user to sign in again. */
export const sessionExpiredError = (kind: SessionKind) =>
  new AppError(kind === 'broker' ? 'broker-session-expired' : 'session-expired', SESSION_MESSAGES.sessionTimedOut);

/** The answer of sessionExpiredError, for a middleware that ends the request. */
export const sessionExpired = (c: Context, kind: SessionKind) => appErrorAnswer(c, sessionExpiredError(kind));

/**
 * The only signed-in calls a 'site-client' session (a partner site's reader, docs/widget.md "Site
 * clients") may make; every other one answers 404 to it. Reads that take an optional user (the blog)
 * see the reader as signed in, so the widget shows what they are entitled to.
 */
export const SITE_CLIENT_CALLS = [API.auth.userinfo, API.siteClient.logout];
const siteClientMay = (c: Context) => SITE_CLIENT_CALLS.some((p) => c.req.path === apiPath(c.var.brand.segment, p));

/** Puts the signed-in user on the context, or ends the request: '100'/'110' when expired, HTTP 401 when absent. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const session = await readSession(c);
  if (session.kind === 'expired') return sessionExpired(c, session.sessionKind);
  if (session.kind === 'anonymous') return fail(c, 401, AUTH.loginRequired);
  if (session.user.sessionKind === 'site-client' && !siteClientMay(c)) return fail(c, 404, AUTH.notFound);
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
