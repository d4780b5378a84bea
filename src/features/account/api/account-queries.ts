import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import type { DevicesBody, NotificationChannels, ProfileBody } from '#contract/account/settings';
import { API } from '#contract/http/api-paths';
import type { PriceAlertsBody } from '#contract/push/price-alerts';

/**
 * The investor's own settings: asked even when the browser says it is offline (the service worker
 * answers from this session's cache, sw/private-cache.ts), and dropped with the session.
 */
const common = { networkMode: 'always', meta: PRIVATE_QUERY, staleTime: 0 } as const;

export const accountKeys = {
  all: () => ['account'] as const,
  profile: () => [...accountKeys.all(), 'profile'] as const,
  devices: () => [...accountKeys.all(), 'devices'] as const,
  notifications: () => [...accountKeys.all(), 'notification-channels'] as const,
  priceAlerts: () => [...accountKeys.all(), 'price-alerts'] as const,
};

export const accountQueries = {
  profile: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: accountKeys.profile(),
      queryFn: ({ signal }) => api.get<ProfileBody>(API.account.profile, { signal }),
    }),
  devices: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: accountKeys.devices(),
      queryFn: ({ signal }) => api.get<DevicesBody>(API.account.devices, { signal }),
    }),
  /** Each kind's channels, on or off (docs/push.md, "Kinds and channels"). */
  notifications: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: accountKeys.notifications(),
      queryFn: ({ signal }) => api.get<NotificationChannels>(API.account.notificationChannels, { signal }),
    }),
  /** The investor's price alerts and the symbols they may watch (docs/investments.md, "Price alerts"). */
  priceAlerts: (api: ApiClient) =>
    queryOptions({
      ...common,
      queryKey: accountKeys.priceAlerts(),
      queryFn: ({ signal }) => api.get<PriceAlertsBody>(API.account.priceAlerts, { signal }),
    }),
};
