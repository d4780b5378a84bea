import type { DealerPlan } from '#contract/dealer/types';
import type { Queryable } from '../db/database';
import { toPlanRow, PLAN_COLUMNS } from '../subscriptions/plan-row';

/** The plans on sale (every adviser's active plans; plans belong to no one brand), by adviser then period. */
export async function listDealerPlans(db: Queryable): Promise<DealerPlan[]> {
  const { rows } = await db.query<Parameters<typeof toPlanRow>[0]>(
    `SELECT ${PLAN_COLUMNS} FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE p.active
      ORDER BY a.name, (CASE WHEN p.interval = 'year' THEN 12 ELSE 1 END) * p.interval_count, p.id LIMIT 200`,
  );
  return rows.map(toPlanRow).map((p) => ({
    id: p.id,
    name: p.name,
    adviser_name: p.adviser_name,
    period_label: p.period_label,
    amount: p.amount,
  }));
}
