/** What the investor may be notified of, each with its own on/off preference (docs/push.md). Zod-free: the app imports it. */
export type NotificationKind = 'payments' | 'orders' | 'rebalances' | 'investments';
export const NOTIFICATION_KINDS = [
  'payments',
  'orders',
  'rebalances',
  'investments',
] as const satisfies readonly NotificationKind[];
