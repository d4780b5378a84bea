import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 needs 32 MiB and about 50 ms a hash. */
const LOG_N = 15;

/**
 * The cost new hashes take: 2^15, or a lower one a test run names in SCRYPT_LOG_N (10 to 15), so
 * that its thousands of sign-ins do not spend minutes hashing (decision 0283). A production start
 * refuses the variable (server/security/production-checks.ts); a stored hash keeps its own cost.
 */
export function hashParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const raw = env.SCRYPT_LOG_N;
  if (raw === undefined || raw === '') return { N: 2 ** LOG_N, r: 8, p: 1 };
  const log = Number(raw);
  if (!Number.isInteger(log) || log < 10 || log > LOG_N) {
    throw new Error(`SCRYPT_LOG_N must be a whole number from 10 to ${LOG_N}, not ${raw}`);
  }
  return { N: 2 ** log, r: 8, p: 1 };
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url), so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashParams();
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing in particular, checked when there is no user so both paths take the same time. */
let decoy: Promise<string> | undefined;

/** True when the password matches; an absent or malformed hash never matches (and costs the same time). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    decoy ??= hashPassword(randomBytes(12).toString('hex'));
    await verifyPassword(password, await decoy);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
