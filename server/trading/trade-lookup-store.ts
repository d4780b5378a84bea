import type { CashFlow } from '#contract/investments/types';
import type { Queryable } from '../db/database';

export interface InvestmentOwner {
  userId: number;
  brandId: string;
}

/** The id of the user's investment `hash` on the brand (any status); undefined when it is not theirs. */
export async function userInvestmentId(db: Queryable, owner: InvestmentOwner, hash: string) {
  const { rows } = await db.query<{ id: number }>(
    `SELECT i.id FROM investments i JOIN broker_links l ON l.id = i.broker_link_id
      WHERE i.investment_hash = $1 AND i.user_id = $2 AND l.brand_id = $3`,
    [hash, owner.userId, owner.brandId],
  );
  return rows[0]?.id;
}

/** The user's active investment `hash` on the brand, with its basket and broker; undefined otherwise. */
export async function activeInvestment(db: Queryable, owner: InvestmentOwner, hash: string) {
  const { rows } = await db.query<{ id: number; basket_id: number; broker_id: string }>(
    `SELECT i.id, i.basket_id, l.broker_id FROM investments i JOIN broker_links l ON l.id = i.broker_link_id
      WHERE i.investment_hash = $1 AND i.user_id = $2 AND l.brand_id = $3 AND i.status = 'active'`,
    [hash, owner.userId, owner.brandId],
  );
  return rows[0];
}

/** An investment's cash flows in time order, each with the trade it came from (null for none). */
export async function investmentCashFlows(db: Queryable, investmentId: number) {
  const { rows } = await db.query<CashFlow & { trade_id: number | null }>(
    `SELECT trade_id, kind, amount::float8 AS amount,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM investment_cash_flows WHERE investment_id = $1 ORDER BY at, id`,
    [investmentId],
  );
  return rows;
}

/** The broker's order id of each of a trade's lines, by line id (null while the line is being placed). */
export async function brokerOrderIds(db: Queryable, tradeId: number): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ id: number; broker_order_id: string | null }>(
    'SELECT id, broker_order_id FROM trade_orders WHERE trade_id = $1',
    [tradeId],
  );
  return new Map(rows.map((r) => [String(r.id), r.broker_order_id]));
}
