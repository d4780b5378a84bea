import { Hono, type Context } from 'hono';
import { API, routePath as at } from '#contract/http/api-paths';
import { registrationBody, type OtpSentBody } from '#contract/auth/types';
import { AUTH } from '#contract/auth/messages';
import type { AppEnv } from '../app-env';
import { fail, ok } from '../http/envelope';
import { OTP_TTL_SECONDS } from './otp';
import { checkFor, issueFor, otpRateLimited, otpRefused } from './otp-answers';
import { OTP_TEXTS } from './otp-delivery';
import { hashPassword } from './passwords';
import { authAnswers, authBody, signedIn } from './route-helpers';
import { requireSignInMethod } from './sign-in-methods';
import { findUserByEmail, findUserByMobile, insertUser } from './users';

/**
 * Registration in two steps (docs/security.md, "Registration"), so it never says whether an email
 * or mobile number has an account:
 *
 * 1. { name, email, mobile, password, confirmPassword } → always `{ sent: true, expiresInSeconds }`
 *    (or 429 past the OTP limits). A code goes to the email; when the email already has an account
 *    the message tells its owner so, and the code signs them in to it.
 * 2. { email, otp } → `{ user }` and a session: the account is created now, from what step 1 sent
 *    with that code. A mobile number taken meanwhile is a 409, told only to whoever proved the email.
 */
async function completeRegistration(c: Context<AppEnv>, email: string, otpId: number) {
  const { db } = c.var;
  const owner = await findUserByEmail(db, email);
  if (owner) return signedIn(c, owner);
  const { rows } = await db.query<{ name: string; mobile: string; password_hash: string }>(
    'DELETE FROM registration_requests WHERE otp_id = $1 RETURNING name, mobile, password_hash',
    [otpId],
  );
  const pending = rows[0];
  if (!pending) return fail(c, 400, AUTH.otpExpired, { otp: AUTH.otpExpired });
  const taken = () => fail(c, 409, AUTH.mobileTaken, { mobile: AUTH.mobileTaken });
  if (await findUserByMobile(db, pending.mobile)) return taken();
  const user =
    (await insertUser(db, {
      name: pending.name,
      email,
      mobile: pending.mobile,
      passwordHash: pending.password_hash,
    })) ??
    // Created between the check and the insert: by the email's owner, who has just proved it, or
    // another account took the mobile number.
    (await findUserByEmail(db, email));
  return user ? signedIn(c, user) : taken();
}

export function registrationRoutes() {
  const r = new Hono<AppEnv>();
  const path = at(API.auth.registration);
  r.use(path, authAnswers);
  r.use(path, requireSignInMethod('registration'));

  r.post(path, authBody(registrationBody), async (c) => {
    const body = c.req.valid('json');
    const { db } = c.var;
    const target = { kind: 'email', value: body.email } as const;
    if (body.step === 'confirm') {
      const checked = await checkFor(c, target, 'registration', body.otp);
      if (!checked.ok) return otpRefused(c, checked);
      return completeRegistration(c, body.email, checked.id);
    }
    // Hashed before anything is looked up, so a known email takes as long as a new one.
    const passwordHash = await hashPassword(body.password);
    const owner = await findUserByEmail(db, body.email);
    const text = owner ? OTP_TEXTS.registrationAccountExists : OTP_TEXTS.registration;
    const issued = await issueFor(c, target, 'registration', { text });
    if (!issued.ok) return otpRateLimited(c, issued);
    await db.query(
      `DELETE FROM registration_requests r USING otps o
        WHERE r.otp_id = o.id AND (o.consumed_at IS NOT NULL OR o.expires_at < now())`,
    );
    await db.query('INSERT INTO registration_requests (otp_id, name, mobile, password_hash) VALUES ($1, $2, $3, $4)', [
      issued.id,
      body.name,
      body.mobile,
      passwordHash,
    ]);
    return ok<OtpSentBody>(c, { sent: true, expiresInSeconds: OTP_TTL_SECONDS });
  });
  return r;
}
