import type { RebalanceHistoryBody, RebalanceMode } from '#contract/investments/types';
import type { Queryable } from '../db/database';

export interface PendingRebalance {
  id: number;
  from_version_id: number;
  to_version_id: number;
  from_version: number;
  to_version: number;
  /** The rebalance sheet whose weights it takes (docs/rebalance-from-sheet.md), or null for a version's. */
  sheet_id: number | null;
  /** The version's effective date, or the day (IST) the sheet was applied. */
  published_on: string;
  /** The version's rationale; empty for a sheet's. */
  rationale: string;
}

/** The investment's pending rebalance (at most one: create-pending-rebalances.ts), or undefined. */
export async function pendingRebalance(db: Queryable, investmentId: number): Promise<PendingRebalance | undefined> {
  const { rows } = await db.query<PendingRebalance>(
    `SELECT r.id, r.from_version_id, r.to_version_id, f.version AS from_version, t.version AS to_version, r.sheet_id,
            CASE WHEN s.id IS NULL THEN to_char(t.effective_date, 'YYYY-MM-DD')
                 ELSE to_char(COALESCE(s.applied_at, r.created_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END AS published_on,
            CASE WHEN s.id IS NULL THEN t.rationale ELSE '' END AS rationale
       FROM rebalances r
       JOIN basket_versions f ON f.id = r.from_version_id
       JOIN basket_versions t ON t.id = r.to_version_id
       LEFT JOIN rebalance_sheets s ON s.id = r.sheet_id
      WHERE r.investment_id = $1 AND r.status = 'pending'
      ORDER BY t.version DESC, r.id DESC LIMIT 1`,
    [investmentId],
  );
  return rows[0];
}

/** Every rebalance of the investment, newest first. */
export async function rebalanceHistory(db: Queryable, investmentId: number): Promise<RebalanceHistoryBody> {
  const { rows } = await db.query<{
    from_version: number;
    to_version: number;
    status: 'pending' | 'accepted' | 'ignored';
    mode: RebalanceMode | null;
    created_at: Date | string;
    decided_at: Date | string | null;
    trade: string | null;
    source: 'version' | 'adviser';
  }>(
    `SELECT f.version AS from_version, t.version AS to_version, r.status, r.mode, r.created_at, r.decided_at,
            tr.trade_hash AS trade, CASE WHEN r.sheet_id IS NULL THEN 'version' ELSE 'adviser' END AS source
       FROM rebalances r
       JOIN basket_versions f ON f.id = r.from_version_id
       JOIN basket_versions t ON t.id = r.to_version_id
       LEFT JOIN trades tr ON tr.id = r.trade_id
      WHERE r.investment_id = $1
      ORDER BY t.version DESC, r.id DESC`,
    [investmentId],
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return {
    rebalances: rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at),
      decided_at: r.decided_at === null ? null : iso(r.decided_at),
    })),
  };
}

/** Marks the pending rebalance ignored; false when there was none. */
export async function ignoreRebalance(db: Queryable, investmentId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE rebalances SET status = 'ignored', decided_at = $2 WHERE investment_id = $1 AND status = 'pending' RETURNING id`,
    [investmentId, at.toISOString()],
  );
  return rows.length > 0;
}

/** Marks the pending rebalance accepted in `mode`, with the trade that carries it out (none when nothing trades). */
export async function acceptRebalance(
  db: Queryable,
  rebalanceId: number,
  accepted: { mode: RebalanceMode; tradeId: number | null; at: string },
) {
  if (accepted.tradeId === null) {
    await db.query(
      `UPDATE rebalances SET status = 'accepted', mode = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`,
      [rebalanceId, accepted.mode, accepted.at],
    );
    return;
  }
  await db.query(
    `UPDATE rebalances SET status = 'accepted', mode = $2, trade_id = $3, decided_at = $4 WHERE id = $1 AND status = 'pending'`,
    [rebalanceId, accepted.mode, accepted.tradeId, accepted.at],
  );
}

/** The investment follows `versionId` from now on. */
export async function followVersion(db: Queryable, investmentId: number, versionId: number) {
  await db.query('UPDATE investments SET version_id = $2 WHERE id = $1', [investmentId, versionId]);
}
