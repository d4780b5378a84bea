import type { BasketStatus } from '#contract/baskets/details';
import type { ParrvaStatus, VerifiedFigures } from '#contract/compliance/parrva';
import type { Queryable } from '../db/database';
import type { BasketRow } from './basket-row-store';

/** One basket with what its page needs beyond a card. */
export interface BasketRecord extends BasketRow {
  status: BasketStatus;
  adviser_id: number;
  /** The adviser's signed-in account, when it has one. */
  owner_user_id: number | null;
  sebi_registration: string;
  methodology: string;
  mf_category: string | null;
  launch_date: string | null;
  has_factsheet: boolean;
  parrva_status: ParrvaStatus;
  parrva_verified_as_of: string | null;
  parrva_figures: VerifiedFigures | null;
}

/** The basket with this hash, whatever its status (the caller decides who may see it). */
export async function findBasket(db: Queryable, hash: string): Promise<BasketRecord | undefined> {
  const { rows } = await db.query<BasketRecord>(
    `SELECT b.id, b.basket_hash, b.name, b.description, b.fixed_minimum_amount::float8 AS fixed_minimum, b.risk_type,
            b.fund_type, b.is_premium, b.is_shareable, b.fee_kind, b.fee_amount::float8 AS fee_amount,
            b.rebalance_frequency, b.popularity, b.benchmark_id, b.status, b.adviser_id, b.methodology,
            b.mf_category, to_char(b.launch_date, 'YYYY-MM-DD') AS launch_date,
            a.name AS adviser_name, a.slug AS adviser_slug, a.adviser_type, a.sebi_registration,
            a.user_id AS owner_user_id, b.parrva_status, b.parrva_figures,
            to_char(b.parrva_verified_as_of, 'YYYY-MM-DD') AS parrva_verified_as_of,
            EXISTS (SELECT 1 FROM basket_factsheets f WHERE f.basket_id = b.id) AS has_factsheet
       FROM baskets b JOIN advisers a ON a.id = b.adviser_id
      WHERE b.basket_hash = $1`,
    [hash],
  );
  return rows[0];
}

/** Anyone may open a published or closed basket; drafts and hidden ones only their adviser. */
export const isListed = (b: Pick<BasketRecord, 'status'>) => b.status === 'published' || b.status === 'closed';

export const isOwner = (b: Pick<BasketRecord, 'owner_user_id'>, userId: number | undefined) =>
  userId !== undefined && b.owner_user_id === userId;
