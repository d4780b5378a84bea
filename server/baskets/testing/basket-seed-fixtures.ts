/** The seed-based helpers of the details, chart and people tests (basket-test-fixtures.ts: rows the tests insert themselves). */
import { brands } from '../../../brands/registry';
import { createSession } from '../../auth/session';
import type { TestServer } from '../../test-support';

export const starfolio = brands.find((b) => b.id === 'starfolio')!;

/** The seed's baskets a share link does not open: not shareable, a draft, hidden. */
export const UNSHARED_SEED_BASKETS = [
  'retirement-income',
  'capital-goods-cycle',
  'sahyadri-green-energy',
  'sahyadri-realty-revival',
] as const;

/**
 * A plan of the adviser's made for the test, including only `covers`, and a subscription of the user to
 * it: in force, or ended yesterday with `expired`.
 */
export async function subscribe(
  t: TestServer,
  userId: number,
  adviserSlug: string,
  covers: readonly string[],
  { expired = false }: { expired?: boolean } = {},
) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO plans (adviser_id, name, interval, interval_count, amount, recurring_amount)
     SELECT id, 'Test plan', 'month', 1, 999, 999 FROM advisers WHERE slug = $1 RETURNING id`,
    [adviserSlug],
  );
  const planId = rows[0]!.id;
  await t.db.query(
    'INSERT INTO plan_baskets (plan_id, basket_id) SELECT $1, id FROM baskets WHERE basket_hash = ANY($2::text[])',
    [planId, covers],
  );
  await t.db.query(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, expires_at)
     VALUES ($1, $2, now() - interval '40 days', CASE WHEN $3::boolean THEN now() - interval '1 day' ELSE now() + interval '20 days' END)`,
    [userId, planId, expired],
  );
}

/** A session of the seed's adviser account (adviser@example.com, Sahyadri Wealth Advisors). */
export async function adviserToken(t: TestServer): Promise<string> {
  const { rows } = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'adviser@example.com'");
  const { token } = await createSession(t.db, t.jwtSecret, {
    userId: rows[0]!.id,
    brand: starfolio.id,
    ttlSeconds: 3600,
  });
  return token;
}

export async function watch(t: TestServer, userId: number, hash: string) {
  await t.db.query(
    'INSERT INTO basket_watchlist (user_id, basket_id) SELECT $1, id FROM baskets WHERE basket_hash = $2',
    [userId, hash],
  );
}
