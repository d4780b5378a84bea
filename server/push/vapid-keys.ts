import webPush from 'web-push';
import type { Queryable } from '../db/database';
import { oncePerDatabase } from '../db/once-per-database';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/** The variables that configure the pair instead (a production start needs them). */
export const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

const base64urlBytes = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

/**
 * The problem with a configured pair, or null (none configured is no problem: the installation makes
 * its own). Both halves or neither; the public key is an uncompressed P-256 point (65 bytes, 0x04 first)
 * and the private key 32 bytes, base64url, as `npx web-push generate-vapid-keys` prints them.
 */
export function vapidKeysProblem(env: NodeJS.ProcessEnv): string | null {
  const [pub, priv] = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY];
  if (!pub && !priv) return null;
  if (!pub || !priv) return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all';
  if (base64urlBytes(pub) !== 65 || Buffer.from(pub, 'base64url')[0] !== 4) {
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (65 bytes)';
  }
  if (base64urlBytes(priv) !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes)';
  return null;
}

const READ = `SELECT name, value FROM app_secrets WHERE name IN ('vapid-public', 'vapid-private')`;

async function read(db: Queryable): Promise<VapidKeys | undefined> {
  const { rows } = await db.query<{ name: string; value: string }>(READ);
  const publicKey = rows.find((r) => r.name === 'vapid-public')?.value;
  const privateKey = rows.find((r) => r.name === 'vapid-private')?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured, else made once and kept
 * in app_secrets (docs/push.md, "Keys"). Every process reads
 * the same pair: the first one to need it inserts both halves in ONE statement that does nothing on a
 * conflict, so two processes racing never keep halves of two different pairs; each then reads back
 * what the database holds.
 */
export async function loadVapidKeys(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    const problem = vapidKeysProblem(env);
    if (problem) throw new Error(problem);
    return { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! };
  }
  const existing = await read(db);
  if (existing) return existing;
  const made = webPush.generateVAPIDKeys();
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('vapid-public', $1), ('vapid-private', $2)
     ON CONFLICT (name) DO NOTHING`,
    [made.publicKey, made.privateKey],
  );
  const kept = await read(db);
  if (!kept) throw new Error('VAPID keys could not be stored in app_secrets');
  return kept;
}

const vapidKeysOnce = oncePerDatabase((db) => loadVapidKeys(db));

/** loadVapidKeys once per database handle in this process; a failure is retried on the next call. */
export const vapidKeysOf = (db: Queryable) => () => vapidKeysOnce(db);
