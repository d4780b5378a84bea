import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { ApiError } from '#src/lib/http/api-error';
import { PRIVATE_QUERY } from '#src/lib/session/session';
import { API } from '#contract/http/api-paths';
import type { PublisherBody, StudioDashboardBody } from '#contract/studio/types';

/** Query owns retries: never a refusal (4xx), only trouble on the way or at the server. */
const retryServerTrouble = (count: number, error: unknown) => count < 2 && error instanceof ApiError && error.retryable;

/** Query keys of the studio's own state; the user id keeps one adviser's answers from another's. */
export const studioKeys = {
  all: ['studio'] as const,
  dashboard: (userId: number) => [...studioKeys.all, 'dashboard', userId] as const,
  publisher: (userId: number) => [...studioKeys.all, 'publisher', userId] as const,
};

/** The adviser's dashboard and publisher state: private, dropped when the session ends. */
export const studioQueries = {
  dashboard: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: studioKeys.dashboard(userId),
      queryFn: ({ signal }) => api.get<StudioDashboardBody>(API.studio.dashboard, { signal }),
      retry: retryServerTrouble,
      meta: PRIVATE_QUERY,
    }),
  publisher: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: studioKeys.publisher(userId),
      queryFn: ({ signal }) => api.get<PublisherBody>(API.studio.publisher, { signal }),
      retry: retryServerTrouble,
      // The site's details change only with a deploy; who the adviser is, rarely.
      staleTime: 5 * 60_000,
      meta: PRIVATE_QUERY,
    }),
};
