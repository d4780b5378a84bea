import webPush from 'web-push';
import type { Queryable } from '../db/database';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

const READ = `SELECT name, value FROM app_secrets WHERE name IN ('vapid-public', 'vapid-private')`;

async function read(db: Queryable): Promise<VapidKeys | undefined> {
  const { rows } = await db.query<{ name: string; value: string }>(READ);
  const publicKey = rows.find((r) => r.name === 'vapid-public')?.value;
  const privateKey = rows.find((r) => r.name === 'vapid-private')?.value;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

/**
 * The VAPID key pair, made once and kept in app_secrets (docs/push.md, "Keys"). Every process reads
 * the same pair: the first one to need it inserts both halves in ONE statement that does nothing on a
 * conflict, so two processes racing never keep halves of two different pairs; each then reads back
 * what the database holds.
 */
export async function loadVapidKeys(db: Queryable): Promise<VapidKeys> {
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

const loaded = new WeakMap<Queryable, Promise<VapidKeys>>();

/** loadVapidKeys once per database handle in this process; a failure is retried on the next call. */
export function vapidKeysOf(db: Queryable): () => Promise<VapidKeys> {
  return () => {
    let pending = loaded.get(db);
    if (!pending) {
      pending = loadVapidKeys(db).catch((err: unknown) => {
        loaded.delete(db);
        throw err;
      });
      loaded.set(db, pending);
    }
    return pending;
  };
}
