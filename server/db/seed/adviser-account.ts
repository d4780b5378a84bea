import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';
import { SEED_ADVISER_ACCOUNT } from './basket-seed-advisers';

/**
 * adviser@example.com (README): a user with the adviser role, linked to its adviser so the studio and
 * my-basket calls see that adviser's baskets, drafts and hidden ones too. Added only when missing.
 */
export async function seedAdviserAccount(db: Database): Promise<boolean> {
  const { email, name, password, adviserSlug } = SEED_ADVISER_ACCOUNT;
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  const { rows: adviser } = await db.query<{ id: number; user_id: number | null }>(
    'SELECT id, user_id FROM advisers WHERE slug = $1',
    [adviserSlug],
  );
  if (rows.length > 0 || adviser.length === 0 || adviser[0]!.user_id !== null) return false;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const { rows: user } = await tx.query<{ id: number }>(
      'INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3) RETURNING id',
      [name, email, hash],
    );
    await tx.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'adviser')", [user[0]!.id]);
    await tx.query('UPDATE advisers SET user_id = $1, contact_email = $2 WHERE id = $3', [
      user[0]!.id,
      email,
      adviser[0]!.id,
    ]);
  });
  return true;
}

/**
 * subscriber@example.com holds Meera Iyer's '1 year' plan (Quality Compounders, Banking Titans) and
 * Sahyadri Wealth's '1 month' plan, which leaves out Retirement Income (head.status 7 there).
 */
export async function seedSubscriptions(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions');
  if (rows[0]!.n > 0) return false;
  const { rows: added } = await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
     SELECT u.id, p.id, now() - interval '20 days', now() + interval '1 year'
       FROM users u, plans p JOIN advisers a ON a.id = p.adviser_id
      WHERE u.email = 'subscriber@example.com'
        AND ((a.slug = 'meera-iyer' AND p.interval = 'year') OR (a.slug = 'sahyadri-wealth' AND p.interval = 'month' AND p.interval_count = 1))
     RETURNING id`,
  );
  return added.length > 0;
}
