import type { Queryable } from '../db/database';

/**
 * Follows accepted rebalances' trades (docs/investments.md, "Rebalance"): once the trade is done
 * (complete, or partial: what was left short is the repair call's), the investment follows the new
 * version; a trade that placed nothing (rejected, cancelled) puts the rebalance back to pending so the
 * investor can accept it again or ignore it. Runs on every read of the user's investments, so it needs
 * no hook in whichever server process saw the trade finish.
 */
export async function settleAcceptedRebalances(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE investments i SET version_id = r.to_version_id
       FROM rebalances r JOIN trades t ON t.id = r.trade_id
      WHERE r.investment_id = i.id AND i.user_id = $1 AND r.status = 'accepted'
        AND t.status IN ('complete', 'partial') AND i.version_id = r.from_version_id`,
    [userId],
  );
  await db.query(
    `UPDATE rebalances r SET status = 'pending', mode = NULL, trade_id = NULL, decided_at = NULL
       FROM trades t, investments i
      WHERE t.id = r.trade_id AND i.id = r.investment_id AND i.user_id = $1 AND r.status = 'accepted'
        AND t.status IN ('rejected', 'cancelled') AND i.version_id = r.from_version_id`,
    [userId],
  );
}
