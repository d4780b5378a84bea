import type { ApiClient } from '#src/lib/http/api-client';
import type { ContactKind } from '#contract/account/forms';
import type {
  NotificationChannel,
  NotificationChannels,
  NotificationKind,
  ProfileBody,
} from '#contract/account/settings';
import { API } from '#contract/http/api-paths';
import type { PriceAlertsBody } from '#contract/push/price-alerts';

export interface PasswordValues {
  current_password: string;
  password: string;
  confirmPassword: string;
}

export const saveName = (api: ApiClient, name: string) => api.post<ProfileBody>(API.account.profile, { name });

export const requestContactCode = (api: ApiClient, kind: ContactKind, value: string) =>
  api.post<{ sent: true; expiresInSeconds: number }>(API.account.contactChange, { kind, value });

export const confirmContact = (api: ApiClient, kind: ContactKind, value: string, otp: string) =>
  api.post<ProfileBody>(API.account.contactConfirm, { kind, value, otp });

export const changePassword = (api: ApiClient, values: PasswordValues) =>
  api.post<{ changed: true }>(API.account.password, values);

export const signOutDevice = (api: ApiClient, device: string) =>
  api.post<{ signedOut: true; current: boolean }>(API.account.signOutDevice, { device });

/** One kind's channel on or off: answers the whole grid as saved. */
export const saveNotificationChannel = (
  api: ApiClient,
  change: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean },
) => api.post<NotificationChannels>(API.account.notificationChannels, change);

/** "Tell me when <symbol> goes above/below ₹price": answers the alerts as kept. */
export const addPriceAlert = (api: ApiClient, alert: { symbol: string; direction: 'above' | 'below'; price: number }) =>
  api.post<PriceAlertsBody>(API.account.priceAlerts, alert);

export const removePriceAlert = (api: ApiClient, id: number) =>
  api.post<PriceAlertsBody>(API.account.priceAlertsRemove, { id });
