import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fail, ok } from '../api/envelope';
import { FieldReader } from './fields';
import { AUTH } from './messages';
import { checkOtp, issueOtp, OTP_TTL_SECONDS, type CheckResult, type IssueResult } from './otp';
import { hashPassword } from './passwords';
import { authAnswers, invalidFields, objectBody, signedIn } from './route-helpers';
import { findUserByEmail, findUserByMobile, revokeAllSessions, setPasswordHash } from './users';

function rateLimited(c: Context<AppEnv>, result: Extract<IssueResult, { ok: false }>) {
  c.header('Retry-After', String(result.retryAfterSeconds));
  return fail(c, 429, AUTH.otpRateLimited(Math.ceil(result.retryAfterSeconds / 60)));
}

function otpRefused(c: Context<AppEnv>, result: Extract<CheckResult, { ok: false }>) {
  if (result.reason === 'locked') return fail(c, 429, AUTH.otpLocked, { otp: AUTH.otpLocked });
  const message = result.reason === 'wrong' ? AUTH.otpWrong(result.attemptsLeft) : AUTH.otpExpired;
  return fail(c, 400, message, { otp: message });
}

/** OTP sign-in (generate-otp, verify-otp) and the two-step password reset. */
export function otpRoutes() {
  const r = new Hono<AppEnv>();
  for (const path of ['/generate-otp/', '/verify-otp/', '/auth/passwordreset/']) r.use(path, authAnswers);

  r.post('/generate-otp/', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const f = new FieldReader(body);
    const target = f.target();
    if (!target) return invalidFields(c, f.errors);
    // Sent whether or not an account uses the target: the answer never says which exist.
    const issued = await issueOtp(c.var.db, c.var.jwtSecret, target, 'login');
    if (!issued.ok) return rateLimited(c, issued);
    return ok(c, { sent: true, expiresInSeconds: OTP_TTL_SECONDS });
  });

  r.post('/verify-otp/', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const f = new FieldReader(body);
    const target = f.target();
    const code = f.otp();
    if (!target || !code) return invalidFields(c, f.errors);
    const checked = await checkOtp(c.var.db, c.var.jwtSecret, target.value, 'login', code);
    if (!checked.ok) return otpRefused(c, checked);
    const user =
      target.kind === 'email'
        ? await findUserByEmail(c.var.db, target.value)
        : await findUserByMobile(c.var.db, target.value);
    if (!user) return fail(c, 400, AUTH.otpNoAccount, { target: AUTH.otpNoAccount });
    return signedIn(c, user);
  });

  /** Step 1 { email } sends a code; step 2 { email, otp, password, confirmPassword } sets the password. */
  r.post('/auth/passwordreset/', async (c) => {
    const body = await objectBody(c);
    if (body instanceof Response) return body;
    const f = new FieldReader(body);
    const email = f.email();
    const isReset = ['otp', 'password', 'confirmPassword'].some((k) => k in body);
    if (!isReset) {
      if (!email) return invalidFields(c, f.errors);
      const user = await findUserByEmail(c.var.db, email);
      const issued = await issueOtp(c.var.db, c.var.jwtSecret, { kind: 'email', value: email }, 'password-reset', {
        send: !!user,
      });
      if (!issued.ok) return rateLimited(c, issued);
      return ok(c, { sent: true });
    }
    const code = f.otp();
    const password = f.password('password');
    f.confirmation();
    if (!f.ok || !email || !code || !password) return invalidFields(c, f.errors);
    const checked = await checkOtp(c.var.db, c.var.jwtSecret, email, 'password-reset', code);
    if (!checked.ok) return otpRefused(c, checked);
    const user = await findUserByEmail(c.var.db, email);
    if (!user) return fail(c, 400, AUTH.otpExpired, { otp: AUTH.otpExpired });
    const hash = await hashPassword(password);
    await c.var.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await revokeAllSessions(tx, user.id);
    });
    return ok(c, { reset: true });
  });

  return r;
}
