import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { API } from '#contract/http/api-paths';
import type { ConnectBrokerBody, ConnectedBrokersBody } from '#contract/trading/types';

/** Query keys and options of the broker screens. */
export const brokerQueries = {
  all: ['brokers'] as const,
  connected: (api: ApiClient) =>
    queryOptions({
      queryKey: [...brokerQueries.all, 'connected'] as const,
      queryFn: ({ signal }) => api.get<ConnectedBrokersBody>(API.broker.list, { signal }),
      // A session may end at 06:00 or be renewed in another window: ask again when the reader comes back.
      staleTime: 0,
      refetchOnWindowFocus: true,
      retry: (count: number, error: unknown) => count < 2 && error instanceof ApiError && error.retryable,
    }),
};

/** The broker's sign-in address for this user (checked against the allow-list before use). */
export const requestBrokerSignIn = (api: ApiClient, brokerId: string, next?: string) =>
  api.post<ConnectBrokerBody>(API.broker.connect, next ? { broker_id: brokerId, next } : { broker_id: brokerId });

export const disconnectBroker = (api: ApiClient, brokerId: string) =>
  api.post<unknown>(API.broker.delete, { broker_id: brokerId });
