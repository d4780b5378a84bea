import type { Database } from '../database';
import { SEED_ADVISERS } from './basket-seed-advisers';
import { seedVersions, seedMethodology } from './basket-seed-build';
import { ORIGINAL_CAGR, SEED_BASKETS } from './basket-seed-list';

/** Every adviser's plans (docs/subscriptions.md, "Plans"); a plan's amount is also its renewal amount. */
const PLANS = [
  ['1 month', 'month', 1, 999],
  ['3 months', 'month', 3, 2699],
  ['6 months', 'month', 6, 4999],
  ['1 year', 'year', 1, 8999],
] as const;

/** Advisers, their baskets and plans (the baskets' contents: ./basket-details.ts). Only into an empty table. */
export async function seedCore(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM advisers');
  if (rows[0]!.n > 0) return false;
  await db.transaction(async (tx) => {
    const adviserIds = new Map<string, number>();
    for (const a of SEED_ADVISERS) {
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO advisers (slug, name, adviser_type, sebi_registration, bio, registered_on, city)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [a.slug, a.name, a.type, a.registration, a.bio, a.registeredOn, a.city],
      );
      adviserIds.set(a.slug, inserted[0]!.id);
    }
    for (const b of SEED_BASKETS) {
      const versions = seedVersions(b);
      await tx.query(
        `INSERT INTO baskets (name, adviser_id, description, basket_hash, fixed_minimum_amount, risk_type, fund_type,
           is_premium, is_shareable, status, cagr, popularity, fee_kind, fee_amount, rebalance_frequency,
           benchmark_id, methodology, mf_category, launch_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          b.name,
          adviserIds.get(b.adviser),
          b.description,
          b.hash,
          b.fixedMinimum,
          b.risk,
          b.fundType,
          b.premium,
          b.shareable,
          b.status,
          ORIGINAL_CAGR[b.hash] ?? null,
          b.popularity,
          b.feeKind,
          b.fee,
          b.frequency,
          b.benchmark,
          seedMethodology(b, versions[0]!.constituents.length),
          b.mfCategory,
          versions[0]!.effectiveDate,
        ],
      );
    }
    for (const adviserId of adviserIds.values()) {
      for (const [label, interval, count, amount] of PLANS) {
        await tx.query(
          'INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount) VALUES ($1, $2, $3, $4, $5, $5)',
          [adviserId, label, interval, count, amount],
        );
      }
    }
  });
  return true;
}
