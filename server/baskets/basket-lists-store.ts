import type { RebalanceFrequency } from '#contract/baskets/types';
import type { Queryable } from '../db/database';

/**
 * The database side of the basket lists (server/baskets/routes/basket-lists-routes.ts). "Listed" means what the
 * listing shows on a brand: published, rebalanced at one of the brand's frequencies.
 */

const LISTED = `b.status = 'published' AND b.rebalance_frequency = ANY($1::text[])`;

/**
 * Each basket's version in effect on `today` (IST): the highest version that has taken effect.
 * $1 and $2 of the query that uses it are not its own: it reads `today` from the parameter named.
 */
const currentVersions = (today: string) => `
  current_versions AS (
    SELECT DISTINCT ON (v.basket_id) v.basket_id, v.id AS version_id
      FROM basket_versions v
     WHERE v.effective_date <= ${today}::date
     ORDER BY v.basket_id, v.version DESC
  )`;

export interface TagRow {
  slug: string;
  name: string;
  master_slug: string;
  master_name: string;
  count: number;
}

/** Tags carried by at least one listed basket, by master tag then name. */
export async function tagCounts(db: Queryable, frequencies: readonly RebalanceFrequency[]) {
  const { rows } = await db.query<TagRow>(
    `SELECT t.slug, t.name, m.slug AS master_slug, m.name AS master_name, count(*)::int AS count
       FROM basket_tag_names t
       JOIN basket_master_tags m ON m.id = t.master_tag_id
       JOIN basket_tags bt ON bt.tag_id = t.id
       JOIN baskets b ON b.id = bt.basket_id
      WHERE ${LISTED}
      GROUP BY t.id, m.id
      ORDER BY m.name, t.name, t.id`,
    [frequencies],
  );
  return rows;
}

/** Master tags with the number of listed baskets carrying any of their tags. */
export async function masterTagCounts(db: Queryable, frequencies: readonly RebalanceFrequency[]) {
  const { rows } = await db.query<{ slug: string; name: string; count: number }>(
    `SELECT m.slug, m.name, count(DISTINCT b.id)::int AS count
       FROM basket_master_tags m
       JOIN basket_tag_names t ON t.master_tag_id = m.id
       JOIN basket_tags bt ON bt.tag_id = t.id
       JOIN baskets b ON b.id = bt.basket_id
      WHERE ${LISTED}
      GROUP BY m.id
      ORDER BY m.name, m.id`,
    [frequencies],
  );
  return rows;
}

/** The symbols of every listed basket's current version: (basket id, symbol). */
export async function listedHoldings(db: Queryable, frequencies: readonly RebalanceFrequency[], today: string) {
  const { rows } = await db.query<{ basket_id: number; symbol: string }>(
    `WITH ${currentVersions('$2')}
     SELECT b.id AS basket_id, c.symbol
       FROM baskets b
       JOIN current_versions cv ON cv.basket_id = b.id
       JOIN basket_constituents c ON c.version_id = cv.version_id
      WHERE ${LISTED}`,
    [frequencies, today],
  );
  return rows;
}

/** One basket's current version: its symbols and weights (percent). */
export async function currentWeights(db: Queryable, basketId: number, today: string) {
  const { rows } = await db.query<{ symbol: string; weight: number }>(
    `WITH ${currentVersions('$2')}
     SELECT c.symbol, c.weight::float8 AS weight
       FROM current_versions cv
       JOIN basket_constituents c ON c.version_id = cv.version_id
      WHERE cv.basket_id = $1
      ORDER BY c.symbol`,
    [basketId, today],
  );
  return rows;
}

/** MF categories of listed baskets, with how many each has, by name. */
export async function mfCategoryCounts(db: Queryable, frequencies: readonly RebalanceFrequency[]) {
  const { rows } = await db.query<{ name: string; count: number }>(
    `SELECT b.mf_category AS name, count(*)::int AS count
       FROM baskets b
      WHERE ${LISTED} AND b.mf_category IS NOT NULL
      GROUP BY b.mf_category
      ORDER BY b.mf_category`,
    [frequencies],
  );
  return rows;
}

/** The listed baskets of one MF category (case forgiven), most popular first. */
export async function mfCategoryBaskets(db: Queryable, frequencies: readonly RebalanceFrequency[], category: string) {
  const { rows } = await db.query<{ category: string; basket_hash: string; name: string; adviser_name: string }>(
    `SELECT b.mf_category AS category, b.basket_hash, b.name, a.name AS adviser_name
       FROM baskets b
       JOIN advisers a ON a.id = b.adviser_id
      WHERE ${LISTED} AND lower(b.mf_category) = lower($2)
      ORDER BY b.popularity DESC, b.id`,
    [frequencies, category],
  );
  return rows;
}
