import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Rows the pricing tests insert for themselves (unique codes, so tests never depend on the seed). */

export interface PlanFixture {
  interval?: 'month' | 'year';
  count?: number;
  amount?: number;
  recurring?: number;
  feeKind?: 'FIXFEE' | 'AUM';
  aumPercent?: number | null;
  active?: boolean;
  basketIds?: number[];
}

export async function insertPlan(db: Queryable, adviserId: number, f: PlanFixture = {}) {
  const { interval = 'year', count = 1, amount = 8999, feeKind = 'FIXFEE', aumPercent = null, active = true } = f;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount, fee_kind, aum_percent, active)
     VALUES ($1, 'Test plan', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [adviserId, interval, count, amount, f.recurring ?? amount, feeKind, aumPercent, active],
  );
  for (const b of f.basketIds ?? []) {
    await db.query('INSERT INTO plan_baskets (plan_id, basket_id) VALUES ($1, $2)', [rows[0]!.id, b]);
  }
  return rows[0]!.id;
}

export interface CodeFixture {
  adviserId?: number | null;
  kind?: 'percent' | 'flat';
  value?: number;
  startsAt?: Date;
  expiresAt?: Date | null;
  maxRedemptions?: number | null;
  perUser?: number;
  planIds?: number[] | null;
}

/** The real clock moved by `days` (the price routes use the real clock). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A discount code (upper-case, unique); its code and id. */
export async function insertDiscountCode(db: Queryable, f: CodeFixture = {}) {
  const code = `TEST${randomUUID().slice(0, 8).toUpperCase()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO discount_codes (code, adviser_id, kind, value, starts_at, expires_at, max_redemptions, per_user_limit, plan_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      code,
      f.adviserId ?? null,
      f.kind ?? 'percent',
      f.value ?? 10,
      (f.startsAt ?? daysFromNow(-30)).toISOString(),
      (f.expiresAt === undefined ? daysFromNow(180) : f.expiresAt)?.toISOString() ?? null,
      f.maxRedemptions ?? null,
      f.perUser ?? 1,
      f.planIds ?? null,
    ],
  );
  return { code, id: rows[0]!.id };
}

/** A paid transaction that redeemed the code (what the payment server records on success). */
export async function redeem(db: Queryable, codeId: number, userId: number, planId: number) {
  const id = `tx-${randomUUID()}`;
  await db.query(
    `INSERT INTO payment_transactions (id, user_id, plan_id, brand_id, kind, client_key, status, base_amount,
                                       discount_code_id, taxable_amount, place_of_supply, supplier_state, total_amount, provider)
     VALUES ($1, $2, $3, 'starfolio', 'new', $1, 'success', 100, $4, 90, 'MH', 'MH', 106.2, 'test')`,
    [id, userId, planId, codeId],
  );
  await db.query('INSERT INTO discount_redemptions (discount_code_id, user_id, transaction_id) VALUES ($1, $2, $3)', [
    codeId,
    userId,
    id,
  ]);
}

export async function setCustomerState(db: Queryable, userId: number, state: string | null) {
  await db.query(
    `INSERT INTO customers (user_id, name, state_code) VALUES ($1, 'Test Investor', $2)
     ON CONFLICT (user_id) DO UPDATE SET state_code = excluded.state_code`,
    [userId, state],
  );
}

export async function setAdviserState(db: Queryable, adviserId: number, state: string) {
  await db.query('UPDATE advisers SET state_code = $2 WHERE id = $1', [adviserId, state]);
}
