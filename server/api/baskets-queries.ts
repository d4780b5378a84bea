import type { Queryable } from '../db/database';
import {
  FEE_LABELS,
  type AdviserType,
  type BasketSummary,
  type BasketType,
  type Curator,
  type CuratorPlan,
  type FeeKind,
  type RebalanceFrequency,
  type RiskType,
  type SortOption,
} from '#contract/baskets';

/**
 * ORDER BY for each sort option: a fixed table, so no request text ever reaches the SQL.
 * Fee compares what a year costs at the basket's minimum amount (docs/decisions/0030).
 */
const ORDER_BY: Record<SortOption, string> = {
  popularity: 'b.popularity DESC',
  cagr: 'b.cagr DESC NULLS LAST',
  'minAmount-asc': 'b.fixed_minimum_amount ASC',
  'minAmount-desc': 'b.fixed_minimum_amount DESC',
  'riskProfile-asc': 'risk_rank ASC',
  'riskProfile-desc': 'risk_rank DESC',
  'fee-asc': 'fee_at_minimum ASC',
  'fee-desc': 'fee_at_minimum DESC',
};

interface BasketRow {
  id: number;
  basket_hash: string;
  name: string;
  description: string;
  min_amount: number;
  risk_type: RiskType;
  fund_type: string;
  cagr: number | null;
  is_premium: boolean;
  is_shareable: boolean;
  fee_kind: FeeKind;
  fee_amount: number;
  rebalance_frequency: RebalanceFrequency;
  adviser_name: string;
  adviser_slug: string;
  adviser_type: AdviserType;
}

export interface ListingQuery {
  basketType: BasketType;
  sort: SortOption;
  frequencies: readonly RebalanceFrequency[];
}

/** Published baskets rebalanced at one of the brand's frequencies, in the asked order. */
export async function listBaskets(db: Queryable, { basketType, sort, frequencies }: ListingQuery) {
  const { rows } = await db.query<BasketRow>(
    `SELECT b.id, b.basket_hash, b.name, b.description, b.fixed_minimum_amount::float8 AS min_amount, b.risk_type,
            b.fund_type, b.cagr::float8 AS cagr, b.is_premium, b.is_shareable, b.fee_kind,
            b.fee_amount::float8 AS fee_amount, b.rebalance_frequency,
            a.name AS adviser_name, a.slug AS adviser_slug, a.adviser_type,
            CASE b.risk_type WHEN 'low' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END AS risk_rank,
            CASE b.fee_kind WHEN 'AUM' THEN b.fixed_minimum_amount * b.fee_amount / 100 ELSE b.fee_amount END
              AS fee_at_minimum
       FROM baskets b
       JOIN advisers a ON a.id = b.adviser_id
      WHERE b.status = 'published'
        AND b.rebalance_frequency = ANY($1::text[])
        AND ($2::boolean OR b.is_premium)
      ORDER BY ${ORDER_BY[sort]}, b.popularity DESC, b.id ASC`,
    [frequencies, basketType === 'all'],
  );
  return rows.map(toSummary);
}

function toSummary(r: BasketRow): BasketSummary {
  return {
    basketId: r.id,
    basket_hash: r.basket_hash,
    name: r.name,
    description: r.description,
    fixedMinimumAmount: r.min_amount,
    riskType: r.risk_type,
    fundType: r.fund_type,
    cagr: r.cagr,
    isPremium: r.is_premium,
    is_shareable: r.is_shareable,
    fee: { kind: r.fee_kind, label: FEE_LABELS[r.fee_kind], amount: r.fee_amount },
    rebalanceFrequency: r.rebalance_frequency,
    adviser: { name: r.adviser_name, slug: r.adviser_slug, adviserType: r.adviser_type },
  };
}

/** Spec §3 and §9: '1 month', '3 months', '6 months', '1 year'; a year counts as 12 months. */
export function planPeriod(interval: 'month' | 'year', count: number): Omit<CuratorPlan, 'amount'> {
  const unit = interval === 'year' ? 'year' : 'month';
  return {
    label: `${count} ${unit}${count === 1 ? '' : 's'}`,
    durationMonths: interval === 'year' ? count * 12 : count,
  };
}

interface AdviserRow {
  id: number;
  name: string;
  slug: string;
  adviser_type: AdviserType;
  sebi_registration: string;
  bio: string;
  basket_count: number;
}

interface PlanRow {
  adviser_id: number;
  interval: 'month' | 'year';
  interval_count: number;
  amount: number;
}

/** Every adviser, with the baskets this brand lists for them and their plans, shortest first. */
export async function listCurators(db: Queryable, frequencies: readonly RebalanceFrequency[]): Promise<Curator[]> {
  const [advisers, plans] = await Promise.all([
    db.query<AdviserRow>(
      `SELECT a.id, a.name, a.slug, a.adviser_type, a.sebi_registration, a.bio,
              (SELECT count(*)::int FROM baskets b
                WHERE b.adviser_id = a.id AND b.status = 'published'
                  AND b.rebalance_frequency = ANY($1::text[])) AS basket_count
         FROM advisers a
        ORDER BY a.name, a.id`,
      [frequencies],
    ),
    db.query<PlanRow>(
      `SELECT adviser_id, interval, interval_count, amount::float8 AS amount
         FROM plans
        ORDER BY adviser_id, CASE interval WHEN 'year' THEN interval_count * 12 ELSE interval_count END, id`,
    ),
  ]);
  return advisers.rows.map((a) => ({
    name: a.name,
    slug: a.slug,
    adviserType: a.adviser_type,
    sebiRegistration: a.sebi_registration,
    bio: a.bio,
    basketCount: a.basket_count,
    plans: plans.rows
      .filter((p) => p.adviser_id === a.id)
      .map((p) => ({ ...planPeriod(p.interval, p.interval_count), amount: p.amount })),
  }));
}
