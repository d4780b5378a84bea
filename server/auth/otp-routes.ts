import { Hono } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { generateOtpBody, passwordResetBody, verifyOtpBody } from '#contract/auth/types';
import { AUTH } from '#contract/auth/messages';
import type { AppEnv } from '../app-env';
import { fail, ok } from '../http/envelope';
import { OTP_TTL_SECONDS } from './otp';
import { checkFor, issueFor, otpRateLimited, otpRefused } from './otp-answers';
import { hashPassword } from './passwords';
import { authAnswers, authBody, signedIn } from './route-helpers';
import { requireSignInMethod } from './sign-in-methods';
import { findUserByEmail, findUserByMobile, revokeAllSessions, setPasswordHash } from './users';

/** OTP sign-in (generate-otp, verify-otp) and the two-step password reset. */
export function otpRoutes() {
  const r = new Hono<AppEnv>();
  const { auth } = API;
  for (const path of [auth.generateOtp, auth.verifyOtp, auth.passwordReset]) r.use(at(path), authAnswers);
  r.use(at(auth.generateOtp), requireSignInMethod('otp'));
  r.use(at(auth.verifyOtp), requireSignInMethod('otp'));
  r.use(at(auth.passwordReset), requireSignInMethod('password-reset'));

  r.post(at(auth.generateOtp), authBody(generateOtpBody), async (c) => {
    const { target } = c.req.valid('json');
    // Sent whether or not an account uses the target: the answer never says which exist.
    const issued = await issueFor(c, target, 'login');
    if (!issued.ok) return otpRateLimited(c, issued);
    return ok(c, { sent: true, expiresInSeconds: OTP_TTL_SECONDS });
  });

  r.post(at(auth.verifyOtp), authBody(verifyOtpBody), async (c) => {
    const { target, otp } = c.req.valid('json');
    const checked = await checkFor(c, target, 'login', otp);
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
    const db = c.var.db;
    const user = await findUserByEmail(db, body.email);
    const target = { kind: 'email', value: body.email } as const;
    if (body.step === 'request') {
      const issued = await issueFor(c, target, 'password-reset', { send: !!user });
      if (!issued.ok) return otpRateLimited(c, issued);
      return ok(c, { sent: true });
    }
    const checked = await checkFor(c, target, 'password-reset', body.otp);
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
