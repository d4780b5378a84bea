import { DEALER_PAGE_SIZE } from './rules/dealer-rules';
import type { DealerReportName } from '#contract/dealer/route-rules';
import type { DealerReportBody, DealerReportQuery, ReportCell } from '#contract/dealer/types';
import type { Queryable } from '../db/database';
import { REPORTS, REPORT_PARAMS, reportRowsSql } from './report-sql';
import { containing, pageCount } from '../db/paging';

export interface ReportScope {
  dealerId: number;
  brandId: string;
  now: Date;
}

/** At most this many rows in one export (a dealer's book is far smaller). */
export const EXPORT_LIMIT = 50_000;

/** A search typed by the dealer as an ILIKE pattern: its own % and _ match themselves. */
export const searchPattern = (q: string) => (q ? containing(q) : '');

type Row = Record<string, ReportCell | Date> & { total_rows: number };

/** The values of the reports' parameters $1 to $7, in the order report-sql.ts numbers them. */
const reportParams = (scope: ReportScope, q: DealerReportQuery, status: string) => [
  scope.dealerId,
  scope.brandId,
  status,
  q.from ?? null,
  q.to ?? null,
  searchPattern(q.q),
  scope.now,
];

const cell = (v: unknown): ReportCell =>
  v instanceof Date
    ? v.toISOString()
    : typeof v === 'number' || typeof v === 'string'
      ? v
      : v == null
        ? null
        : String(v);

/** One page of a report (or every row, up to EXPORT_LIMIT, for an export), with the summary's totals. */
export async function runReport(
  db: Queryable,
  name: DealerReportName,
  scope: ReportScope,
  q: DealerReportQuery,
  all = false,
): Promise<DealerReportBody> {
  const def = REPORTS[name];
  const status = def.statuses.includes(q.status) ? q.status : '';
  const limit = all ? EXPORT_LIMIT : DEALER_PAGE_SIZE;
  const offset = all ? 0 : (q.page - 1) * DEALER_PAGE_SIZE;
  const { rows } = await db.query<Row>(
    `${REPORT_PARAMS} SELECT r.*, count(*) OVER ()::int AS total_rows FROM (${reportRowsSql(name)}) r
      ORDER BY r.at DESC NULLS LAST, r.client, r.client_id LIMIT $8 OFFSET $9`,
    [...reportParams(scope, q, status), limit, offset],
  );
  const total = rows[0]?.total_rows ?? 0;
  const keys = def.columns.map((c) => c.key);
  return {
    report: name,
    columns: def.columns,
    rows: rows.map((r) => Object.fromEntries(keys.map((k) => [k, cell(r[k])]))),
    statuses: def.statuses,
    totals: name === 'summary' ? await summaryTotals(db, scope, q) : null,
    page: all ? 1 : q.page,
    pages: pageCount(total, DEALER_PAGE_SIZE),
    total,
  };
}

/** The summary report's overall line: the same sums over every client the filters keep. */
async function summaryTotals(db: Queryable, scope: ReportScope, q: DealerReportQuery) {
  const { rows } = await db.query<Record<string, number>>(
    `${REPORT_PARAMS}
     SELECT COALESCE(sum(investments), 0)::int AS investments, COALESCE(sum(invested_value), 0)::float8 AS invested_value,
            COALESCE(sum(subscriptions), 0)::int AS subscriptions, COALESCE(sum(payments), 0)::int AS payments,
            COALESCE(sum(paid), 0)::float8 AS paid
       FROM (${reportRowsSql('summary')}) r`,
    reportParams(scope, q, ''),
  );
  return { client: 'All clients', ...rows[0]! } as Record<string, ReportCell>;
}
