import type { AdviserType, RebalanceFrequency } from '#contract/baskets/types';
import type { BasketStatus } from '#contract/baskets/details';
import type { Queryable } from '../db/database';
import type { HoldingRow } from '../investments/investment-store';
import { subscriptionLiveAt } from '../subscriptions/active-subscription';

export interface DashboardAdviserRow {
  id: number;
  slug: string;
  name: string;
  adviser_type: AdviserType;
  sebi_registration: string;
  city: string | null;
  contact_email: string | null;
  /** Distinct users holding a live subscription to one of the adviser's plans. */
  subscribers: number;
  /** Distinct users with an active investment in one of the adviser's baskets. */
  investors: number;
}

/**
 * The signed-in user's adviser row with the dashboard's two head counts, in one query; undefined when
 * the account is no adviser's. Subscriptions count as is_subscriber counts them (active-subscription.ts).
 */
export async function dashboardAdviser(db: Queryable, userId: number): Promise<DashboardAdviserRow | undefined> {
  const { rows } = await db.query<DashboardAdviserRow>(
    `SELECT a.id, a.slug, a.name, a.adviser_type, a.sebi_registration, a.city, a.contact_email,
            (SELECT count(DISTINCT s.user_id)::int FROM subscriptions s JOIN plans p ON p.id = s.plan_id
              WHERE p.adviser_id = a.id AND ${subscriptionLiveAt('now()')}) AS subscribers,
            (SELECT count(DISTINCT i.user_id)::int FROM investments i JOIN baskets b ON b.id = i.basket_id
              WHERE b.adviser_id = a.id AND i.status = 'active') AS investors
       FROM advisers a WHERE a.user_id = $1`,
    [userId],
  );
  return rows[0];
}

export interface DashboardBasketRow {
  id: number;
  basket_hash: string;
  name: string;
  status: BasketStatus;
  is_automated: boolean;
  benchmark_id: string;
  rebalance_frequency: RebalanceFrequency;
  updated_at: string;
  /** The latest version's id (null for a basket without one). */
  latest_version_id: number | null;
  /** Distinct users with an active investment following it. */
  investors: number;
}

/** Every basket of the adviser, whatever its status, newest change first. */
export async function dashboardBaskets(db: Queryable, adviserId: number): Promise<DashboardBasketRow[]> {
  const { rows } = await db.query<DashboardBasketRow>(
    `SELECT b.id, b.basket_hash, b.name, b.status, b.is_automated, b.benchmark_id, b.rebalance_frequency,
            to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
            (SELECT v.id FROM basket_versions v WHERE v.basket_id = b.id ORDER BY v.version DESC LIMIT 1)
              AS latest_version_id,
            (SELECT count(DISTINCT i.user_id)::int FROM investments i
              WHERE i.basket_id = b.id AND i.status = 'active') AS investors
       FROM baskets b WHERE b.adviser_id = $1
      ORDER BY b.updated_at DESC, b.id DESC`,
    [adviserId],
  );
  return rows;
}

export type DashboardHoldingRow = HoldingRow & { basket_id: number; investment_hash: string };

/** The holdings of every active investment following one of the adviser's baskets. */
export async function dashboardHoldings(db: Queryable, adviserId: number): Promise<DashboardHoldingRow[]> {
  const { rows } = await db.query<DashboardHoldingRow>(
    `SELECT i.basket_id, i.investment_hash, h.investment_id, h.symbol, h.quantity, h.average_price::float8 AS average_price
       FROM investments i
       JOIN baskets b ON b.id = i.basket_id
       JOIN investment_holdings h ON h.investment_id = i.id
      WHERE b.adviser_id = $1 AND i.status = 'active' AND h.quantity > 0
      ORDER BY h.investment_id, h.symbol`,
    [adviserId],
  );
  return rows;
}

/** Where the adviser can be found: city and contact email, each null when not given. */
export async function adviserContact(db: Queryable, adviserId: number) {
  const { rows } = await db.query<{ city: string | null; contact_email: string | null }>(
    'SELECT city, contact_email FROM advisers WHERE id = $1',
    [adviserId],
  );
  return { city: rows[0]?.city ?? null, contact_email: rows[0]?.contact_email ?? null };
}
