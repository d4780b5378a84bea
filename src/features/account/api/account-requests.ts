import type { ApiClient } from '#src/lib/http/api-client';
import type { ContactKind } from '#contract/account/forms';
import type { NotificationPrefs, ProfileBody } from '#contract/account/settings';
import { API } from '#contract/http/api-paths';

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

export const saveNotifications = (api: ApiClient, prefs: NotificationPrefs) =>
  api.post<NotificationPrefs>(API.account.notifications, prefs);
