import type { Queryable } from '../db/database';

export interface StoredConstituent {
  symbol: string;
  weight: number;
  rationale: string;
}

export interface StoredVersion {
  id: number;
  version: number;
  effectiveDate: string;
  rationale: string;
  constituents: StoredConstituent[];
}

interface Row {
  basket_id: number;
  id: number;
  version: number;
  effective_date: string;
  rationale: string;
  symbol: string;
  weight: number;
  stock_rationale: string;
}

/**
 * The versions of these baskets, oldest first, each with its stocks by weight (heaviest first); with
 * `latestOnly`, only each basket's latest version (what a card needs: its stocks now).
 */
export async function storedVersions(
  db: Queryable,
  basketIds: readonly number[],
  { latestOnly = false }: { latestOnly?: boolean } = {},
): Promise<Map<number, StoredVersion[]>> {
  const { rows } = await db.query<Row>(
    `SELECT v.basket_id, v.id, v.version, to_char(v.effective_date, 'YYYY-MM-DD') AS effective_date, v.rationale,
            c.symbol, c.weight::float8 AS weight, c.rationale AS stock_rationale
       FROM basket_versions v JOIN basket_constituents c ON c.version_id = v.id
      WHERE v.basket_id = ANY($1::int[])
        AND (NOT $2::boolean OR v.version = (SELECT max(x.version) FROM basket_versions x WHERE x.basket_id = v.basket_id))
      ORDER BY v.basket_id, v.version, c.weight DESC, c.symbol`,
    [basketIds, latestOnly],
  );
  const byBasket = new Map<number, StoredVersion[]>();
  for (const r of rows) {
    const versions = byBasket.get(r.basket_id) ?? [];
    if (!byBasket.has(r.basket_id)) byBasket.set(r.basket_id, versions);
    let v = versions.at(-1);
    if (v?.id !== r.id) {
      v = { id: r.id, version: r.version, effectiveDate: r.effective_date, rationale: r.rationale, constituents: [] };
      versions.push(v);
    }
    v.constituents.push({ symbol: r.symbol, weight: r.weight, rationale: r.stock_rationale });
  }
  return byBasket;
}
