import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { OtpTarget } from '#contract/forms/fields';
import { deliver, OTP_TEXTS, type OtpPurpose } from './otp-delivery';

/** A code lives 10 minutes. */
export const OTP_TTL_SECONDS = 600;
/** One client may ask for at most 3 codes per target in any 10 minutes … */
export const OTP_MAX_PER_TARGET_AND_CLIENT = 3;
export const OTP_TARGET_WINDOW_SECONDS = 600;
/** … and at most 20 codes in any hour, whatever the targets. */
export const OTP_MAX_PER_CLIENT = 20;
export const OTP_CLIENT_WINDOW_SECONDS = 3600;
/** 5 wrong tries from one client end a code for that client (others may still use it). */
export const OTP_MAX_ATTEMPTS = 5;

/** Stored as an HMAC under the server secret: a leaked table does not give the six digits away cheaply. */
function hashCode(secret: string, target: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${purpose}:${target}:${code}`).digest('hex');
}

/** A code asked for by, or checked for, one client (server/security/throttle.ts `hashedClient`). */
export interface OtpRequest {
  target: OtpTarget;
  purpose: OtpPurpose;
  client: string;
}

/** A code asked for: with the codes this client may ask for in an hour (the server's setting, OTP_MAX_PER_CLIENT by default). */
export interface IssueRequest extends OtpRequest {
  perClientHour: number;
  /** The brand asked on: the message carries its name. */
  brand: string;
}

export type IssueResult = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/** Seconds until this client may ask again, or 0 when it may now. */
async function waitBeforeIssue(tx: Queryable, { target, client, perClientHour }: IssueRequest): Promise<number> {
  const seconds = (w: number) => `${w} * interval '1 second'`;
  const { rows } = await tx.query<{ tc: number; tw: number | null; cc: number; cw: number | null }>(
    `SELECT count(*) FILTER (WHERE target = $2 AND created_at > now() - ${seconds(OTP_TARGET_WINDOW_SECONDS)})::int AS tc,
            ceil(extract(epoch FROM min(created_at) FILTER (WHERE target = $2 AND created_at > now() - ${seconds(OTP_TARGET_WINDOW_SECONDS)})
              + ${seconds(OTP_TARGET_WINDOW_SECONDS)} - now()))::int AS tw,
            count(*)::int AS cc,
            ceil(extract(epoch FROM min(created_at) + ${seconds(OTP_CLIENT_WINDOW_SECONDS)} - now()))::int AS cw
       FROM otps WHERE client = $1 AND created_at > now() - ${seconds(OTP_CLIENT_WINDOW_SECONDS)}`,
    [client, target.value],
  );
  const r = rows[0]!;
  const waits = [r.tc >= OTP_MAX_PER_TARGET_AND_CLIENT ? (r.tw ?? 1) : 0, r.cc >= perClientHour ? (r.cw ?? 1) : 0];
  return Math.max(...waits);
}

/**
 * Creates a code for the target unless this client is over a limit; the client's earlier code for
 * the same target and purpose stops working (other clients' codes do not). `send: false` records
 * the request (so the limits still count) without sending anything — for targets with no account,
 * so answers never reveal which exist. `text` is what the message says beside the code.
 */
export async function issueOtp(
  db: Database,
  secret: string,
  request: IssueRequest,
  { send = true, text = OTP_TEXTS[request.purpose] }: { send?: boolean; text?: string } = {},
): Promise<IssueResult> {
  const { target, purpose, client } = request;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const result = await db.transaction(async (tx): Promise<IssueResult> => {
    // One issue at a time per client, across every server process: the counts cannot be raced past.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp-issue:${client}`]);
    const wait = await waitBeforeIssue(tx, request);
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.max(1, wait) };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO otps (target, purpose, client, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second') RETURNING id`,
      [target.value, purpose, client, hashCode(secret, target.value, purpose, code), OTP_TTL_SECONDS],
    );
    const id = rows[0]!.id;
    await tx.query(
      `UPDATE otps SET consumed_at = now()
        WHERE target = $1 AND purpose = $2 AND client = $3 AND consumed_at IS NULL AND id <> $4`,
      [target.value, purpose, client, id],
    );
    return { ok: true, id };
  });
  if (result.ok && send) await deliver(db, target, { purpose, brand: request.brand }, code, text);
  return result;
}

export type CheckResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Checks a code against the target's live codes for the purpose (whichever client asked for them).
 * Every try counts against each of those codes for this client; a code this client has tried more
 * than OTP_MAX_ATTEMPTS times no longer counts for it. A right code is used up, with every other
 * live code of the target and purpose; the answer names the code that matched.
 */
export async function checkOtp(db: Database, secret: string, request: OtpRequest, code: string): Promise<CheckResult> {
  const { target, purpose, client } = request;
  return db.transaction(async (tx): Promise<CheckResult> => {
    const { rows } = await tx.query<{ id: number; code_hash: string }>(
      `SELECT id, code_hash FROM otps
        WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC, id DESC FOR UPDATE`,
      [target.value, purpose],
    );
    if (rows.length === 0) return { ok: false, reason: 'expired' };
    const tried = await tx.query<{ otp_id: number; attempts: number }>(
      `INSERT INTO otp_attempts (otp_id, client, attempts) SELECT id, $2, 1 FROM unnest($1::int[]) AS id
       ON CONFLICT (otp_id, client) DO UPDATE SET attempts = otp_attempts.attempts + 1
       RETURNING otp_id, attempts`,
      [rows.map((r) => r.id), client],
    );
    const attempts = new Map(tried.rows.map((r) => [r.otp_id, r.attempts]));
    const open = rows.filter((r) => (attempts.get(r.id) ?? 0) <= OTP_MAX_ATTEMPTS);
    if (open.length === 0) return { ok: false, reason: 'locked' };
    const given = hashCode(secret, target.value, purpose, code);
    const match = open.find((r) => sameHash(r.code_hash, given));
    if (match) {
      await tx.query('UPDATE otps SET consumed_at = now() WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL', [
        target.value,
        purpose,
      ]);
      return { ok: true, id: match.id };
    }
    const left = OTP_MAX_ATTEMPTS - Math.min(...open.map((r) => attempts.get(r.id) ?? OTP_MAX_ATTEMPTS));
    return left > 0 ? { ok: false, reason: 'wrong', attemptsLeft: left } : { ok: false, reason: 'locked' };
  });
}
