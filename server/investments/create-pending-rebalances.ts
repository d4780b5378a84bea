import type { Queryable } from '../db/database';
import { settleAcceptedRebalances } from './settle-rebalances';

/**
 * Gives every active investment in the basket a pending rebalance to `toVersionId`, the version the
 * adviser just published (docs/investments.md, "Rebalance"). Idempotent: an investment that already
 * follows that version (or a later one) or already has a rebalance to it (its own, or a sheet's to the
 * same version: docs/rebalance-from-sheet.md) gets nothing. A pending rebalance to an older version,
 * a sheet's too, is superseded: it is closed as ignored, so an investment has at most one pending
 * rebalance, always to the basket's latest version. Returns how many were created.
 */
export async function createPendingRebalances(db: Queryable, basketId: number, toVersionId: number): Promise<number> {
  const { rows } = await db.query<{ investment_id: number }>(
    `WITH target AS (
       SELECT id, version FROM basket_versions WHERE id = $2 AND basket_id = $1
     ), created AS (
       INSERT INTO rebalances (investment_id, from_version_id, to_version_id)
       SELECT i.id, i.version_id, t.id
         FROM investments i
         JOIN basket_versions f ON f.id = i.version_id
         CROSS JOIN target t
        WHERE i.basket_id = $1 AND i.status = 'active' AND f.version < t.version
          AND NOT EXISTS (SELECT 1 FROM rebalances r WHERE r.investment_id = i.id AND r.to_version_id = t.id)
       ON CONFLICT (investment_id, to_version_id) WHERE sheet_id IS NULL DO NOTHING
       RETURNING investment_id
     )
     SELECT investment_id FROM created`,
    [basketId, toVersionId],
  );
  await supersede(db, { basketId });
  return rows.length;
}

/** Closes pending rebalances to a version older than another pending one of the same investment. */
async function supersede(db: Queryable, scope: { basketId?: number; userId?: number }) {
  await db.query(
    `UPDATE rebalances r SET status = 'ignored', decided_at = now()
       FROM investments i, basket_versions v
      WHERE r.status = 'pending' AND i.id = r.investment_id AND v.id = r.to_version_id
        AND ($1::int IS NULL OR i.basket_id = $1) AND ($2::int IS NULL OR i.user_id = $2)
        AND EXISTS (SELECT 1 FROM rebalances n JOIN basket_versions nv ON nv.id = n.to_version_id
                     WHERE n.investment_id = r.investment_id AND n.status = 'pending' AND nv.version > v.version)`,
    [scope.basketId ?? null, scope.userId ?? null],
  );
}

/**
 * The sweep on read: a pending rebalance for each of the user's active investments whose basket has a
 * later version than it follows and no rebalance to that version yet (a publish that did not create it,
 * or a version added before the investment's trade completed), after settling accepted ones
 * (settle-rebalances.ts). Cheap when nothing is missing.
 */
export async function sweepPendingRebalances(db: Queryable, userId: number): Promise<number> {
  await settleAcceptedRebalances(db, userId);
  const { rows } = await db.query<{ investment_id: number }>(
    `INSERT INTO rebalances (investment_id, from_version_id, to_version_id)
     SELECT i.id, i.version_id, latest.id
       FROM investments i
       JOIN basket_versions f ON f.id = i.version_id
       JOIN LATERAL (SELECT v.id, v.version FROM basket_versions v WHERE v.basket_id = i.basket_id
                      ORDER BY v.version DESC LIMIT 1) latest ON latest.version > f.version
      WHERE i.user_id = $1 AND i.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM rebalances r WHERE r.investment_id = i.id AND r.to_version_id = latest.id)
     ON CONFLICT (investment_id, to_version_id) WHERE sheet_id IS NULL DO NOTHING
     RETURNING investment_id`,
    [userId],
  );
  if (rows.length > 0) await supersede(db, { userId });
  return rows.length;
}
