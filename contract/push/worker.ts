/** The service worker tells open pages this browser's push subscription was replaced (docs/push.md). */
export const PUSH_SUBSCRIPTION_CHANGED = 'PUSH_SUBSCRIPTION_CHANGED';
