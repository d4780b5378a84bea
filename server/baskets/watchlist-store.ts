import type { Queryable } from '../db/database';

/** A basket an investor may know of (published or closed): its id, or undefined. */
export async function visibleBasketId(db: Queryable, hash: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM baskets WHERE basket_hash = $1 AND status IN ('published', 'closed')`,
    [hash],
  );
  return rows[0]?.id;
}

/** Adds the basket to the user's watchlist, or takes it off; either is idempotent. */
export async function setWatchlisted(db: Queryable, userId: number, basketId: number, watchlisted: boolean) {
  if (watchlisted) {
    await db.query(`INSERT INTO basket_watchlist (user_id, basket_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      userId,
      basketId,
    ]);
  } else {
    await db.query(`DELETE FROM basket_watchlist WHERE user_id = $1 AND basket_id = $2`, [userId, basketId]);
  }
}

/** Whether the basket is on the user's watchlist. */
export async function isWatchlisted(db: Queryable, userId: number, basketId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM basket_watchlist WHERE user_id = $1 AND basket_id = $2', [
    userId,
    basketId,
  ]);
  return rows.length > 0;
}

/**
 * Sets the shareable flag of a basket the adviser whose account is `userId` owns; the flag now, or
 * undefined when they own no such basket.
 */
export async function setShareable(db: Queryable, userId: number, hash: string, shareable: boolean) {
  const { rows } = await db.query<{ is_shareable: boolean }>(
    `UPDATE baskets b SET is_shareable = $3, updated_at = now()
       FROM advisers a
      WHERE b.basket_hash = $1 AND a.id = b.adviser_id AND a.user_id = $2
      RETURNING b.is_shareable`,
    [hash, userId, shareable],
  );
  return rows[0]?.is_shareable;
}
