import { z } from 'zod';

/** The investor's settings (docs/account-settings.md) and Web Push (docs/push.md). */

export interface ProfileBody {
  name: string;
  email: string;
  mobile: string | null;
}

import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '#contract/push/notification-kinds';
export {
  KIND_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationKind,
} from '#contract/push/notification-kinds';
export type NotificationPrefs = Record<NotificationKind, boolean>;
export const notificationPrefsRequest = z.object({
  payments: z.boolean(),
  orders: z.boolean(),
  rebalances: z.boolean(),
  /** A due SIP instalment and a reached stop-loss. Optional: an app from before it saves the others and leaves it as it was. */
  investments: z.boolean().optional(),
  /** Price alerts (decision 0302). Optional as 'investments' is. */
  prices: z.boolean().optional(),
  /** The end-of-day summary (opt-in). */
  summary: z.boolean().optional(),
});
/** POST account/notification-channels/: one kind's channel on or off (docs/push.md, "Kinds and channels"). */
export const notificationChannelRequest = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
/** Why a channel change is refused (400). */
export const NOTIFICATION_CHANNEL_MESSAGES = {
  notOffered: (kind: NotificationKind, channel: NotificationChannel) =>
    `${kind} notifications are not sent by ${channel === 'sms' ? 'SMS' : 'e-mail'}: push only.`,
  noMobile: 'Add a mobile number to your profile to get SMS.',
} as const;

export interface Device {
  /** An opaque id of the session (never the session id itself). */
  device: string;
  /** 'Chrome on Android', from the user agent at sign-in. */
  label: string;
  signed_in_at: string;
  last_seen_at: string | null;
  current: boolean;
}
export interface DevicesBody {
  devices: Device[];
}
export const signOutDeviceRequest = z.object({ device: z.string().trim().min(1).max(64) });

/** API.push.key's answer: the VAPID public key (base64url), the browser's applicationServerKey. */
export interface PushKeyBody {
  public_key: string;
}

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequest = z.object({
  endpoint: z.string().trim().url().max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().trim().url().max(1000) });
export const PUSH_MESSAGES = {
  /** HTTP 404 to push/unsubscribe/: no subscription of the signed-in user has that endpoint here. */
  notYours: 'You have no push subscription with this endpoint.',
} as const;

/** What a push carries to the service worker (encrypted, RFC 8291). */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  /** Same-origin path the notification opens: '/payment/status/?transaction=txn_…'. */
  url: string;
  /** Notifications with the same tag replace each other. */
  tag: string;
}
