import type { Database, Queryable } from '../db/database';
import type { SheetScope } from './sheet-lookups';
import { SHEET_COLUMNS_SQL, type StoredSheet } from './sheet-store';

export type ApplyOutcome =
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'empty' }
  /** `now`: this call applied it (tell the investors); false: it was applied before (a retry). */
  | { kind: 'applied'; sheet: StoredSheet; now: boolean };

interface LockedInvestment {
  id: number;
  status: 'active' | 'closed';
  version_id: number;
  latest_id: number;
}

/** Each investment's target weights as one text (symbol=weight, by symbol): equal texts, identical targets. */
async function signatures(db: Queryable, sql: string, params: unknown[]): Promise<Map<number, string>> {
  const { rows } = await db.query<{ investment_id: number; sig: string }>(sql, params);
  return new Map(rows.map((r) => [r.investment_id, r.sig]));
}

const SIG = `string_agg(t.symbol || '=' || t.weight::text, ',' ORDER BY t.symbol)`;

/**
 * Applies a previewed sheet (docs/rebalance-from-sheet.md) in one transaction, with the sheet's row
 * locked: a second apply, or one running at the same time, waits and then finds it applied (once).
 * For each target's investment, locked too: closed since the upload, skipped; an identical pending
 * rebalance from an earlier sheet (same versions, same weights), left as it is; otherwise any pending
 * rebalance is closed as ignored and a pending one from this sheet is created, from the investment's
 * version to the basket's latest. The sheet records the counts.
 */
export async function applySheet(db: Database, scope: SheetScope, hash: string): Promise<ApplyOutcome> {
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    const { rows } = await tx.query<StoredSheet>(
      `SELECT ${SHEET_COLUMNS_SQL} FROM rebalance_sheets
        WHERE sheet_hash = $1 AND adviser_user_id = $2 AND brand_id = $3 FOR UPDATE`,
      [hash, scope.adviserUserId, scope.brandId],
    );
    const sheet = rows[0];
    if (!sheet) return { kind: 'notFound' };
    if (sheet.status === 'applied') return { kind: 'applied', sheet, now: false };
    if (sheet.expired) return { kind: 'expired' };
    if (sheet.targets === 0) return { kind: 'empty' };

    const { rows: investments } = await tx.query<LockedInvestment>(
      `SELECT i.id, i.status, i.version_id,
              (SELECT v.id FROM basket_versions v WHERE v.basket_id = i.basket_id ORDER BY v.version DESC LIMIT 1) AS latest_id
         FROM investments i
        WHERE i.id IN (SELECT investment_id FROM rebalance_sheet_targets WHERE sheet_id = $1)
        ORDER BY i.id FOR UPDATE`,
      [sheet.id],
    );
    const active = investments.filter((i) => i.status === 'active');
    const ids = active.map((i) => i.id);
    const [mine, pending] = await Promise.all([
      signatures(
        tx,
        `SELECT t.investment_id, ${SIG} AS sig FROM rebalance_sheet_targets t WHERE t.sheet_id = $1 GROUP BY t.investment_id`,
        [sheet.id],
      ),
      signatures(
        tx,
        `SELECT r.investment_id, r.from_version_id || '>' || r.to_version_id || ':' || ${SIG} AS sig
           FROM rebalances r JOIN rebalance_sheet_targets t ON t.sheet_id = r.sheet_id AND t.investment_id = r.investment_id
          WHERE r.status = 'pending' AND r.investment_id = ANY($1::int[])
          GROUP BY r.investment_id, r.from_version_id, r.to_version_id`,
        [ids],
      ),
    ]);
    const same = (i: LockedInvestment) => pending.get(i.id) === `${i.version_id}>${i.latest_id}:${mine.get(i.id)}`;
    const create = active.filter((i) => !same(i));
    if (create.length > 0) {
      await tx.query(
        `UPDATE rebalances SET status = 'ignored', decided_at = now() WHERE status = 'pending' AND investment_id = ANY($1::int[])`,
        [create.map((i) => i.id)],
      );
      await tx.query(
        `INSERT INTO rebalances (investment_id, from_version_id, to_version_id, sheet_id)
         SELECT i, f, t, $4 FROM unnest($1::int[], $2::int[], $3::int[]) AS x(i, f, t)
         ON CONFLICT (investment_id, sheet_id) DO NOTHING`,
        [create.map((i) => i.id), create.map((i) => i.version_id), create.map((i) => i.latest_id), sheet.id],
      );
    }
    const { rows: applied } = await tx.query<StoredSheet>(
      `UPDATE rebalance_sheets SET status = 'applied', applied_at = now(), applied_by = $2,
              created_count = $3, unchanged_count = $4, closed_count = $5
        WHERE id = $1 RETURNING ${SHEET_COLUMNS_SQL}`,
      [sheet.id, scope.adviserUserId, create.length, active.length - create.length, investments.length - active.length],
    );
    return { kind: 'applied', sheet: applied[0]!, now: true };
  });
}
