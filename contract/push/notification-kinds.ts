/** What the investor may be notified of, each with its own channels, on or off (docs/push.md). Zod-free: the app imports it. */
export type NotificationKind = 'payments' | 'orders' | 'rebalances' | 'investments' | 'prices' | 'summary';
export const NOTIFICATION_KINDS = [
  'payments',
  'orders',
  'rebalances',
  'investments',
  'prices',
  'summary',
] as const satisfies readonly NotificationKind[];

/** How a notification may reach the investor (docs/push.md, "Kinds and channels"). */
export type NotificationChannel = 'push' | 'email' | 'sms';
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const satisfies readonly NotificationChannel[];

/**
 * The channels each kind goes through. Every kind pushes; e-mail and SMS go with the notices job's kinds,
 * 'investments' (a due SIP, a reached stop-loss or target) and 'prices' (a price alert) and 'summary' (the end-of-day summary), whose delivery
 * sends each chosen channel once.
 */
export const KIND_CHANNELS: Record<NotificationKind, readonly NotificationChannel[]> = {
  payments: ['push'],
  orders: ['push'],
  rebalances: ['push'],
  investments: ['push', 'email', 'sms'],
  prices: ['push', 'email', 'sms'],
  summary: ['push', 'email', 'sms'],
};

/** Each kind's channels, on or off: exactly the channels KIND_CHANNELS gives it. */
export type NotificationChannels = Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>;

/** A channel never set: push on, e-mail on, SMS off; every channel of an opt-in kind (the end-of-day summary) off. */
export const channelOnByDefault = (kind: NotificationKind, channel: NotificationChannel) =>
  kind !== 'summary' && channel !== 'sms';
