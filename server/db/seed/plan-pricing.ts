import type { Database, Queryable } from '../database';

/** Each seed adviser's state (the supplier's state on a GST invoice), from the city they work in. */
const STATE_OF_CITY: Readonly<Record<string, string>> = {
  Chennai: 'TN',
  Mumbai: 'MH',
  Pune: 'MH',
  Bengaluru: 'KA',
  Kolkata: 'WB',
  Hyderabad: 'TS',
  'New Delhi': 'DL',
  Ahmedabad: 'GJ',
  Kochi: 'KL',
};

const DAY = "interval '1 day'";

/**
 * Discount codes worth trying (docs/subscriptions.md, "Discount codes"): one for any plan, one of a
 * single adviser's (flat), one for one plan, one that has expired.
 */
async function seedDiscountCodes(tx: Queryable) {
  await tx.query(
    `INSERT INTO discount_codes (code, adviser_id, kind, value, starts_at, expires_at, max_redemptions, per_user_limit, plan_ids)
     VALUES ('WELCOME10', null, 'percent', 10, now() - 30 * ${DAY}, now() + 365 * ${DAY}, null, 1, null),
            ('SAHYADRI500', (SELECT id FROM advisers WHERE slug = 'sahyadri-wealth'), 'flat', 500,
             now() - 30 * ${DAY}, now() + 180 * ${DAY}, 200, 1, null),
            ('MEERAYEAR20', (SELECT id FROM advisers WHERE slug = 'meera-iyer'), 'percent', 20, now() - 30 * ${DAY},
             now() + 90 * ${DAY}, 50, 1,
             ARRAY(SELECT p.id FROM plans p JOIN advisers a ON a.id = p.adviser_id
                    WHERE a.slug = 'meera-iyer' AND p.interval = 'year')),
            ('DIWALI25', null, 'percent', 25, '2025-10-01T00:00:00+05:30', '2025-10-31T00:00:00+05:30', 1000, 1, null)`,
  );
}

/** Kaveri Capital (an RIA) also offers advice billed on assets under advice: 1.5 % a year. */
async function seedAumPlan(tx: Queryable) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount, fee_kind, aum_percent)
     SELECT id, 'Wealth advisory (AUA)', 'year', 1, 0, 0, 'AUM', 1.5 FROM advisers WHERE slug = 'kaveri-capital'
     RETURNING id`,
  );
  if (!rows[0]) return;
  await tx.query(
    `INSERT INTO plan_baskets (plan_id, basket_id)
     SELECT $1, b.id FROM baskets b JOIN advisers a ON a.id = b.adviser_id
      WHERE a.slug = 'kaveri-capital' AND b.is_premium`,
    [rows[0].id],
  );
}

/**
 * Prices as the subscription issue has them: advisers' states, a risk profile needed for an RIA's
 * plans (a Research Analyst's research needs none), an AUA plan, discount codes, and the renewal
 * price on the subscriptions the seed gave subscriber@example.com. Once, when no code exists.
 */
export async function seedPlanPricing(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_codes');
  if (rows[0]!.n > 0) return false;
  await db.transaction(async (tx) => {
    for (const [city, state] of Object.entries(STATE_OF_CITY)) {
      await tx.query('UPDATE advisers SET state_code = $2 WHERE city = $1', [city, state]);
    }
    await tx.query(
      `UPDATE plans p SET needs_risk_profile = (a.adviser_type = 'Registered Investment Adviser')
         FROM advisers a WHERE a.id = p.adviser_id`,
    );
    await seedAumPlan(tx);
    await seedDiscountCodes(tx);
    await tx.query(
      `UPDATE subscriptions s SET recurring_amount = p.recurring_amount
         FROM plans p WHERE p.id = s.plan_id AND s.recurring_amount IS NULL`,
    );
  });
  return true;
}
