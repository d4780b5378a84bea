import type { Database, Queryable } from '../db/database';
import { setPasswordHash } from '../auth/users';
import { revokeOtherSessions } from './devices';

/** The user's new name (their profile). */
export async function setUserName(db: Queryable, userId: number, name: string) {
  await db.query('UPDATE users SET name = $2 WHERE id = $1', [userId, name]);
}

/** The new password hash and the end of every other session, together: the session `keep` stays. */
export async function changePassword(db: Database, userId: number, hash: string, keep: string) {
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hash);
    await revokeOtherSessions(tx, userId, keep);
  });
}
