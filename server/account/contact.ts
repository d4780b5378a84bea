import type { ContactChange } from '#contract/account/forms';
import type { Queryable } from '../db/database';

/** Who else, if anyone, has this email or mobile number on their account. */
export async function contactTakenByOther(db: Queryable, userId: number, change: ContactChange): Promise<boolean> {
  const column = change.kind === 'email' ? 'email' : 'mobile';
  const { rows } = await db.query(`SELECT 1 FROM users WHERE ${column} = $1 AND id <> $2 LIMIT 1`, [
    change.value,
    userId,
  ]);
  return rows.length > 0;
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/** Puts the new address on the account: false when another account took it meanwhile. */
export async function setContact(db: Queryable, userId: number, change: ContactChange): Promise<boolean> {
  const column = change.kind === 'email' ? 'email' : 'mobile';
  try {
    const { rows } = await db.query(
      `UPDATE users SET ${column} = $2
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.${column} = $2 AND o.id <> $1) RETURNING id`,
      [userId, change.value],
    );
    return rows.length > 0;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
