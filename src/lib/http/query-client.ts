import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Restored queries older than this are dropped (lib/offline/persist.ts); queries live at least as long
 * in memory (gcTime). Here, not in persist.ts, so the persistence's code stays out of the first load.
 */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

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
