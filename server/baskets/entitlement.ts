import { HEAD_STATUS } from '#contract/http/envelope';
import type { Queryable } from '../db/database';
import { SUBSCRIPTION_ENDS_AT, subscriptionLiveAt } from '../subscriptions/active-subscription';

/**
 * Whether a user may see a basket's subscriber-only content (docs/baskets.md, "Subscriber-only
 * baskets"). 'ok', or the head.status a GET answers instead:
 * - 4: not subscribed: a visitor, or no subscription of theirs, live or past, covers this basket and
 *   none is to this basket's adviser;
 * - 7: subscribed to this basket's adviser now, but no live plan of theirs covers this basket;
 * - 10: a subscription that covered this basket has expired (and no live one covers it). Checked
 *   before 7: renewing the plan they had is what gives them the basket back.
 * A subscription cancelled with a refund ended at its cancellation. A basket open to all is 'ok' for everyone; the adviser who owns a basket always sees it.
 */
export type Entitlement =
  | 'ok'
  | typeof HEAD_STATUS.screenerSubscriberOnly
  | typeof HEAD_STATUS.screenerPlanOnly
  | typeof HEAD_STATUS.screenerExpired;

interface Row {
  is_premium: boolean;
  owner: boolean;
  covered_now: boolean;
  covered_before: boolean;
  adviser_now: boolean;
}

export async function entitlement(
  db: Queryable,
  userId: number | null,
  basketId: number,
  now: Date = new Date(),
): Promise<Entitlement> {
  const { rows } = await db.query<Row>(
    `SELECT b.is_premium,
            EXISTS (SELECT 1 FROM advisers a WHERE a.id = b.adviser_id AND a.user_id = $2) AS owner,
            EXISTS (SELECT 1 FROM subscriptions s JOIN plan_baskets pb ON pb.plan_id = s.plan_id
                     WHERE s.user_id = $2 AND pb.basket_id = b.id
                       AND ${subscriptionLiveAt('$3')}) AS covered_now,
            EXISTS (SELECT 1 FROM subscriptions s JOIN plan_baskets pb ON pb.plan_id = s.plan_id
                     WHERE s.user_id = $2 AND pb.basket_id = b.id AND ${SUBSCRIPTION_ENDS_AT} <= $3) AS covered_before,
            EXISTS (SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id
                     WHERE s.user_id = $2 AND p.adviser_id = b.adviser_id
                       AND ${subscriptionLiveAt('$3')}) AS adviser_now
       FROM baskets b
      WHERE b.id = $1`,
    [basketId, userId, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return HEAD_STATUS.screenerSubscriberOnly;
  if (!row.is_premium || row.owner || row.covered_now) return 'ok';
  if (userId === null) return HEAD_STATUS.screenerSubscriberOnly;
  if (row.covered_before) return HEAD_STATUS.screenerExpired;
  if (row.adviser_now) return HEAD_STATUS.screenerPlanOnly;
  return HEAD_STATUS.screenerSubscriberOnly;
}
