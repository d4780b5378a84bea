import type { BasketAfterCosts } from '#contract/investments/returns-types';
import type { Queryable } from '../../db/database';
import type { MarketData } from '../../market/market-data';
import { readInvestments } from '../investment-reader';
import { userInvestment, type InvestmentRow } from '../investment-store';
import { typicalAfterCosts } from './median';
import { returnsAfterCosts } from './returns-reader';

interface Row {
  basket_id: number;
  basket_hash: string;
  name: string;
  user_id: number;
  brand_id: string | null;
  investment_hash: string | null;
}

/** An investor's after-cost return over their investments in one basket: Σ after-cost ₹ / Σ base; null if unknown. */
async function investorReturn(db: Queryable, market: MarketData, rows: readonly InvestmentRow[]) {
  const { views, skipped } = await readInvestments(db, market, rows);
  if (skipped.length) return null;
  let [after, base] = [0, 0];
  for (const view of views) {
    const r = await returnsAfterCosts(db, market, view);
    if (r.after_costs.amount === null) return null;
    after += r.after_costs.amount;
    base += r.base;
  }
  return base > 0 ? Math.round((after / base) * 10_000) / 100 : null;
}

/**
 * Each of the adviser's baskets with its typical investor after costs (docs/studio.md; decision 0303): the median
 * of its investors' after-cost returns (each investor's active investments in the basket together), hidden under
 * three investors. One investor's figure is computed as their own page computes it.
 */
export async function basketsAfterCosts(
  db: Queryable,
  market: MarketData,
  adviserId: number,
): Promise<BasketAfterCosts[]> {
  const { rows } = await db.query<Row>(
    `SELECT b.id AS basket_id, b.basket_hash, b.name, i.user_id, l.brand_id, i.investment_hash
       FROM baskets b
       LEFT JOIN investments i ON i.basket_id = b.id AND i.status = 'active'
       LEFT JOIN broker_links l ON l.id = i.broker_link_id
      WHERE b.adviser_id = $1 AND b.status <> 'draft'
      ORDER BY b.name, b.id, i.user_id, i.id`,
    [adviserId],
  );
  const baskets = new Map<number, { hash: string; name: string; investors: Map<number, InvestmentRow[]> }>();
  for (const r of rows) {
    const b = baskets.get(r.basket_id) ?? { hash: r.basket_hash, name: r.name, investors: new Map() };
    baskets.set(r.basket_id, b);
    if (r.investment_hash === null || r.brand_id === null) continue;
    const row = await userInvestment(db, r.user_id, r.brand_id, r.investment_hash);
    if (row) b.investors.set(r.user_id, [...(b.investors.get(r.user_id) ?? []), row]);
  }
  const out: BasketAfterCosts[] = [];
  for (const b of baskets.values()) {
    const returns: (number | null)[] = [];
    for (const investments of b.investors.values()) returns.push(await investorReturn(db, market, investments));
    out.push({ basket_hash: b.hash, basket_name: b.name, ...typicalAfterCosts(returns) });
  }
  return out;
}
