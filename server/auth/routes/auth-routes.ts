import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { loginBody } from '#contract/auth/types';
import { AUTH } from '#contract/auth/messages';
import { KEY_HEADER } from '#contract/http/headers';
import type { AppEnv } from '../../app-env';
import { fail, ok } from '../../http/envelope';
import { googleRoutes } from '../google';
import { requireUser } from '../guards';
import { otpRoutes } from '../otp-routes';
import { verifyPassword } from '../passwords';
import { registrationRoutes } from '../registration-routes';
import { authAnswers, authBody, signedIn } from '../route-helpers';
import { revokeSession, sessionIdFromToken, type SessionKind } from '../session';
import { clearSessionCookie } from '../session-cookie';
import { requireSignInMethod } from '../sign-in-methods';
import { startSignIn, tooManySignIns } from '../sign-in-throttle';
import { findUserByEmail, findUserById, toUserInfo } from '../users';
import { impersonationInfo } from '../../impersonation/audit-store';
import { endClientViewsOnLogout } from '../../impersonation/impersonation-session';

/**
 * { email, password } → { user } and a session of the given kind, on brands with their own accounts.
 * Attempts are throttled per email and client address (server/auth/sign-in-throttle.ts).
 */
const login = (kind: SessionKind) =>
  [
    authBody(loginBody),
    async (c: Context<AppEnv, string, { out: { json: { email: string; password: string } } }>) => {
      const { email, password } = c.req.valid('json');
      const attempt = await startSignIn(c, `email:${email}`);
      if (attempt.throttled) return tooManySignIns(c, attempt.throttled.retryAfterSeconds);
      const user = await findUserByEmail(c.var.db, email);
      // verifyPassword takes as long for a missing user or password as for a wrong one.
      if (!(await verifyPassword(password, user?.password_hash)) || !user) {
        return fail(c, 400, AUTH.invalidCredentials);
      }
      await attempt.succeeded();
      return signedIn(c, user, kind);
    },
  ] as const;

/** Ends the caller's session (even an expired one) and clears the cookie; always succeeds. */
async function logout(c: Context<AppEnv>) {
  const sessionId = await sessionIdFromToken(c.req.header(KEY_HEADER), c.var.jwtSecret, c.var.brand.id);
  if (sessionId) await revokeSession(c.var.db, sessionId);
  // In or under a client's view, signing out ends the view and the staff member's own session.
  if (sessionId) await endClientViewsOnLogout(c.var.db, sessionId);
  clearSessionCookie(c);
  return ok(c, {});
}

/** Auth routes of the API contract (docs/api.md, "Auth"). */
export function authRoutes() {
  const r = new Hono<AppEnv>();
  const { auth } = API;
  for (const path of [auth.login, auth.logout, auth.userinfo, 'site-client/*']) {
    r.use(at(path), authAnswers);
  }
  r.use(at(auth.login), requireSignInMethod('password'));
  r.use(at(auth.siteClientLogin), requireSignInMethod('password'));

  r.post(at(auth.login), ...login('user'));
  r.post(at(auth.logout), logout);
  r.route('/', registrationRoutes());
  r.get(at(auth.userinfo), requireUser, async (c) => {
    const user = await findUserById(c.var.db, c.var.user.id);
    if (!user) return fail(c, 401, AUTH.loginRequired);
    // A client's view says whose it is, by whom, until when (docs/login-as-client.md).
    const impersonation = c.var.user.actingUserId ? await impersonationInfo(c.var.db, c.var.user.sessionId) : null;
    return ok(c, impersonation ? { user: toUserInfo(user), impersonation } : { user: toUserInfo(user) });
  });

  // Client-site users sign in with the same accounts; their sessions are of kind 'site-client'.
  r.post(at(auth.siteClientLogin), ...login('site-client'));
  r.post(at(auth.siteClientLogout), logout);

  r.route('/', otpRoutes());
  r.route('/', googleRoutes());
  return r;
}
