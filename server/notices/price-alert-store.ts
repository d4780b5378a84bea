import type { PriceAlert } from '#contract/push/price-alerts';
import type { Queryable } from '../db/database';

/** A stored alert as the notices job reads it. */
export interface PriceAlertRow {
  id: number;
  user_id: number;
  brand_id: string;
  symbol: string;
  direction: 'above' | 'below';
  price: number;
  crossed_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, user_id, brand_id, symbol, direction, price::float8 AS price, crossed_at, created_at';

/** The investor's alerts on this brand, newest first. */
export async function priceAlertsOf(db: Queryable, userId: number, brandId: string): Promise<PriceAlertRow[]> {
  const { rows } = await db.query<PriceAlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts WHERE user_id = $1 AND brand_id = $2 ORDER BY created_at DESC, id DESC`,
    [userId, brandId],
  );
  return rows;
}

/** Every alert, oldest first: what the notices job checks. */
export async function allPriceAlerts(db: Queryable): Promise<PriceAlertRow[]> {
  const { rows } = await db.query<PriceAlertRow>(`SELECT ${COLUMNS} FROM price_alerts ORDER BY id`);
  return rows;
}

/**
 * The stocks the investor may watch: those their active investments hold, and those of the versions
 * their active investments follow (their baskets), on any brand. A to Z.
 */
export async function watchableSymbols(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ symbol: string }>(
    `SELECT h.symbol FROM investment_holdings h JOIN investments i ON i.id = h.investment_id
      WHERE i.user_id = $1 AND i.status = 'active' AND h.quantity > 0
     UNION
     SELECT c.symbol FROM basket_constituents c JOIN investments i ON i.version_id = c.version_id
      WHERE i.user_id = $1 AND i.status = 'active'
     ORDER BY symbol`,
    [userId],
  );
  return rows.map((r) => r.symbol);
}

/** Adds an alert; the same symbol, direction and price again is the one already there. */
export async function addPriceAlert(
  db: Queryable,
  a: { userId: number; brandId: string; symbol: string; direction: 'above' | 'below'; price: number },
) {
  await db.query(
    `INSERT INTO price_alerts (user_id, brand_id, symbol, direction, price) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, symbol, direction, price) DO NOTHING`,
    [a.userId, a.brandId, a.symbol, a.direction, a.price],
  );
}

/** Removes one of the user's alerts on this brand; false when there is no such alert of theirs. */
export async function removePriceAlert(db: Queryable, userId: number, brandId: string, id: number) {
  const { rows } = await db.query(
    'DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 AND brand_id = $3 RETURNING 1',
    [id, userId, brandId],
  );
  return rows.length > 0;
}

/** Whether the last price is at or beyond the alert's price, in its direction. */
export const priceBeyond = (a: Pick<PriceAlertRow, 'direction' | 'price'>, last: number) =>
  a.direction === 'above' ? last >= a.price : last <= a.price;

/** An alert as the app shows it, at the last prices. */
export const priceAlertView = (a: PriceAlertRow, prices: Record<string, number>): PriceAlert => ({
  id: a.id,
  symbol: a.symbol,
  direction: a.direction,
  price: a.price,
  last_price: prices[a.symbol] ?? null,
  crossed: a.crossed_at !== null,
  created_at: new Date(a.created_at).toISOString(),
});
