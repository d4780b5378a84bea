import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { log } from '../log';
import type { OtpTarget } from '#contract/fields';

export type OtpPurpose = 'login' | 'password-reset';

/** A code lives 10 minutes. */
export const OTP_TTL_SECONDS = 600;
/** At most 3 codes per target in any 10 minutes … */
export const OTP_MAX_PER_WINDOW = 3;
export const OTP_WINDOW_SECONDS = 600;
/** … and 5 wrong tries kill a code. */
export const OTP_MAX_ATTEMPTS = 5;

/** Stored as an HMAC under the server secret: a leaked table does not give the six digits away cheaply. */
function hashCode(secret: string, target: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${purpose}:${target}:${code}`).digest('hex');
}

/**
 * Where this reference server "sends" codes: the log (one JSON line). With ENABLE_TEST_HOOKS=1 the
 * last code per target is also kept in memory for the test hook; it is never kept otherwise.
 */
const outboxes = new WeakMap<Queryable, Map<string, string>>();

function deliver(db: Queryable, target: OtpTarget, purpose: OtpPurpose, code: string) {
  log.info('otp sent', { channel: target.kind === 'email' ? 'email' : 'sms', to: target.value, purpose, code });
  if (process.env.ENABLE_TEST_HOOKS !== '1') return;
  const box = outboxes.get(db) ?? new Map<string, string>();
  outboxes.set(db, box);
  box.set(target.value, code);
}

/** The last code sent to a target (test hook only). */
export const lastOtp = (db: Queryable, target: string): string | undefined => outboxes.get(db)?.get(target);

export type IssueResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Creates a code for the target unless it already had OTP_MAX_PER_WINDOW in the window; earlier codes
 * for the same purpose stop working. `send: false` records the request (so the limit still counts)
 * without sending anything — for targets with no account, so answers never reveal which exist.
 */
export async function issueOtp(
  db: Database,
  secret: string,
  target: OtpTarget,
  purpose: OtpPurpose,
  { send = true } = {},
): Promise<IssueResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO otps (target, purpose, code_hash, expires_at)
       SELECT $1, $2, $3, now() + $4 * interval '1 second'
        WHERE (SELECT count(*) FROM otps WHERE target = $1 AND created_at > now() - $5 * interval '1 second') < $6
       RETURNING id`,
      [
        target.value,
        purpose,
        hashCode(secret, target.value, purpose, code),
        OTP_TTL_SECONDS,
        OTP_WINDOW_SECONDS,
        OTP_MAX_PER_WINDOW,
      ],
    );
    if (!rows[0]) return false;
    await tx.query(
      'UPDATE otps SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND id <> $3',
      [target.value, purpose, rows[0].id],
    );
    return true;
  });
  if (!created) {
    const { rows } = await db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM min(created_at) + $2 * interval '1 second' - now()))::int AS wait
         FROM otps WHERE target = $1 AND created_at > now() - $2 * interval '1 second'`,
      [target.value, OTP_WINDOW_SECONDS],
    );
    return { ok: false, retryAfterSeconds: Math.max(1, rows[0]?.wait ?? OTP_WINDOW_SECONDS) };
  }
  if (send) deliver(db, target, purpose, code);
  return { ok: true };
}

export type CheckResult =
  | { ok: true }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/** Checks the latest live code for the target; a right code is used up, a wrong one counts an attempt. */
export async function checkOtp(
  db: Queryable,
  secret: string,
  target: string,
  purpose: OtpPurpose,
  code: string,
): Promise<CheckResult> {
  const { rows } = await db.query<{ id: number; code_hash: string; attempts: number; live: boolean }>(
    `SELECT id, code_hash, attempts, expires_at > now() AS live FROM otps
      WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    [target, purpose],
  );
  const row = rows[0];
  if (!row || !row.live) return { ok: false, reason: 'expired' };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(secret, target, purpose, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const updated = await db.query<{ attempts: number }>(
      'UPDATE otps SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [row.id],
    );
    const left = OTP_MAX_ATTEMPTS - (updated.rows[0]?.attempts ?? OTP_MAX_ATTEMPTS);
    return left > 0 ? { ok: false, reason: 'wrong', attemptsLeft: left } : { ok: false, reason: 'locked' };
  }
  const used = await db.query<{ id: number }>(
    'UPDATE otps SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND attempts < $2 RETURNING id',
    [row.id, OTP_MAX_ATTEMPTS],
  );
  return used.rows[0] ? { ok: true } : { ok: false, reason: 'expired' };
}
