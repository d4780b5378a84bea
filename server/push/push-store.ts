import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPrefs } from '#contract/account/settings';
import type { Queryable } from '../db/database';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The user's subscriptions on one brand's origin. */
export async function subscriptionsOf(db: Queryable, userId: number, brandId: string) {
  const { rows } = await db.query<StoredSubscription>(
    `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 AND brand_id = $2 ORDER BY id`,
    [userId, brandId],
  );
  return rows;
}

/**
 * Keeps this browser's subscription for the user on the brand. An endpoint belongs to one browser
 * profile: seen again, it moves to whoever is signed in there now (another user, another brand's
 * origin never: each origin gets its own endpoint), with its new keys.
 */
export async function saveSubscription(
  db: Queryable,
  s: { userId: number; brandId: string; endpoint: string; p256dh: string; auth: string },
) {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, brand_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, brand_id = EXCLUDED.brand_id,
       p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now(), last_used_at = NULL`,
    [s.userId, s.brandId, s.endpoint, s.p256dh, s.auth],
  );
}

/**
 * Forgets the user's subscription with this endpoint on the brand: only its owner's. An endpoint that is
 * someone else's is left alone, as one that does not exist (decision 0237).
 */
export async function deleteSubscription(db: Queryable, s: { userId: number; brandId: string; endpoint: string }) {
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND brand_id = $2 AND endpoint = $3 RETURNING id`,
    [s.userId, s.brandId, s.endpoint],
  );
  return rows.length;
}

/** Every subscription of the user on every brand: after a password change (decision 0148). */
export async function deleteUserSubscriptions(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number }>(`DELETE FROM push_subscriptions WHERE user_id = $1 RETURNING id`, [
    userId,
  ]);
  return rows.length;
}

export async function deleteSubscriptionById(db: Queryable, id: number) {
  await db.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
}

export async function touchSubscription(db: Queryable, id: number) {
  await db.query(`UPDATE push_subscriptions SET last_used_at = now() WHERE id = $1`, [id]);
}

/** The user's preferences; a kind never set is on, but the opt-in summary. */
export async function notificationPrefs(db: Queryable, userId: number): Promise<NotificationPrefs> {
  const { rows } = await db.query<{ kind: NotificationKind; enabled: boolean }>(
    `SELECT kind, enabled FROM notification_prefs WHERE user_id = $1`,
    [userId],
  );
  // The end-of-day summary is opt-in (decision 0302): off until the investor turns it on.
  const prefs = { payments: true, orders: true, rebalances: true, investments: true, prices: true, summary: false };
  for (const r of rows) prefs[r.kind] = r.enabled;
  return prefs;
}

/** Saves the kinds given; a kind left out (an older app's body has no 'investments') keeps its setting. */
export async function saveNotificationPrefs(db: Queryable, userId: number, prefs: Partial<NotificationPrefs>) {
  for (const kind of NOTIFICATION_KINDS) {
    if (prefs[kind] === undefined) continue;
    await db.query(
      `INSERT INTO notification_prefs (user_id, kind, enabled) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [userId, kind, prefs[kind]],
    );
  }
}
