import type { TradeKind } from '#contract/trading/types';
import type { Queryable } from '../../db/database';
import { SUBSCRIPTION_ENDS_AT } from '../../subscriptions/active-subscription';
import type { CoveringSubscription } from './fee-share';

/** The investment's trades: hash and kind. */
export async function investmentTrades(db: Queryable, investmentId: number): Promise<Map<string, TradeKind>> {
  const { rows } = await db.query<{ trade_hash: string; kind: TradeKind }>(
    'SELECT trade_hash, kind FROM trades WHERE investment_id = $1',
    [investmentId],
  );
  return new Map(rows.map((r) => [r.trade_hash, r.kind]));
}

/** The basket's benchmark, for its model's index. */
export async function basketBenchmark(db: Queryable, basketId: number): Promise<string | null> {
  const { rows } = await db.query<{ benchmark_id: string }>('SELECT benchmark_id FROM baskets WHERE id = $1', [
    basketId,
  ]);
  return rows[0]?.benchmark_id ?? null;
}

interface SubscriptionRow {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  paid: number;
  investment_id: number | null;
  held_from: Date | string | null;
  held_to: Date | string | null;
}

/**
 * The investor's subscriptions to plans that include the basket, each with the fee paid (taxable amount and GST
 * of its successful payments, less a refund) and every investment of the investor in any of the plan's baskets,
 * held from its first cash flow (else its creation) to its closing (else `now`).
 */
export async function coveringSubscriptions(
  db: Queryable,
  userId: number,
  basketId: number,
  now: Date,
): Promise<CoveringSubscription[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT s.id, s.starts_at, ${SUBSCRIPTION_ENDS_AT} AS ends_at,
            greatest(0, coalesce((SELECT sum(t.taxable_amount + t.cgst + t.sgst + t.igst) FROM payment_transactions t
                                   WHERE t.subscription_id = s.id AND t.status = 'success'), 0)
                        - coalesce(s.refund_amount, 0))::float8 AS paid,
            i.id AS investment_id,
            coalesce((SELECT min(f.at) FROM investment_cash_flows f WHERE f.investment_id = i.id), i.created_at) AS held_from,
            coalesce(i.closed_at, $3::timestamptz) AS held_to
       FROM subscriptions s
       LEFT JOIN investments i ON i.user_id = s.user_id
            AND i.basket_id IN (SELECT pb.basket_id FROM plan_baskets pb WHERE pb.plan_id = s.plan_id)
      WHERE s.user_id = $1
        AND EXISTS (SELECT 1 FROM plan_baskets pb WHERE pb.plan_id = s.plan_id AND pb.basket_id = $2)
      ORDER BY s.id, i.id`,
    [userId, basketId, now.toISOString()],
  );
  const byId = new Map<number, CoveringSubscription & { covered: CoveringSubscription['covered'][number][] }>();
  for (const r of rows) {
    let s = byId.get(r.id);
    if (!s) {
      s = { starts: new Date(r.starts_at), ends: new Date(r.ends_at), paid: r.paid, covered: [] };
      byId.set(r.id, s);
    }
    if (r.investment_id !== null && r.held_from !== null && r.held_to !== null)
      s.covered.push({ investment: r.investment_id, from: new Date(r.held_from), to: new Date(r.held_to) });
  }
  return [...byId.values()];
}
