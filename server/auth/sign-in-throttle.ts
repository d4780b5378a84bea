import type { Context } from 'hono';
import { AUTH } from '#contract/auth/messages';
import { fail } from '../http/envelope';
import { clientKey } from '../security/client-address';
import { giveBack, minutesOf, take, type Count, type Limit, type ThrottleResult } from '../security/throttle';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Password sign-in limits (app login, site-client login, broker sign-in page), counted in failures:
 * each attempt is counted before the password is checked and given back when it was right.
 *
 * - one client address guessing one account: 5 in 15 minutes;
 * - one client address across all accounts: 30 in 15 minutes;
 * - one account from all addresses: 20 in 15 minutes, so guessing from many addresses stays slow,
 *   while one stranger's address (5) cannot lock the owner out.
 *
 * The account is the email or broker client code as typed: an address with no account is counted
 * and refused exactly like one with an account, so the limit says nothing about which exist.
 */
export const SIGN_IN_LIMITS = {
  accountClient: { scope: 'sign-in:account+client', max: 5, windowSeconds: FIFTEEN_MINUTES },
  client: { scope: 'sign-in:client', max: 30, windowSeconds: FIFTEEN_MINUTES },
  account: { scope: 'sign-in:account', max: 20, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;

function counts(c: Context, account: string): Count[] {
  const client = clientKey(c);
  return [
    { limit: SIGN_IN_LIMITS.accountClient, key: `${account}\n${client}` },
    { limit: SIGN_IN_LIMITS.client, key: client },
    { limit: SIGN_IN_LIMITS.account, key: account },
  ];
}

export interface SignInAttempt {
  /** Refused before the password was looked at: answer `tooManySignIns`. */
  throttled: Extract<ThrottleResult, { ok: false }> | null;
  /** The password was right: the attempt was not a failure. */
  succeeded(): Promise<void>;
}

/** Counts a sign-in attempt for `account` (e.g. 'email:a@b.co') from this caller. */
export async function startSignIn(c: Context, account: string): Promise<SignInAttempt> {
  const { db, jwtSecret } = c.var;
  const taken = counts(c, account);
  const result = await take(db, jwtSecret, taken);
  return {
    throttled: result.ok ? null : result,
    succeeded: () => giveBack(db, jwtSecret, taken),
  };
}

/** The one answer to a throttled sign-in: 429, Retry-After, and when to try again. */
export function signInRetryMessage(c: Context, retryAfterSeconds: number): string {
  c.header('Retry-After', String(retryAfterSeconds));
  return AUTH.signInRateLimited(minutesOf(retryAfterSeconds));
}

export const tooManySignIns = (c: Context, retryAfterSeconds: number) =>
  fail(c, 429, signInRetryMessage(c, retryAfterSeconds));
