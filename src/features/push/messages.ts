import type { NotificationKind } from '#contract/account/settings';

/** Every string the push feature shows, in one place. */
export const pushMessages = {
  title: 'Get notified',
  explain: {
    payments:
      'We can send a notification to this device when your payment is confirmed, so you need not keep this page open.',
    orders: 'We can send a notification to this device when your orders complete or are rejected.',
    rebalances: 'We can send a notification to this device when a basket you follow has a rebalance.',
    investments:
      'We can send a notification to this device when a SIP instalment is due, or a stop-loss or target is reached.',
    prices: 'We can send a notification to this device when a stock crosses a price you set an alert for.',
    summary:
      'We can send a notification to this device after the close on a trading day with your value, the day’s change and anything pending.',
  } satisfies Record<NotificationKind, string>,
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  working: 'Turning on…',
  on: 'Notifications are on for this device. You can turn them off in Settings.',
  failed: 'Notifications could not be turned on on this device. This page will keep checking instead.',
};
