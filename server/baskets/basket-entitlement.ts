import { HEAD_STATUS } from '#contract/envelope';
import type { Queryable } from '../db/database';

/**
 * Whether a user may see a subscriber-only basket (docs/baskets.md, "Subscriber-only baskets"):
 * - 'entitled': a subscription in force whose plan includes the basket;
 * - 7: a subscription in force to the basket's adviser whose plan does not include it;
 * - 10: no such subscription in force, but one whose plan included it has expired;
 * - 4: none of these (never subscribed to this adviser, or only to plans without it that ended).
 */
export type Entitlement =
  | 'entitled'
  | typeof HEAD_STATUS.screenerPlanOnly
  | typeof HEAD_STATUS.screenerExpired
  | typeof HEAD_STATUS.screenerSubscriberOnly;

export async function entitlement(
  db: Queryable,
  userId: number,
  basket: { id: number; adviser_id: number },
): Promise<Entitlement> {
  const { rows } = await db.query<{ covers: boolean; in_force: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM plan_baskets pb WHERE pb.plan_id = s.plan_id AND pb.basket_id = $2) AS covers,
            (s.starts_at <= now() AND s.expires_at > now()) AS in_force
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id = $1 AND p.adviser_id = $3`,
    [userId, basket.id, basket.adviser_id],
  );
  if (rows.some((r) => r.in_force && r.covers)) return 'entitled';
  if (rows.some((r) => r.in_force)) return HEAD_STATUS.screenerPlanOnly;
  if (rows.some((r) => r.covers)) return HEAD_STATUS.screenerExpired;
  return HEAD_STATUS.screenerSubscriberOnly;
}
