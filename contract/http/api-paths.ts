import { apiPath, routePath } from './api-path';
import { AUTH_API } from '#contract/auth/paths';
import { BLOG_API } from '#contract/blog/paths';
import { INVESTING_API } from '#contract/investments/paths';
import { OPS_API } from '#contract/ops/paths';
import { STUDIO_API } from '#contract/studio/paths';
import { SUBSCRIPTION_API } from '#contract/subscriptions/paths';

export { apiPath, routePath };

/**
 * Every API path, under /{brand segment}/api/. The server mounts its routes at these paths and the
 * app calls them, so neither side spells a path on its own. Areas with many paths keep them in files of
 * their own (investing, subscriptions, studio, operations; the blog's, the site client's and signing in
 * and out, so the widget carries only those), spread in here: callers only ever import `API`.
 */
export const API = {
  health: 'health/',
  auth: AUTH_API,
  blog: BLOG_API,
  ...INVESTING_API,
  ...SUBSCRIPTION_API,
  /** Web Push (docs/push.md). Each brand is its own origin with its own subscriptions. */
  push: {
    /** GET: { public_key } (VAPID, base64url), public. */
    key: 'push/key/',
    /** POST pushSubscriptionRequest: this browser's subscription for the signed-in user. */
    subscribe: 'push/subscribe/',
    /** POST { endpoint }. */
    unsubscribe: 'push/unsubscribe/',
  },
  ...STUDIO_API,
  ...OPS_API,
  /** The investor's own settings (docs/account-settings.md). */
  account: {
    /** GET: ProfileBody. POST { name }. */
    profile: 'account/profile/',
    /** POST { kind: 'email' | 'mobile', value }: sends an OTP to the NEW address. */
    contactChange: 'account/contact-change/',
    /** POST { kind, value, otp }: the change made once the OTP matches. */
    contactConfirm: 'account/contact-change/confirm/',
    /** POST { current_password, password, confirmPassword }: other sessions are signed out. */
    password: 'account/password/',
    /** GET / POST NotificationPrefs. */
    notifications: 'account/notifications/',
    /** GET: NotificationChannels. POST { kind, channel, enabled }: answers NotificationChannels. */
    notificationChannels: 'account/notification-channels/',
    /** GET: PriceAlertsBody. POST { symbol, direction, price }: answers PriceAlertsBody (docs/investments.md). */
    priceAlerts: 'account/price-alerts/',
    /** POST { id }: answers PriceAlertsBody. */
    priceAlertsRemove: 'account/price-alerts/remove/',
    /** GET: DevicesBody. */
    devices: 'account/devices/',
    /** POST { device }: signs that session out (the current one too, then the client is logged out). */
    signOutDevice: 'account/devices/sign-out/',
  },
} as const;
