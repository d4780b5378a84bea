import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { PERSIST_MAX_AGE_MS } from '../offline/persist';

/** Query owns retries: never a 4xx or a status a rule already handled, at most twice otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !error.retryable) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        // Persisted queries must outlive their restore window (gcTime ≥ maxAge).
        gcTime: PERSIST_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}
