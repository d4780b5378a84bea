import { REBALANCE_SOURCES } from './rules/dealer-rules';
import type { DealerReportName } from '#contract/dealer/route-rules';
import type { ReportColumn } from '#contract/dealer/types';
import { subscriptionLiveAt } from '../subscriptions/active-subscription';

/**
 * The dealer's reports as SQL (docs/dealer.md, "Reports"). Every query takes the same parameters,
 * numbered here only (`REPORT_PARAMS`): $1 dealer, $2 brand, $3 status ('' any), $4 from and $5 to
 * (dates in IST, or null), $6 a client search as an ILIKE pattern ('' none), $7 now. Each answers the
 * columns below, `at` (the row's date, for sorting), `client_id` and, when it has statuses, `status`.
 */
export const MINE = `SELECT l.client_user_id AS id FROM client_links l
  WHERE l.staff_user_id = $1 AND l.relation = 'dealer' AND l.brand_id = $2`;

/** Every parameter typed once, whichever a report's query reads: Postgres must know each one's type. */
export const REPORT_PARAMS = `WITH params AS (SELECT $1::int AS d, $2::text AS b, $3::text AS s, $4::date AS f,
  $5::date AS t, $6::text AS q, $7::timestamptz AS n)`;

const CLIENT = `JOIN users u ON u.id = mine.id LEFT JOIN customers c ON c.user_id = u.id`;

/** The filters a dealer sets, built here and nowhere else. */
const filter = {
  /** The client's name or email matches the search. */
  client: `($6 = '' OR COALESCE(c.name, u.name) ILIKE $6 OR COALESCE(c.email, u.email) ILIKE $6)`,
  /** The column's day in India falls within the range. */
  dated: (col: string) =>
    `($4::date IS NULL OR (${col} AT TIME ZONE 'Asia/Kolkata')::date >= $4::date)
     AND ($5::date IS NULL OR (${col} AT TIME ZONE 'Asia/Kolkata')::date <= $5::date)`,
  /** A row of a dated thing: its day in the range and its client matching the search. */
  row: (col: string) => `${filter.dated(col)} AND ${filter.client}`,
};

export interface ReportDef {
  columns: ReportColumn[];
  statuses: string[];
  sql: string;
}

/** A constant text as an SQL literal. */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Where a rebalance came from ('Version 6', 'Adviser’s sheet'); `tv` is the version it moves to. */
const REBALANCE_SOURCE = `CASE WHEN r.sheet_id IS NULL THEN ${sqlText(`${REBALANCE_SOURCES.version} `)} || tv.version::text
  ELSE ${sqlText(REBALANCE_SOURCES.sheet)} END`;

const AT_COST = `(SELECT COALESCE(sum(h.quantity * h.average_price), 0) FROM investment_holdings h WHERE h.investment_id = i.id)`;

export const REPORTS: Record<DealerReportName, ReportDef> = {
  'investment-status': {
    columns: [
      { key: 'client', label: 'Client', kind: 'text' },
      { key: 'basket', label: 'Basket', kind: 'text' },
      { key: 'status', label: 'Status', kind: 'status' },
      { key: 'invested_value', label: 'Invested (at cost)', kind: 'money' },
      { key: 'started', label: 'Started', kind: 'date' },
    ],
    statuses: ['active', 'closed'],
    sql: `SELECT u.id AS client_id, COALESCE(c.name, u.name) AS client, b.name AS basket, i.status,
            ${AT_COST}::float8 AS invested_value, i.created_at AS started, i.created_at AS at
            FROM (${MINE}) mine ${CLIENT} JOIN investments i ON i.user_id = u.id JOIN baskets b ON b.id = i.basket_id
           WHERE ${filter.row('i.created_at')}`,
  },
  rebalance: {
    columns: [
      { key: 'client', label: 'Client', kind: 'text' },
      { key: 'basket', label: 'Basket', kind: 'text' },
      { key: 'source', label: 'Source', kind: 'text' },
      { key: 'status', label: 'Status', kind: 'status' },
      { key: 'created', label: 'Issued', kind: 'date' },
      { key: 'decided', label: 'Decided', kind: 'date' },
    ],
    statuses: ['pending', 'applied', 'ignored'],
    sql: `SELECT u.id AS client_id, COALESCE(c.name, u.name) AS client, b.name AS basket,
            ${REBALANCE_SOURCE} AS source,
            CASE r.status WHEN 'accepted' THEN 'applied' ELSE r.status END AS status,
            r.created_at AS created, r.decided_at AS decided, r.created_at AS at
            FROM (${MINE}) mine ${CLIENT} JOIN investments i ON i.user_id = u.id JOIN baskets b ON b.id = i.basket_id
            JOIN rebalances r ON r.investment_id = i.id JOIN basket_versions tv ON tv.id = r.to_version_id
           WHERE ${filter.row('r.created_at')}`,
  },
  summary: {
    columns: [
      { key: 'client', label: 'Client', kind: 'text' },
      { key: 'investments', label: 'Active investments', kind: 'count' },
      { key: 'invested_value', label: 'Invested (at cost)', kind: 'money' },
      { key: 'subscriptions', label: 'Active subscriptions', kind: 'count' },
      { key: 'payments', label: 'Payments', kind: 'count' },
      { key: 'paid', label: 'Paid', kind: 'money' },
    ],
    statuses: [],
    sql: `SELECT u.id AS client_id, COALESCE(c.name, u.name) AS client,
            (SELECT count(*) FROM investments i WHERE i.user_id = u.id AND i.status = 'active')::int AS investments,
            (SELECT COALESCE(sum(${AT_COST}), 0) FROM investments i WHERE i.user_id = u.id AND i.status = 'active')::float8 AS invested_value,
            (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id AND ${subscriptionLiveAt('$7::timestamptz')})::int AS subscriptions,
            (SELECT count(*) FROM payment_transactions t WHERE t.user_id = u.id AND t.status = 'success' AND ${filter.dated('t.settled_at')})::int AS payments,
            (SELECT COALESCE(sum(t.total_amount), 0) FROM payment_transactions t
              WHERE t.user_id = u.id AND t.status = 'success' AND ${filter.dated('t.settled_at')})::float8 AS paid,
            NULL::timestamptz AS at
            FROM (${MINE}) mine ${CLIENT} WHERE ${filter.client}`,
  },
  'payment-status': {
    columns: [
      { key: 'client', label: 'Client', kind: 'text' },
      { key: 'plan', label: 'Plan', kind: 'text' },
      { key: 'amount', label: 'Amount', kind: 'money' },
      { key: 'status', label: 'Status', kind: 'status' },
      { key: 'via', label: 'Through', kind: 'text' },
      { key: 'created', label: 'Created', kind: 'date' },
      { key: 'settled', label: 'Settled', kind: 'date' },
    ],
    statuses: ['link-sent', 'link-expired', 'created', 'pending', 'paid', 'failed'],
    sql: `SELECT u.id AS client_id, COALESCE(c.name, u.name) AS client, p.name AS plan, t.total_amount::float8 AS amount,
             CASE t.status WHEN 'success' THEN 'paid' ELSE t.status END AS status,
             CASE t.kind WHEN 'payment-link' THEN 'Payment link' ELSE 'Checkout' END AS via,
             t.created_at AS created, t.settled_at AS settled, t.created_at AS at
        FROM (${MINE}) mine ${CLIENT} JOIN payment_transactions t ON t.user_id = u.id AND t.brand_id = $2
        JOIN plans p ON p.id = t.plan_id WHERE ${filter.row('t.created_at')}
      UNION ALL
      SELECT u.id, COALESCE(c.name, u.name), p.name, NULL::float8,
             CASE WHEN pl.expires_at <= $7::timestamptz THEN 'link-expired' ELSE 'link-sent' END,
             'Payment link', pl.created_at, NULL::timestamptz, pl.created_at
        FROM (${MINE}) mine ${CLIENT} JOIN dealer_payment_links pl ON pl.client_user_id = u.id
         AND pl.dealer_user_id = $1 AND pl.brand_id = $2 AND pl.transaction_id IS NULL
        JOIN plans p ON p.id = pl.plan_id WHERE ${filter.row('pl.created_at')}`,
  },
};

/**
 * A report's rows with every filter applied: the status filter wraps its query, on the status the report
 * shows (a rebalance 'accepted' is 'applied'); a report without statuses has none.
 */
export function reportRowsSql(name: DealerReportName): string {
  const { sql, statuses } = REPORTS[name];
  return statuses.length > 0 ? `SELECT * FROM (${sql}) x WHERE ($3 = '' OR x.status = $3)` : sql;
}
