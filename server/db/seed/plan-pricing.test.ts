import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviserType } from '#contract/baskets/types';
import { sebiCapErrors, type PlanTerms } from '../../billing/rules/sebi-caps';
import { isIndianStateCode } from '#contract/locale/indian-states';
import type { Database } from '../database';
import { openTestDatabase } from '../../test-support';
import { priceFor } from '../../billing/price';
import { DiscountRefused } from '../../billing/discount-refused';
import { listCurators } from '../../baskets/baskets-store';
import { planOffers } from '../../auth/fragments';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('seeded');
});
afterAll(() => db.close());

const userId = async (email: string) =>
  (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;
const planOf = async (slug: string, where: string) =>
  (
    await db.query<{ id: number }>(
      `SELECT p.id FROM plans p JOIN advisers a ON a.id = p.adviser_id WHERE a.slug = $1 AND ${where}`,
      [slug],
    )
  ).rows[0]!.id;

describe('the plan pricing seed', () => {
  it('gives every adviser a state of India, several different ones', async () => {
    const { rows } = await db.query<{ state_code: string }>('SELECT state_code FROM advisers');
    for (const r of rows) expect(isIndianStateCode(r.state_code)).toBe(true);
    expect(new Set(rows.map((r) => r.state_code))).toEqual(new Set(['TN', 'MH', 'KA', 'WB', 'TS', 'DL', 'GJ', 'KL']));
  });

  it("keeps every plan within SEBI's limits, with a risk profile needed exactly for an RIA's", async () => {
    const { rows } = await db.query<PlanTerms & { adviser_type: AdviserType; needs_risk_profile: boolean }>(
      `SELECT p.interval, p.interval_count, p.fee_kind, p.amount::float8 AS amount,
              p.recurring_amount::float8 AS recurring_amount, p.aum_percent::float8 AS aum_percent,
              p.needs_risk_profile, a.adviser_type
         FROM plans p JOIN advisers a ON a.id = p.adviser_id`,
    );
    for (const p of rows) {
      expect(sebiCapErrors(p, p.adviser_type)).toEqual({});
      expect(p.needs_risk_profile).toBe(p.adviser_type === 'Registered Investment Adviser');
    }
    expect(rows.filter((p) => p.fee_kind === 'AUM')).toHaveLength(1);
  });

  it('seeds discount codes that apply, one for one adviser only, and one expired', async () => {
    const investor = await userId('investor@example.com');
    const sahyadriMonth = await planOf('sahyadri-wealth', "p.interval = 'month' AND p.interval_count = 1");
    const meeraYear = await planOf('meera-iyer', "p.interval = 'year'");
    const meeraMonth = await planOf('meera-iyer', "p.interval = 'month' AND p.interval_count = 1");
    const price = (planId: number, code: string) => priceFor(db, { userId: investor, planId, code });
    expect((await price(sahyadriMonth, 'WELCOME10')).discount_amount).toBe(99.9);
    expect((await price(sahyadriMonth, 'SAHYADRI500')).discount_amount).toBe(500);
    expect((await price(meeraYear, 'MEERAYEAR20')).discount_amount).toBe(1799.8);
    const refusals: [number, string, string][] = [
      [meeraYear, 'SAHYADRI500', "This discount code is for another adviser's plans."],
      [meeraMonth, 'MEERAYEAR20', 'This discount code does not apply to this plan.'],
      [meeraYear, 'DIWALI25', 'This discount code has expired.'],
    ];
    for (const [planId, code, message] of refusals) {
      const err = await price(planId, code).catch((e: unknown) => e);
      expect([err instanceof DiscountRefused, (err as Error).message]).toEqual([true, message]);
    }
  });

  it("gives subscriber@example.com's subscriptions their renewal price", async () => {
    const { rows } = await db.query<{ recurring_amount: number; plan: number }>(
      `SELECT s.recurring_amount::float8 AS recurring_amount, p.recurring_amount::float8 AS plan
         FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1`,
      [await userId('subscriber@example.com')],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.recurring_amount).toBe(r.plan);
  });

  it('leaves the AUA plan out of the rupee price lists (curators, the subscription prompt)', async () => {
    const kaveri = (await listCurators(db, ['monthly', 'quarterly'])).find((c) => c.slug === 'kaveri-capital');
    expect(kaveri?.plans.map((p) => p.amount)).toEqual([999, 2699, 4999, 8999]);
    expect((await planOffers(db)).map((p) => p.amount)).toEqual([999, 2699, 4999, 8999]);
  });
});
