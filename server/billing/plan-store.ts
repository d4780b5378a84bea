import { feeLabel, periodLabel, planMonths } from '../subscriptions/plan-labels';
import type { Plan } from '#contract/subscriptions/plans';
import type { Queryable } from '../db/database';

/** A plan as stored: the contract's Plan without what toPlan works out. */
type PlanRow = Omit<Plan, 'duration' | 'period_label' | 'fee_label'>;

/** Plans with their adviser's slug and the subscriber-only baskets they open; `where` filters `p` and `a`. */
const PLAN_SELECT = `
  SELECT p.id, a.slug AS adviser_slug, p.name, p.interval, p.interval_count,
         p.amount::float8 AS amount, p.recurring_amount::float8 AS recurring_amount, p.fee_kind,
         p.aum_percent::float8 AS aum_percent, p.needs_risk_profile, p.active,
         coalesce(array_agg(b.basket_hash ORDER BY b.basket_hash) FILTER (WHERE b.id IS NOT NULL), '{}') AS basket_hashes
    FROM plans p JOIN advisers a ON a.id = p.adviser_id
    LEFT JOIN plan_baskets pb ON pb.plan_id = p.id
    LEFT JOIN baskets b ON b.id = pb.basket_id`;
const PLAN_ORDER = `
   GROUP BY p.id, a.slug
   ORDER BY (CASE WHEN p.interval = 'year' THEN 12 ELSE 1 END) * p.interval_count, p.fee_kind DESC, p.id`;

/** A plan as the API answers it, with its duration and labels (docs/subscriptions.md, "Plans"). */
export function toPlan(r: PlanRow): Plan {
  return {
    ...r,
    duration: planMonths(r.interval, r.interval_count),
    period_label: periodLabel(r.interval, r.interval_count),
    fee_label: feeLabel(r.interval, r.interval_count),
  };
}

/** The plans matching `where` (SQL on p = plans, a = advisers, with `params`): shortest period first, fixed fees before AUA. */
export async function selectPlans(db: Queryable, where: string, params: unknown[]): Promise<Plan[]> {
  const { rows } = await db.query<PlanRow>(`${PLAN_SELECT} WHERE ${where} ${PLAN_ORDER}`, params);
  return rows.map(toPlan);
}

/** One plan by id. */
export const planById = async (db: Queryable, planId: number) => (await selectPlans(db, 'p.id = $1', [planId]))[0];

/** Every plan of the adviser's, active or not. */
export const advisersPlans = (db: Queryable, adviserId: number) => selectPlans(db, 'p.adviser_id = $1', [adviserId]);

/** The adviser's active plans; with `basketId`, only those that open that basket. */
export const activePlans = (db: Queryable, adviserId: number, basketId?: number) =>
  basketId === undefined
    ? selectPlans(db, 'p.adviser_id = $1 AND p.active', [adviserId])
    : selectPlans(
        db,
        'p.adviser_id = $1 AND p.active AND EXISTS (SELECT 1 FROM plan_baskets x WHERE x.plan_id = p.id AND x.basket_id = $2)',
        [adviserId, basketId],
      );
