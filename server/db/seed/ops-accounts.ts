import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';
import { SEED_ADVISER_ACCOUNT } from './basket-seed-advisers';
import { SEED_USERS } from './users';

/** The people who run the business (README, "Dev seed users"). */
export const SEED_OPS_ACCOUNTS = [
  { name: 'Kiran Dealer', email: 'dealer@example.com', mobile: '9811122233', password: 'Dealer@123', role: 'dealer' },
  { name: 'Anita Admin', email: 'admin@example.com', mobile: '9822233344', password: 'Admin@123', role: 'admin' },
] as const;

/**
 * dealer@example.com and admin@example.com with their roles and the login-as-client right (the
 * adviser account gets the right too), and the dealer's first clients: the seed investor and
 * subscriber, on the default brand. Added only when the dealer is missing.
 */
export async function seedOpsAccounts(db: Database): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1', [SEED_OPS_ACCOUNTS[0].email]);
  if (rows.length > 0) return false;
  const hashes = await Promise.all(SEED_OPS_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    for (const [i, a] of SEED_OPS_ACCOUNTS.entries()) {
      const { rows: user } = await tx.query<{ id: number }>(
        `INSERT INTO users (name, email, mobile, password_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        [a.name, a.email, a.mobile, hashes[i]],
      );
      await tx.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        user[0]!.id,
        a.role,
      ]);
    }
    await tx.query(
      `INSERT INTO user_rights (user_id, right_name)
       SELECT id, 'login-as-client' FROM users WHERE email = ANY($1) ON CONFLICT DO NOTHING`,
      [[...SEED_OPS_ACCOUNTS.map((a) => a.email), SEED_ADVISER_ACCOUNT.email]],
    );
    await tx.query(
      `INSERT INTO client_links (staff_user_id, client_user_id, relation, brand_id, source)
       SELECT d.id, c.id, 'dealer', 'starfolio', 'seed' FROM users d, users c
        WHERE d.email = $1 AND c.email = ANY($2) ON CONFLICT DO NOTHING`,
      [SEED_OPS_ACCOUNTS[0].email, SEED_USERS.map((u) => u.email)],
    );
  });
  return true;
}
