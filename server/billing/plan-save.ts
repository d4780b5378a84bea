import type { AdviserType } from '#contract/baskets/types';
import type { FieldErrors } from '#contract/http/envelope';
import type { PlanRequest } from '#contract/subscriptions/plans';
import type { Database, Queryable } from '../db/database';

/** The adviser whose account this user is, or undefined (the adviser routes then answer 404). */
export async function adviserOfUser(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    name: string;
    adviser_type: AdviserType;
    sebi_registration: string;
  }>('SELECT id, slug, name, adviser_type, sebi_registration FROM advisers WHERE user_id = $1', [userId]);
  return rows[0];
}

/** The ids of the adviser's own baskets named by hash, or field errors naming one that is not theirs. */
export async function ownBasketIds(
  db: Queryable,
  adviserId: number,
  hashes: readonly string[],
): Promise<{ ids: number[] } | { errors: FieldErrors }> {
  const unique = [...new Set(hashes)];
  const { rows } = await db.query<{ id: number; basket_hash: string }>(
    'SELECT id, basket_hash FROM baskets WHERE adviser_id = $1 AND basket_hash = ANY($2::text[])',
    [adviserId, unique],
  );
  const missing = unique.find((h) => !rows.some((r) => r.basket_hash === h));
  if (missing !== undefined) return { errors: { basket_hashes: `You manage no basket ${missing}.` } };
  return { ids: rows.map((r) => r.id) };
}

const COLUMNS = [
  'name',
  'interval',
  'interval_count',
  'fee_kind',
  'amount',
  'recurring_amount',
  'aum_percent',
  'needs_risk_profile',
  'active',
] as const;

const values = (p: PlanRequest) => [
  p.name,
  p.interval,
  p.interval_count,
  p.fee_kind,
  p.amount,
  p.recurring_amount,
  p.fee_kind === 'AUM' ? (p.aum_percent ?? null) : null,
  p.needs_risk_profile,
  p.active,
];

async function setBaskets(tx: Queryable, planId: number, basketIds: readonly number[]) {
  await tx.query('DELETE FROM plan_baskets WHERE plan_id = $1', [planId]);
  if (basketIds.length === 0) return;
  await tx.query('INSERT INTO plan_baskets (plan_id, basket_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
    planId,
    basketIds,
  ]);
}

/** A new plan of the adviser's, with the baskets it opens, in one transaction; its id. */
export const insertPlan = (db: Database, adviserId: number, p: PlanRequest, basketIds: readonly number[]) =>
  db.transaction((tx) => insertPlanIn(tx, adviserId, p, basketIds));

async function insertPlanIn(tx: Queryable, adviserId: number, p: PlanRequest, basketIds: readonly number[]) {
  const marks = COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO plans (adviser_id, ${COLUMNS.join(', ')}) VALUES ($1, ${marks}) RETURNING id`,
    [adviserId, ...values(p)],
  );
  await setBaskets(tx, rows[0]!.id, basketIds);
  return rows[0]!.id;
}

/**
 * Changes one of the adviser's plans; false when it is not theirs. New buyers get the new terms;
 * periods already bought keep what was paid (subscriptions hold their own amounts). One transaction.
 */
export const updatePlan = (
  db: Database,
  adviserId: number,
  planId: number,
  p: PlanRequest,
  basketIds: readonly number[],
) => db.transaction((tx) => updatePlanIn(tx, adviserId, planId, p, basketIds));

async function updatePlanIn(
  tx: Queryable,
  adviserId: number,
  planId: number,
  p: PlanRequest,
  basketIds: readonly number[],
) {
  const sets = COLUMNS.map((col, i) => `${col} = $${i + 3}`).join(', ');
  const { rows } = await tx.query(
    `UPDATE plans SET ${sets}, updated_at = now() WHERE id = $1 AND adviser_id = $2 RETURNING id`,
    [planId, adviserId, ...values(p)],
  );
  if (rows.length === 0) return false;
  await setBaskets(tx, planId, basketIds);
  return true;
}
