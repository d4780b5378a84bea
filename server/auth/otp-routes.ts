import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/api-paths';
import { generateOtpBody, passwordResetBody, verifyOtpBody } from '#contract/auth';
import { AUTH } from '#contract/auth-messages';
import type { AppEnv } from '../app-env';
import { fail, ok } from '../api/envelope';
import { checkOtp, issueOtp, OTP_TTL_SECONDS, type CheckResult, type IssueResult } from './otp';
import { hashPassword } from './passwords';
import { authAnswers, authBody, signedIn } from './route-helpers';
import { findUserByEmail, findUserByMobile, revokeAllSessions, setPasswordHash } from './users';

function rateLimited(c: Context, result: Extract<IssueResult, { ok: false }>) {
  c.header('Retry-After', String(result.retryAfterSeconds));
  return fail(c, 429, AUTH.otpRateLimited(Math.ceil(result.retryAfterSeconds / 60)));
}

function otpRefused(c: Context, result: Extract<CheckResult, { ok: false }>) {
  if (result.reason === 'locked') return fail(c, 429, AUTH.otpLocked, { otp: AUTH.otpLocked });
  const message = result.reason === 'wrong' ? AUTH.otpWrong(result.attemptsLeft) : AUTH.otpExpired;
  return fail(c, 400, message, { otp: message });
}

/** OTP sign-in (generate-otp, verify-otp) and the two-step password reset. */
export function otpRoutes() {
  const r = new Hono<AppEnv>();
  const { auth } = API;
  for (const path of [auth.generateOtp, auth.verifyOtp, auth.passwordReset]) r.use(at(path), authAnswers);

  r.post(at(auth.generateOtp), authBody(generateOtpBody), async (c) => {
    const { target } = c.req.valid('json');
    // Sent whether or not an account uses the target: the answer never says which exist.
    const issued = await issueOtp(c.var.db, c.var.jwtSecret, target, 'login');
    if (!issued.ok) return rateLimited(c, issued);
    return ok(c, { sent: true, expiresInSeconds: OTP_TTL_SECONDS });
  });

  r.post(at(auth.verifyOtp), authBody(verifyOtpBody), async (c) => {
    const { target, otp } = c.req.valid('json');
    const checked = await checkOtp(c.var.db, c.var.jwtSecret, target.value, 'login', otp);
    if (!checked.ok) return otpRefused(c, checked);
    const user =
      target.kind === 'email'
        ? await findUserByEmail(c.var.db, target.value)
        : await findUserByMobile(c.var.db, target.value);
    if (!user) return fail(c, 400, AUTH.otpNoAccount, { target: AUTH.otpNoAccount });
    return signedIn(c, user);
  });

  /** Step 1 { email } sends a code; step 2 { email, otp, password, confirmPassword } sets the password. */
  r.post(at(auth.passwordReset), authBody(passwordResetBody), async (c) => {
    const body = c.req.valid('json');
    const { db, jwtSecret } = c.var;
    const user = await findUserByEmail(db, body.email);
    if (body.step === 'request') {
      const target = { kind: 'email', value: body.email } as const;
      const issued = await issueOtp(db, jwtSecret, target, 'password-reset', { send: !!user });
      if (!issued.ok) return rateLimited(c, issued);
      return ok(c, { sent: true });
    }
    const checked = await checkOtp(db, jwtSecret, body.email, 'password-reset', body.otp);
    if (!checked.ok) return otpRefused(c, checked);
    if (!user) return fail(c, 400, AUTH.otpExpired, { otp: AUTH.otpExpired });
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await revokeAllSessions(tx, user.id);
    });
    return ok(c, { reset: true });
  });

  return r;
}
