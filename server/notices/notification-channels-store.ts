import {
  channelOnByDefault,
  KIND_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationKind,
} from '#contract/push/notification-kinds';
import type { Queryable } from '../db/database';
import { notificationPrefs, saveNotificationPrefs } from '../push/push-store';

/**
 * The investor's channels per kind (docs/push.md, "Kinds and channels"; migration 0047): push from
 * notification_prefs (a kind never set is on), e-mail and SMS from notification_channels (never set:
 * e-mail on, SMS off; the summary's all off). Each kind carries exactly the channels KIND_CHANNELS gives it.
 */
export async function notificationChannels(db: Queryable, userId: number): Promise<NotificationChannels> {
  const push = await notificationPrefs(db, userId);
  const { rows } = await db.query<{ kind: NotificationKind; channel: NotificationChannel; enabled: boolean }>(
    'SELECT kind, channel, enabled FROM notification_channels WHERE user_id = $1',
    [userId],
  );
  const grid = {} as NotificationChannels;
  for (const kind of NOTIFICATION_KINDS) {
    grid[kind] = {};
    for (const channel of KIND_CHANNELS[kind]) {
      const row = rows.find((r) => r.kind === kind && r.channel === channel);
      grid[kind][channel] = channel === 'push' ? push[kind] : (row?.enabled ?? channelOnByDefault(kind, channel));
    }
  }
  return grid;
}

/** Turns one kind's channel on or off; the caller has checked the kind goes by it. */
export async function saveNotificationChannel(
  db: Queryable,
  userId: number,
  change: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean },
) {
  if (change.channel === 'push') return saveNotificationPrefs(db, userId, { [change.kind]: change.enabled });
  await db.query(
    `INSERT INTO notification_channels (user_id, kind, channel, enabled) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [userId, change.kind, change.channel, change.enabled],
  );
}

/** The user's mobile number, when the profile has one (SMS goes there). */
export async function mobileOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string | null }>('SELECT mobile FROM users WHERE id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}
