import type { Context } from 'hono';
import { AUTH } from '#contract/auth/messages';
import type { OtpTarget } from '#contract/forms/fields';
import { fail } from '../http/envelope';
import { giveBack, hashedClient, minutesOf, take, type Limit } from '../security/throttle';
import { checkOtp, issueOtp, type CheckResult, type IssueResult } from './otp';
import type { OtpPurpose } from './otp-delivery';

/**
 * Wrong codes one client address may send in an hour, whatever the targets: with 5 per code and
 * client (server/auth/otp.ts) this keeps one address from trying its luck across many targets.
 */
export const OTP_GUESS_LIMIT: Limit = { scope: 'otp-guess:client', max: 30, windowSeconds: 3600 };

export type Checked = CheckResult | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Issues a code for the caller (its hashed address counts toward the limits); any route's context will do. */
export const issueFor = (
  c: Context,
  target: OtpTarget,
  purpose: OtpPurpose,
  options?: Parameters<typeof issueOtp>[3],
) =>
  issueOtp(
    c.var.db,
    c.var.jwtSecret,
    {
      target,
      purpose,
      client: hashedClient(c),
      perClientHour: c.var.otpCodesPerClientHour,
      brand: c.var.brand.id,
    },
    options,
  );

/** Checks a code from the caller; each try counts toward OTP_GUESS_LIMIT unless it was right. */
export async function checkFor(c: Context, target: OtpTarget, purpose: OtpPurpose, code: string) {
  const { db, jwtSecret } = c.var;
  const counts = [{ limit: OTP_GUESS_LIMIT, key: hashedClient(c) }];
  const gate = await take(db, jwtSecret, counts);
  if (!gate.ok) return { ok: false, reason: 'throttled', retryAfterSeconds: gate.retryAfterSeconds } as const;
  const checked = await checkOtp(db, jwtSecret, { target, purpose, client: hashedClient(c) }, code);
  if (checked.ok) await giveBack(db, jwtSecret, counts);
  return checked;
}

/** 429 with Retry-After: this client asked for too many codes. */
export function otpRateLimited(c: Context, result: Extract<IssueResult, { ok: false }>) {
  c.header('Retry-After', String(result.retryAfterSeconds));
  return fail(c, 429, AUTH.otpRateLimited(minutesOf(result.retryAfterSeconds)));
}

/** The answer to a refused code: 400 wrong or expired, 429 locked or throttled. */
export function otpRefused(c: Context, result: Extract<Checked, { ok: false }>) {
  if (result.reason === 'throttled') {
    c.header('Retry-After', String(result.retryAfterSeconds));
    const message = AUTH.otpGuessRateLimited(minutesOf(result.retryAfterSeconds));
    return fail(c, 429, message, { otp: message });
  }
  if (result.reason === 'locked') return fail(c, 429, AUTH.otpLocked, { otp: AUTH.otpLocked });
  const message = result.reason === 'wrong' ? AUTH.otpWrong(result.attemptsLeft) : AUTH.otpExpired;
  return fail(c, 400, message, { otp: message });
}
