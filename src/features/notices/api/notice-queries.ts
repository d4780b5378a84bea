import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import { API } from '#contract/http/api-paths';
import type { InAppNoticesBody } from '#contract/studio/types';

/** Asked again when the app regains focus after this long; never on a navigation. */
const NOTICES_STALE_MS = 5 * 60_000;

/** The signed-in user's unread in-app notices (docs/api.md, "In-app notices"). */
export const noticeQueries = {
  all: () => ['notices'] as const,
  unread: (api: ApiClient, userId: number) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'unread', userId] as const,
      queryFn: ({ signal }) => api.get<InAppNoticesBody>(API.studio.notices, { signal }),
      staleTime: NOTICES_STALE_MS,
      refetchOnWindowFocus: true,
      refetchOnMount: false,
    }),
};

export const markNoticesRead = (api: ApiClient, ids: number[]) => api.post(API.studio.noticesRead, { ids });
