import type { Plan, PlanInterval } from '#contract/subscriptions/plans';
import type { Queryable } from '../db/database';
import { FEE_LABELS, planMonths } from './plan-labels';

/** A plan as the payment side reads it: the contract's Plan plus its adviser. */
export interface PlanRow extends Plan {
  adviser_id: number;
  adviser_name: string;
}

/** Spec §9: '1 month', '3 months', '6 months', '1 year'. */
export function periodLabel(months: number): string {
  if (months % 12 === 0) return `${months / 12} year${months === 12 ? '' : 's'}`;
  return `${months} month${months === 1 ? '' : 's'}`;
}

/** Spec §9: 'Monthly Fee', 'Quarterly Fee', 'Half-Yearly Fee', 'Yearly Fee'. */
export const planFeeLabel = (months: number) => FEE_LABELS[months] ?? `${periodLabel(months)} Fee`;

/** The plan and adviser a subscription's or a transaction's row carries (PLAN_OF_ROW_COLUMNS selects them). */
export interface PlanOfRow {
  plan_id: number;
  plan_name: string;
  interval: PlanInterval;
  interval_count: number;
  adviser_name: string;
  adviser_slug: string;
}

/** PlanOfRow's columns but plan_id, from plans `p` joined with advisers `a`. */
export const PLAN_OF_ROW_COLUMNS =
  'p.name AS plan_name, p.interval, p.interval_count, a.name AS adviser_name, a.slug AS adviser_slug';

/** A timestamp column as the API sends it. */
export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A plan as stored: the PlanRow without what toPlanRow works out. */
type Row = Omit<PlanRow, 'duration' | 'period_label' | 'fee_label'>;

export const PLAN_COLUMNS = `p.id, p.adviser_id, a.slug AS adviser_slug, a.name AS adviser_name, p.name, p.interval,
  p.interval_count, p.amount::float8 AS amount, p.recurring_amount::float8 AS recurring_amount, p.fee_kind,
  p.aum_percent::float8 AS aum_percent, p.needs_risk_profile, p.active,
  ARRAY(SELECT b.basket_hash FROM plan_baskets pb JOIN baskets b ON b.id = pb.basket_id
         WHERE pb.plan_id = p.id ORDER BY b.basket_hash) AS basket_hashes`;

export function toPlanRow(r: Row): PlanRow {
  const duration = planMonths(r.interval, r.interval_count);
  return { ...r, duration, period_label: periodLabel(duration), fee_label: planFeeLabel(duration) };
}

export async function readPlan(db: Queryable, planId: number): Promise<PlanRow | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT ${PLAN_COLUMNS} FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE p.id = $1`,
    [planId],
  );
  return rows[0] && toPlanRow(rows[0]);
}

/** The adviser's SEBI-validated UPI handle ('name.ia@validbank'), or null when none is on file. */
export async function adviserUpiHandle(db: Queryable, adviserId: number): Promise<string | null> {
  const { rows } = await db.query<{ upi_handle: string | null }>('SELECT upi_handle FROM advisers WHERE id = $1', [
    adviserId,
  ]);
  return rows[0]?.upi_handle ?? null;
}
