import { SHEET_LIMITS, type RebalanceSheetSummary, type SheetRefusal } from '#contract/rebalance-sheets/types';
import type { Database, Queryable } from '../db/database';
import { newHash } from '../trading/trade-ids';
import type { SheetScope } from './sheet-lookups';
import type { CheckedSheet } from './sheet-validate';
import { pageCount } from '../db/paging';

/** A sheet's row, as the preview, the list and apply read it. */
export interface StoredSheet {
  id: number;
  sheet_hash: string;
  file_name: string;
  status: 'previewed' | 'applied';
  total_rows: number;
  targets: number;
  refused_rows: number;
  created_count: number | null;
  unchanged_count: number | null;
  closed_count: number | null;
  created_at: Date | string;
  applied_at: Date | string | null;
  expired: boolean;
}

export const SHEET_COLUMNS_SQL = `id, sheet_hash, file_name, status, total_rows, targets, refused_rows, created_count,
  unchanged_count, closed_count, created_at, applied_at,
  (status = 'previewed' AND created_at <= now() - make_interval(hours => ${SHEET_LIMITS.applyWithinHours})) AS expired`;

const iso = (d: Date | string) => new Date(d).toISOString();

export function sheetSummary(s: StoredSheet): RebalanceSheetSummary {
  return {
    sheet: s.sheet_hash,
    fileName: s.file_name,
    status: s.status,
    createdAt: iso(s.created_at),
    expired: s.expired,
    appliedAt: s.applied_at === null ? null : iso(s.applied_at),
    rows: s.total_rows,
    targets: s.targets,
    refused: s.refused_rows,
    applied:
      s.status === 'applied'
        ? { created: s.created_count ?? 0, unchanged: s.unchanged_count ?? 0, closed: s.closed_count ?? 0 }
        : null,
  };
}

/** Stores a checked sheet as `previewed`, with its targets and refused rows, in one transaction. */
export async function storeSheet(
  db: Database,
  scope: SheetScope,
  file: { name: string; sha256: string; rows: number },
  checked: CheckedSheet,
): Promise<StoredSheet> {
  const refusedRows = new Set(checked.refusals.map((r) => r.row)).size;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StoredSheet>(
      `INSERT INTO rebalance_sheets (sheet_hash, brand_id, adviser_user_id, file_name, sha256, total_rows, targets, refused_rows)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${SHEET_COLUMNS_SQL}`,
      [
        newHash(16),
        scope.brandId,
        scope.adviserUserId,
        file.name,
        file.sha256,
        file.rows,
        checked.targets,
        refusedRows,
      ],
    );
    const sheet = rows[0]!;
    const id = sheet.id;
    const l = checked.lines;
    if (l.length > 0)
      await tx.query(
        `INSERT INTO rebalance_sheet_targets (sheet_id, investment_id, symbol, weight, row_number)
         SELECT $1, i, s, w::numeric / 100, r FROM unnest($2::int[], $3::text[], $4::int[], $5::int[]) AS t(i, s, w, r)`,
        [id, l.map((x) => x.investmentId), l.map((x) => x.symbol), l.map((x) => x.hundredths), l.map((x) => x.row)],
      );
    const f = checked.refusals;
    if (f.length > 0)
      await tx.query(
        `INSERT INTO rebalance_sheet_refusals (sheet_id, row_number, field, reason)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])`,
        [id, f.map((x) => x.row), f.map((x) => x.field), f.map((x) => x.reason)],
      );
    return sheet;
  });
}

/** The adviser's sheet on the brand, or undefined (another adviser's, another brand's, or no such hash). */
export async function findSheet(db: Queryable, scope: SheetScope, hash: string): Promise<StoredSheet | undefined> {
  if (!/^[a-z0-9]{8,32}$/.test(hash)) return undefined;
  const { rows } = await db.query<StoredSheet>(
    `SELECT ${SHEET_COLUMNS_SQL} FROM rebalance_sheets WHERE sheet_hash = $1 AND adviser_user_id = $2 AND brand_id = $3`,
    [hash, scope.adviserUserId, scope.brandId],
  );
  return rows[0];
}

/** The adviser's latest sheets on the brand, newest first. */
export async function recentSheets(db: Queryable, scope: SheetScope): Promise<RebalanceSheetSummary[]> {
  const { rows } = await db.query<StoredSheet>(
    `SELECT ${SHEET_COLUMNS_SQL} FROM rebalance_sheets WHERE adviser_user_id = $1 AND brand_id = $2
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [scope.adviserUserId, scope.brandId, SHEET_LIMITS.recentSheets],
  );
  return rows.map(sheetSummary);
}

/** A page of the sheet's refused rows (row order; a page past the last is the last), and how many pages there are. */
export async function refusalsPage(db: Queryable, sheetId: number, asked: number) {
  const per = SHEET_LIMITS.refusalsPerPage;
  const read = (page: number) =>
    db.query<SheetRefusal & { total: number }>(
      `SELECT row_number AS row, field, reason, count(*) OVER ()::int AS total FROM rebalance_sheet_refusals
        WHERE sheet_id = $1
        ORDER BY row_number, CASE field WHEN 'client' THEN 0 WHEN 'basket' THEN 1 WHEN 'symbol' THEN 2 WHEN 'weight' THEN 3 ELSE 4 END
        LIMIT $2 OFFSET $3`,
      [sheetId, per, (page - 1) * per],
    );
  const pageOf = (rows: (SheetRefusal & { total: number })[], page: number) => ({
    refusals: rows.map(({ row, field, reason }) => ({ row, field, reason })),
    page,
    pages: pageCount(rows[0]?.total ?? 0, per),
  });
  const page = Math.max(1, asked);
  const { rows } = await read(page);
  if (rows.length > 0 || page === 1) return pageOf(rows, page);
  // An address past the last page gets the last one.
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rebalance_sheet_refusals WHERE sheet_id = $1',
    [sheetId],
  );
  const last = pageCount(count[0]!.n, per);
  return pageOf((await read(last)).rows, last);
}
