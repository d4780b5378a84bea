import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fail, ok } from './envelope';
import { FieldReader, NAME_MAX_LENGTH } from '../auth/fields';
import { googleRoutes } from '../auth/google';
import { AUTH, FIELD } from '../auth/messages';
import { otpRoutes } from '../auth/otp-routes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { authAnswers, invalidFields, objectBody, signedIn } from '../auth/route-helpers';
import { KEY_HEADER, requireUser, revokeSession, sessionIdFromToken, type SessionKind } from '../auth/session';
import { clearSessionCookie } from '../auth/session-cookie';
import { findUserByEmail, findUserById, findUserByMobile, insertUser, toUserInfo } from '../auth/users';

/** { email, password } → { user } and a session of the given kind. */
async function login(c: Context<AppEnv>, kind: SessionKind) {
  const body = await objectBody(c);
  if (body instanceof Response) return body;
  const f = new FieldReader(body);
  const email = f.email();
  const password = f.password('password', false);
  if (!email || password === undefined) return invalidFields(c, f.errors);
  const user = await findUserByEmail(c.var.db, email);
  // verifyPassword takes as long for a missing user or password as for a wrong one.
  if (!(await verifyPassword(password, user?.password_hash)) || !user) return fail(c, 400, AUTH.invalidCredentials);
  return signedIn(c, user, kind);
}

/** Ends the caller's session (even an expired one) and clears the cookie; always succeeds. */
async function logout(c: Context<AppEnv>) {
  const sessionId = await sessionIdFromToken(c.req.header(KEY_HEADER), c.var.jwtSecret);
  if (sessionId) await revokeSession(c.var.db, sessionId);
  clearSessionCookie(c);
  return ok(c, {});
}

async function register(c: Context<AppEnv>) {
  const body = await objectBody(c);
  if (body instanceof Response) return body;
  const f = new FieldReader(body);
  const name = f.text('name', 'name', NAME_MAX_LENGTH, FIELD.nameTooLong(NAME_MAX_LENGTH));
  const email = f.email();
  const mobile = f.mobile();
  const password = f.password();
  f.confirmation();
  if (!f.ok || !name || !email || !mobile || !password) return invalidFields(c, f.errors);
  const db = c.var.db;
  if (await findUserByEmail(db, email)) return fail(c, 409, AUTH.emailTaken, { email: AUTH.emailTaken });
  if (await findUserByMobile(db, mobile)) return fail(c, 409, AUTH.mobileTaken, { mobile: AUTH.mobileTaken });
  const user = await insertUser(db, { name, email, mobile, passwordHash: await hashPassword(password) });
  // Taken between the check and the insert.
  if (!user) return fail(c, 409, AUTH.emailTaken, { email: AUTH.emailTaken });
  return signedIn(c, user);
}

/** Auth routes of the API contract (docs/api.md, "Auth"). */
export function authRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of ['/auth/login/', '/auth/logout/', '/auth/registration/', '/auth/userinfo/', '/site-client/*']) {
    r.use(path, authAnswers);
  }

  r.post('/auth/login/', (c) => login(c, 'user'));
  r.post('/auth/logout/', logout);
  r.post('/auth/registration/', register);
  r.get('/auth/userinfo/', async (c) => {
    const session = await requireUser(c);
    if (session instanceof Response) return session;
    const user = await findUserById(c.var.db, session.id);
    if (!user) return fail(c, 401, AUTH.loginRequired);
    return ok(c, { user: toUserInfo(user) });
  });

  // Client-site users sign in with the same accounts; their sessions are of kind 'site-client'.
  r.post('/site-client/login/', (c) => login(c, 'site-client'));
  r.post('/site-client/logout/', logout);

  r.route('/', otpRoutes());
  r.route('/', googleRoutes());
  return r;
}
