import type { AdviserType, BasketType, FeeKind, RebalanceFrequency, RiskType } from '#contract/baskets/types';
import type { Queryable } from '../db/database';

export interface BasketRow {
  id: number;
  basket_hash: string;
  name: string;
  description: string;
  fixed_minimum: number | null;
  risk_type: RiskType;
  fund_type: string;
  is_premium: boolean;
  is_shareable: boolean;
  fee_kind: FeeKind;
  fee_amount: number;
  rebalance_frequency: RebalanceFrequency;
  popularity: number;
  benchmark_id: string;
  adviser_name: string;
  adviser_slug: string;
  adviser_type: AdviserType;
}

/** Which baskets to read (each filter optional); the figures computed from prices are filtered later. */
export interface BasketFilter {
  /** Published only, unless these statuses are given. */
  statuses?: readonly string[];
  basketType?: BasketType;
  frequencies: readonly RebalanceFrequency[];
  feeKind?: FeeKind;
  adviserType?: AdviserType;
  adviserSlug?: string;
  /** Baskets whose latest version holds this symbol. */
  symbol?: string;
  /** Baskets on this user's watchlist. */
  watchlistOf?: number;
}

/** The baskets matching a filter, most popular first (the caller sorts on computed figures). */
export async function findBaskets(db: Queryable, f: BasketFilter): Promise<BasketRow[]> {
  const { rows } = await db.query<BasketRow>(
    `SELECT b.id, b.basket_hash, b.name, b.description, b.fixed_minimum_amount::float8 AS fixed_minimum, b.risk_type,
            b.fund_type, b.is_premium, b.is_shareable, b.fee_kind, b.fee_amount::float8 AS fee_amount,
            b.rebalance_frequency, b.popularity, b.benchmark_id,
            a.name AS adviser_name, a.slug AS adviser_slug, a.adviser_type
       FROM baskets b
       JOIN advisers a ON a.id = b.adviser_id
      WHERE b.status = ANY($1::text[])
        AND b.rebalance_frequency = ANY($2::text[])
        AND ($3::text IS NULL OR ($3 = 'premium') = b.is_premium)
        AND ($4::text IS NULL OR b.fee_kind = $4)
        AND ($5::text IS NULL OR a.adviser_type = $5)
        AND ($6::text IS NULL OR a.slug = $6)
        AND ($7::text IS NULL OR EXISTS (
              SELECT 1 FROM basket_constituents c
               WHERE c.symbol = $7
                 AND c.version_id = (SELECT v.id FROM basket_versions v WHERE v.basket_id = b.id
                                      ORDER BY v.version DESC LIMIT 1)))
        AND ($8::int IS NULL OR EXISTS (SELECT 1 FROM basket_watchlist w WHERE w.basket_id = b.id AND w.user_id = $8))
      ORDER BY b.popularity DESC, b.id ASC`,
    [
      f.statuses ?? ['published'],
      f.frequencies,
      f.basketType === undefined || f.basketType === 'all' ? null : f.basketType,
      f.feeKind ?? null,
      f.adviserType ?? null,
      f.adviserSlug ?? null,
      f.symbol ?? null,
      f.watchlistOf ?? null,
    ],
  );
  return rows;
}
