import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Rows the basket tests insert for themselves (unique names, so tests never depend on the seed). */

const unique = () => randomUUID().slice(0, 8);

export async function insertAdviser(db: Queryable, { userId = null }: { userId?: number | null } = {}) {
  const slug = `test-adviser-${unique()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO advisers (slug, name, adviser_type, sebi_registration, bio, user_id)
     VALUES ($1, $2, 'Registered Investment Adviser', $3, 'A test adviser.', $4) RETURNING id`,
    [slug, `Adviser ${slug}`, `INA-TEST-${unique()}`, userId],
  );
  return { id: rows[0]!.id, slug, name: `Adviser ${slug}` };
}

export interface BasketFixture {
  status?: 'published' | 'draft' | 'closed' | 'hidden';
  isPremium?: boolean;
  frequency?: 'monthly' | 'quarterly';
  mfCategory?: string | null;
  /** Versions: effective date and [symbol, weight] pairs. */
  versions?: { date: string; weights: [string, number][] }[];
  popularity?: number;
}

export async function insertBasket(db: Queryable, adviserId: number, fixture: BasketFixture = {}) {
  const {
    status = 'published',
    isPremium = false,
    frequency = 'monthly',
    mfCategory = null,
    versions = [
      {
        date: '2024-01-01',
        weights: [
          ['INFY', 50],
          ['HDFCBANK', 50],
        ],
      },
    ],
    popularity = 0,
  } = fixture;
  const hash = `test-basket-${unique()}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO baskets (basket_hash, adviser_id, name, description, fixed_minimum_amount, risk_type, fund_type,
                          is_premium, status, fee_kind, fee_amount, rebalance_frequency, mf_category, popularity)
     VALUES ($1, $2, $3, 'A test basket.', 10000, 'medium', 'Equity', $4, $5, 'FIXFEE', 999, $6, $7, $8)
     RETURNING id`,
    [hash, adviserId, `Basket ${hash}`, isPremium, status, frequency, mfCategory, popularity],
  );
  const id = rows[0]!.id;
  let n = 0;
  for (const v of versions) {
    const { rows: vr } = await db.query<{ id: number }>(
      `INSERT INTO basket_versions (basket_id, version, effective_date) VALUES ($1, $2, $3) RETURNING id`,
      [id, ++n, v.date],
    );
    for (const [symbol, weight] of v.weights) {
      await db.query(`INSERT INTO basket_constituents (version_id, symbol, weight) VALUES ($1, $2, $3)`, [
        vr[0]!.id,
        symbol,
        weight,
      ]);
    }
  }
  return { id, hash, name: `Basket ${hash}` };
}

/** A new master tag with one tag under it; returns both slugs and the tag's id. */
export async function insertTag(db: Queryable) {
  const master = `test-master-${unique()}`;
  const tag = `test-tag-${unique()}`;
  const { rows: m } = await db.query<{ id: number }>(
    `INSERT INTO basket_master_tags (slug, name) VALUES ($1, $2) RETURNING id`,
    [master, `Master ${master}`],
  );
  const { rows: t } = await db.query<{ id: number }>(
    `INSERT INTO basket_tag_names (master_tag_id, slug, name) VALUES ($1, $2, $3) RETURNING id`,
    [m[0]!.id, tag, `Tag ${tag}`],
  );
  return { masterSlug: master, tagSlug: tag, tagId: t[0]!.id, masterTagId: m[0]!.id };
}

export async function tagBasket(db: Queryable, basketId: number, tagId: number) {
  await db.query(`INSERT INTO basket_tags (basket_id, tag_id) VALUES ($1, $2)`, [basketId, tagId]);
}

export async function insertPlan(db: Queryable, adviserId: number, basketIds: number[]) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount)
     VALUES ($1, 'Test plan', 'month', 1, 499, 499) RETURNING id`,
    [adviserId],
  );
  const planId = rows[0]!.id;
  for (const basketId of basketIds) {
    await db.query(`INSERT INTO plan_baskets (plan_id, basket_id) VALUES ($1, $2)`, [planId, basketId]);
  }
  return planId;
}

export async function subscribe(db: Queryable, userId: number, planId: number, startsAt: Date, expiresAt: Date) {
  await db.query(`INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    userId,
    planId,
    startsAt.toISOString(),
    expiresAt.toISOString(),
  ]);
}

export async function insertUser(db: Queryable) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name) VALUES ($1, 'Test Investor') RETURNING id`,
    [`investor-${randomUUID()}@example.com`],
  );
  return rows[0]!.id;
}
