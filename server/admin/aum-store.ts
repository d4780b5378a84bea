import type { AumLedgerBody, AumRow } from '#contract/admin/types';
import { AUM_PAGE_SIZE } from '#contract/admin/rules';
import type { Queryable } from '../db/database';
import { toCsv } from '../spreadsheets/csv';
import { roundToPaisa } from '#contract/money/paise';

export interface AumFilter {
  from: string;
  to: string;
  adviser?: string;
}

interface Row {
  day: string;
  slug: string;
  name: string;
  aum: number;
  investments: number;
}

const WHERE = `FROM aum_ledger l JOIN advisers a ON a.id = l.adviser_id
              WHERE l.day BETWEEN $1::date AND $2::date AND ($3::text IS NULL OR a.slug = $3)`;
const params = (f: AumFilter) => [f.from, f.to, f.adviser ?? null];

const toRow = (r: Row): AumRow => ({
  day: r.day,
  adviser: { slug: r.slug, name: r.name },
  aum: r.aum,
  investments: r.investments,
});

/** The ledger's rows in range, newest day first then by adviser; `page` null for every row (the CSV). */
export async function aumRows(
  db: Queryable,
  f: AumFilter,
  page: number | null,
): Promise<{ rows: AumRow[]; total: number }> {
  const limit = page === null ? '' : `LIMIT ${AUM_PAGE_SIZE} OFFSET ${(page - 1) * AUM_PAGE_SIZE}`;
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `SELECT to_char(l.day, 'YYYY-MM-DD') AS day, a.slug, a.name, l.aum::float8 AS aum, l.investments
       ${WHERE} ORDER BY l.day DESC, a.name, a.id ${limit}`,
      params(f),
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${WHERE}`, params(f)),
  ]);
  return { rows: rows.rows.map(toRow), total: count.rows[0]!.n };
}

/** The whole filtered range's totals: the latest day's AUM and the mean of the daily totals. */
export async function aumTotals(db: Queryable, f: AumFilter): Promise<AumLedgerBody['totals']> {
  const { rows } = await db.query<{ day: string; total: number }>(
    `SELECT to_char(l.day, 'YYYY-MM-DD') AS day, sum(l.aum)::float8 AS total ${WHERE} GROUP BY l.day ORDER BY l.day DESC`,
    params(f),
  );
  const sum = rows.reduce((s, r) => s + r.total, 0);
  return {
    latestDay: rows[0]?.day ?? null,
    latestAum: rows[0]?.total ?? 0,
    averageDailyAum: rows.length ? roundToPaisa(sum / rows.length) : 0,
    days: rows.length,
  };
}

/** The rows as CSV (server/spreadsheets/csv.ts), a header line first. */
export function aumCsv(rows: AumRow[]): string {
  return toCsv([
    ['Date', 'Adviser', 'Adviser slug', 'Investments', 'AUM (INR)'],
    ...rows.map((r) => [r.day, r.adviser.name, r.adviser.slug, r.investments, r.aum.toFixed(2)]),
  ]);
}

/** Every adviser, for the ledger's filter: slug and name, by name. */
export async function allAdvisers(db: Queryable) {
  const { rows } = await db.query<{ slug: string; name: string }>(`SELECT slug, name FROM advisers ORDER BY name, id`);
  return rows;
}
