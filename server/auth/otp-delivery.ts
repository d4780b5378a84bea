import type { Queryable } from '../db/database';
import { messenger } from '../messages/message-sender';
import type { OtpTarget } from '#contract/forms/fields';

export type OtpPurpose = 'login' | 'password-reset' | 'registration' | 'contact-change' | 'esign';

/**
 * What the message carrying a code says. A registration for an address that already has an account
 * tells its owner so (the code signs them in instead), while the person registering sees the same
 * "we sent you a code" as for a new address.
 */
export const OTP_TEXTS = {
  login: 'Your sign-in code',
  'password-reset': 'Your code to set a new password',
  registration: 'Your code to finish creating your account',
  'contact-change': 'Your code to make this address the one on your account',
  esign: 'Your code to sign the investment advisory agreement',
  registrationAccountExists:
    'Someone asked to create an account with this address, but you already have one. This code signs you in to it; if it was not you, ignore this message.',
} as const;

/**
 * Sends a code in the brand's name through the database's messenger (server/messages/message-sender.ts:
 * the outbox in a running server, the log in tests). With ENABLE_TEST_HOOKS=1 the last code per target is also kept in memory for the
 * test hook; it is never kept otherwise.
 */
interface Sent {
  code: string;
  text: string;
}
const outboxes = new WeakMap<Queryable, Map<string, Sent>>();

export async function deliver(
  db: Queryable,
  target: OtpTarget,
  { purpose, brand }: { purpose: OtpPurpose; brand: string },
  code: string,
  text: string,
) {
  const channel = target.kind === 'email' ? 'email' : 'sms';
  await messenger(db).send({ to: target.value, channel, template: 'otp', brand, data: { purpose, text, code } });
  if (process.env.ENABLE_TEST_HOOKS !== '1') return;
  const box = outboxes.get(db) ?? new Map<string, Sent>();
  outboxes.set(db, box);
  box.set(target.value, { code, text });
}

/** The last message sent to a target (test hooks only). */
export const lastOtpMessage = (db: Queryable, target: string): Sent | undefined => outboxes.get(db)?.get(target);

/** The last code sent to a target (test hooks only). */
export const lastOtp = (db: Queryable, target: string): string | undefined => lastOtpMessage(db, target)?.code;
