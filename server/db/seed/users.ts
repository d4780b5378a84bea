import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';

/** Development accounts (README, "Dev seed users"). */
export const SEED_USERS = [
  {
    name: 'Asha Investor',
    email: 'investor@example.com',
    mobile: '9876543210',
    password: 'Investor@123',
    subscriber: false,
  },
  {
    name: 'Ravi Subscriber',
    email: 'subscriber@example.com',
    mobile: '9123456780',
    password: 'Subscriber@123',
    subscriber: true,
  },
] as const;

/** Adds each seed user that is missing (hashing only for those), so it is cheap on every start. */
export async function seedUsers(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
    SEED_USERS.map((u) => u.email),
  ]);
  const present = new Set(rows.map((r) => r.email));
  const missing = SEED_USERS.filter((u) => !present.has(u.email));
  if (missing.length === 0) return false;
  const hashes = await Promise.all(missing.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    for (const [i, u] of missing.entries()) {
      await tx.query(
        `INSERT INTO users (name, email, mobile, password_hash, is_subscriber, subscription_expires_at)
         VALUES ($1, $2, $3, $4, $5::boolean, CASE WHEN $5::boolean THEN now() + interval '1 year' END)
         ON CONFLICT DO NOTHING`,
        [u.name, u.email, u.mobile, hashes[i], u.subscriber],
      );
    }
  });
  return true;
}
