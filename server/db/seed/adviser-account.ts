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
