import { ADMIN_MESSAGES as A, type AdminGrant } from '#contract/admin/rules';
import type { Database, Queryable } from '../db/database';

export interface RoleChange {
  actorId: number;
  userId: number;
  grant: AdminGrant;
  granted: boolean;
  /** The adviser profile to link when granting 'adviser' to a user who has none. */
  adviserSlug?: string;
}

/** Why a change is refused: the HTTP status, the message and the field it belongs to. */
export interface Refusal {
  status: 400 | 404 | 409;
  message: string;
  field: string;
}

const STAFF = `SELECT 1 FROM user_roles WHERE user_id = $1`;

async function linkAdviser(tx: Queryable, userId: number, slug: string | undefined): Promise<Refusal | null> {
  const own = await tx.query(`SELECT 1 FROM advisers WHERE user_id = $1`, [userId]);
  if (own.rows.length > 0) return null;
  if (!slug) return { status: 400, message: A.adviserNeeded, field: 'adviser' };
  const target = await tx.query<{ user_id: number | null }>(`SELECT user_id FROM advisers WHERE slug = $1 FOR UPDATE`, [
    slug,
  ]);
  if (!target.rows[0]) return { status: 400, message: A.noAdviser, field: 'adviser' };
  if (target.rows[0].user_id !== null) return { status: 409, message: A.adviserTaken, field: 'adviser' };
  await tx.query(`UPDATE advisers SET user_id = $1 WHERE slug = $2`, [userId, slug]);
  return null;
}

/**
 * Grants or takes a role or the login-as-client right (docs/admin.md, "Users and roles"). Idempotent:
 * granting what is held, or taking what is not, changes nothing. Refused: an admin taking their own
 * admin role; the adviser role without an adviser profile to sign in as; the right without a staff role.
 * Taking a user's last staff role takes the right too. The user row is locked, so two admins' changes
 * to one user happen one after the other.
 */
export async function changeRole(db: Database, change: RoleChange): Promise<Refusal | null> {
  const { actorId, userId, grant, granted } = change;
  if (grant === 'admin' && !granted && actorId === userId) return { status: 409, message: A.ownAdmin, field: 'role' };
  return db.transaction(async (tx) => {
    const user = await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    if (!user.rows[0]) return { status: 404, message: A.noUser, field: 'user' };
    if (grant === 'login-as-client') {
      if (!granted) {
        await tx.query(`DELETE FROM user_rights WHERE user_id = $1 AND right_name = 'login-as-client'`, [userId]);
        return null;
      }
      if ((await tx.query(STAFF, [userId])).rows.length === 0)
        return { status: 400, message: A.staffOnly, field: 'role' };
      await tx.query(
        `INSERT INTO user_rights (user_id, right_name) VALUES ($1, 'login-as-client') ON CONFLICT DO NOTHING`,
        [userId],
      );
      return null;
    }
    if (granted) {
      if (grant === 'adviser') {
        const refused = await linkAdviser(tx, userId, change.adviserSlug);
        if (refused) return refused;
      }
      await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, grant]);
      return null;
    }
    await tx.query(`DELETE FROM user_roles WHERE user_id = $1 AND role = $2`, [userId, grant]);
    if ((await tx.query(STAFF, [userId])).rows.length === 0) {
      await tx.query(`DELETE FROM user_rights WHERE user_id = $1`, [userId]);
    }
    return null;
  });
}
