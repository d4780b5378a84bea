import type { CashFlow } from '#contract/investments/types';
import type { Queryable } from '../db/database';

/** One investment as the my-baskets calls read it, with its basket, broker, SIP and stop-loss. */
export interface InvestmentRow {
  id: number;
  investment_hash: string;
  user_id: number;
  basket_id: number;
  basket_hash: string;
  basket_name: string;
  adviser_name: string;
  broker_link_id: number;
  broker_id: string;
  brand_id: string;
  version_id: number;
  status: 'active' | 'closed';
  stoploss_percent: number | null;
  stoploss_breached_at: string | null;
  /** The target alert's percent above the money put in, and when the notices job found it reached (migration 0047). */
  target_percent: number | null;
  target_reached_at: string | null;
  created_at: string;
  closed_at: string | null;
  sip_frequency: 'monthly' | 'quarterly' | null;
  sip_amount: number | null;
  sip_day: number | null;
  sip_next_due: string | null;
  rebalance_pending: boolean;
  needs_repair: boolean;
}

export interface HoldingRow {
  investment_id: number;
  symbol: string;
  quantity: number;
  average_price: number;
}

export interface CashFlowRow extends CashFlow {
  investment_id: number;
}

const SELECT = `
  SELECT i.id, i.investment_hash, i.user_id, i.basket_id, b.basket_hash, b.name AS basket_name, a.name AS adviser_name,
         i.broker_link_id, l.broker_id, l.brand_id, i.version_id, i.status,
         i.stoploss_percent::float8 AS stoploss_percent, i.stoploss_breached_at,
         i.target_percent::float8 AS target_percent, i.target_reached_at, i.created_at, i.closed_at,
         s.frequency AS sip_frequency, s.amount::float8 AS sip_amount, s.day_of_month AS sip_day,
         to_char(s.next_due, 'YYYY-MM-DD') AS sip_next_due,
         EXISTS (SELECT 1 FROM rebalances r WHERE r.investment_id = i.id AND r.status = 'pending') AS rebalance_pending,
         EXISTS (SELECT 1 FROM trades t WHERE t.investment_id = i.id AND t.status = 'partial'
                    AND NOT EXISTS (SELECT 1 FROM trades n WHERE n.investment_id = i.id AND n.id > t.id)) AS needs_repair
    FROM investments i
    JOIN baskets b ON b.id = i.basket_id
    JOIN advisers a ON a.id = b.adviser_id
    JOIN broker_links l ON l.id = i.broker_link_id
    LEFT JOIN sips s ON s.investment_id = i.id AND s.active`;

/** The user's investments on this brand with a status, newest first. */
export async function userInvestments(
  db: Queryable,
  userId: number,
  brandId: string,
  status: 'active' | 'closed',
): Promise<InvestmentRow[]> {
  const { rows } = await db.query<InvestmentRow>(
    `${SELECT} WHERE i.user_id = $1 AND l.brand_id = $2 AND i.status = $3 ORDER BY i.created_at DESC, i.id DESC`,
    [userId, brandId, status],
  );
  return rows.map(normalise);
}

/** One of the user's investments on this brand by its hash; undefined for anyone else's (the caller answers 404). */
export async function userInvestment(
  db: Queryable,
  userId: number,
  brandId: string,
  hash: string,
): Promise<InvestmentRow | undefined> {
  const { rows } = await db.query<InvestmentRow>(
    `${SELECT} WHERE i.user_id = $1 AND l.brand_id = $2 AND i.investment_hash = $3`,
    [userId, brandId, hash],
  );
  return rows[0] && normalise(rows[0]);
}

/**
 * Every user's active investments the notices job watches (server/notices/investment-notices.ts): those
 * whose SIP instalment is due by `today` (IST date), and those with a stop-loss or a target. Oldest first.
 */
export async function watchedInvestments(db: Queryable, today: string): Promise<InvestmentRow[]> {
  const { rows } = await db.query<InvestmentRow>(
    `${SELECT} WHERE i.status = 'active' AND (s.next_due <= $1::date OR i.stoploss_percent IS NOT NULL OR i.target_percent IS NOT NULL) ORDER BY i.id`,
    [today],
  );
  return rows.map(normalise);
}

/** These users' active investments on every brand, oldest first (the end-of-day summary, server/notices/summary-notices.ts). */
export async function activeInvestmentsOf(db: Queryable, userIds: readonly number[]): Promise<InvestmentRow[]> {
  const { rows } = await db.query<InvestmentRow>(
    `${SELECT} WHERE i.user_id = ANY($1::int[]) AND i.status = 'active' ORDER BY i.id`,
    [userIds],
  );
  return rows.map(normalise);
}

const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v === null ? null : new Date(String(v)).toISOString();

function normalise(r: InvestmentRow): InvestmentRow {
  return {
    ...r,
    created_at: iso(r.created_at)!,
    closed_at: iso(r.closed_at),
    stoploss_breached_at: iso(r.stoploss_breached_at),
    target_reached_at: iso(r.target_reached_at),
  };
}

export async function holdingsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, HoldingRow[]>> {
  const { rows } = await db.query<HoldingRow>(
    `SELECT investment_id, symbol, quantity, average_price::float8 AS average_price
       FROM investment_holdings WHERE investment_id = ANY($1::int[]) AND quantity > 0 ORDER BY symbol`,
    [ids],
  );
  return groupBy(rows);
}

/** Cash flows oldest first, as the investor saw them (negative: paid in). */
export async function cashFlowsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, CashFlowRow[]>> {
  const { rows } = await db.query<{ investment_id: number; kind: CashFlow['kind']; amount: number; at: Date | string }>(
    `SELECT investment_id, kind, amount::float8 AS amount, at
       FROM investment_cash_flows WHERE investment_id = ANY($1::int[]) ORDER BY at, id`,
    [ids],
  );
  return groupBy(rows.map((r) => ({ ...r, at: iso(r.at)! })));
}

function groupBy<T extends { investment_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.investment_id) ?? [];
    list.push(r);
    out.set(r.investment_id, list);
  }
  return out;
}
