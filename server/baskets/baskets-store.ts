import type { Queryable } from '../db/database';
import { type AdviserType, type Curator, type CuratorPlan, type RebalanceFrequency } from '#contract/baskets/types';

/** Spec §3 and §9: '1 month', '3 months', '6 months', '1 year'; a year counts as 12 months. */
export function planPeriod(interval: 'month' | 'year', count: number): Omit<CuratorPlan, 'amount'> {
  const unit = interval === 'year' ? 'year' : 'month';
  return {
    label: `${count} ${unit}${count === 1 ? '' : 's'}`,
    durationMonths: interval === 'year' ? count * 12 : count,
  };
}

interface AdviserRow {
  id: number;
  name: string;
  slug: string;
  adviser_type: AdviserType;
  sebi_registration: string;
  bio: string;
  basket_count: number;
}

interface PlanRow {
  adviser_id: number;
  interval: 'month' | 'year';
  interval_count: number;
  amount: number;
}

/** Every adviser, with the baskets this brand lists for them and their active fixed-fee plans, shortest first. */
export async function listCurators(db: Queryable, frequencies: readonly RebalanceFrequency[]): Promise<Curator[]> {
  const [advisers, plans] = await Promise.all([
    db.query<AdviserRow>(
      `SELECT a.id, a.name, a.slug, a.adviser_type, a.sebi_registration, a.bio,
              (SELECT count(*)::int FROM baskets b
                WHERE b.adviser_id = a.id AND b.status = 'published'
                  AND b.rebalance_frequency = ANY($1::text[])) AS basket_count
         FROM advisers a
        ORDER BY a.name, a.id`,
      [frequencies],
    ),
    db.query<PlanRow>(
      `SELECT adviser_id, interval, interval_count, amount::float8 AS amount
         FROM plans
        WHERE fee_kind = 'FIXFEE' AND active
        ORDER BY adviser_id, CASE interval WHEN 'year' THEN interval_count * 12 ELSE interval_count END, id`,
    ),
  ]);
  return advisers.rows.map((a) => ({
    name: a.name,
    slug: a.slug,
    adviserType: a.adviser_type,
    sebiRegistration: a.sebi_registration,
    bio: a.bio,
    basketCount: a.basket_count,
    plans: plans.rows
      .filter((p) => p.adviser_id === a.id)
      .map((p) => ({ ...planPeriod(p.interval, p.interval_count), amount: p.amount })),
  }));
}

export interface AdviserProfile {
  registered_on: string | null;
  city: string | null;
  website: string | null;
  contact_email: string | null;
}

/** The public part of an adviser's profile, by slug. */
export async function adviserProfile(db: Queryable, slug: string): Promise<AdviserProfile | undefined> {
  const { rows } = await db.query<AdviserProfile>(
    `SELECT to_char(registered_on, 'YYYY-MM-DD') AS registered_on, city, website, contact_email
       FROM advisers WHERE slug = $1`,
    [slug],
  );
  return rows[0];
}

/** The PDF factsheet the basket's adviser uploaded, or undefined. */
export async function basketFactsheet(db: Queryable, basketId: number): Promise<Uint8Array | undefined> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM basket_factsheets WHERE basket_id = $1',
    [basketId],
  );
  return rows[0]?.content;
}
